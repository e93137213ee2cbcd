import {
  type GenerationDetail,
  type GenerationMarks,
  type GenerationPage,
  type GenerationStats,
  type GenerationContentType,
  WORDS_PER_MINUTE_SAVED,
} from "@outsmart/contracts/generations";
import type { ExportFormat } from "@outsmart/contracts/export-formats";
import type {
  GenerationVersion,
  GenerationVersionList,
  RefineAction,
} from "@outsmart/contracts/generation-versions";
import { findDefaultModel } from "@outsmart/contracts/models";
import type { OutputLanguage } from "@outsmart/contracts/output-language";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Clock } from "../../lib/clock.ts";
import { dhakaDay } from "../../lib/dhaka-time.ts";
import { keysetCursor, parseUuid, readKeysetPage } from "../../lib/keyset-page.ts";
import {
  deleteGeneration,
  findSucceededGeneration,
  listSucceededGenerations,
  type ToolUsage,
  updateGenerationMarks,
  usageByStatusAndTool,
} from "./generations.queries.ts";
import { type ExportedFile, exportGeneration } from "./generation-export.ts";
import { findVersion, insertNextVersion, listVersions } from "./generation-versions.queries.ts";

export type GenerationsService = ReturnType<typeof createGenerationsService>;

/** History cursors are opaque to clients: base64url of "<created_at, µs, UTC>|<id>". */
export const historyCursor = keysetCursor({ separator: "|", parseId: parseUuid });

const notFound = () => new AppError("NOT_FOUND", "That generation was not found in your history.");

/** The kit a record names, as the history shows it; null without one or once it is deleted. */
const brandKitOf = (row: { brandKitId: string | null; brandKitName: string | null }) =>
  row.brandKitId && row.brandKitName ? { id: row.brandKitId, name: row.brandKitName } : null;

const textOnly = (what: string) =>
  new AppError(
    "BAD_REQUEST",
    `Only text results ${what}; download an image, audio or video from its result.`,
  );

const versionNotFound = () =>
  new AppError("NOT_FOUND", "That version of the generation was not found.");

/** A saved version as the API gives it; a refine version says which action made it. */
export const versionOf = (row: {
  number: number;
  kind: GenerationVersion["kind"];
  content: string;
  createdAt: Date;
  refineAction: RefineAction | null;
  refineInstruction: string | null;
  refineLanguage: OutputLanguage | null;
}): GenerationVersion => ({
  number: row.number,
  kind: row.kind,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
  ...(row.refineAction
    ? {
        refine: {
          action: row.refineAction,
          ...(row.refineInstruction ? { instruction: row.refineInstruction } : {}),
          ...(row.refineLanguage ? { language: row.refineLanguage } : {}),
        },
      }
    : {}),
});

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The figures of product decisions §6 from the grouped rows the database returns (one row per
 * status and tool). Pure, so the arithmetic is unit-tested without a database.
 */
export function summariseUsage(rows: readonly ToolUsage[], dayOfMonth: number): GenerationStats {
  const succeeded = rows.filter((row) => row.status === "succeeded");
  const failed = rows
    .filter((row) => row.status === "failed")
    .reduce((sum, row) => sum + row.count, 0);
  const totalGenerations = succeeded.reduce((sum, row) => sum + row.count, 0);
  const thisMonth = succeeded.reduce((sum, row) => sum + row.thisMonth, 0);
  const words = succeeded.reduce((sum, row) => sum + Number(row.words), 0);
  const favourite = succeeded.toSorted(
    (a, b) =>
      b.count - a.count ||
      b.lastUsedAt.getTime() - a.lastUsedAt.getTime() ||
      a.toolSlug.localeCompare(b.toolSlug),
  )[0];
  const attempted = totalGenerations + failed;
  return {
    totalGenerations,
    thisMonth,
    averageDaily: round1(thisMonth / Math.max(dayOfMonth, 1)),
    favoriteTool: favourite?.toolSlug ?? null,
    toolsUsed: succeeded.length,
    timeSavedHours: round1(words / WORDS_PER_MINUTE_SAVED / 60),
    successRate: attempted === 0 ? 100 : Math.round((totalGenerations / attempted) * 100),
  };
}

/**
 * The user's generation history (successful records only) and the figures computed from all of
 * their records. Every call takes the caller's profile id; nothing is reachable by id alone.
 */
export function createGenerationsService(deps: {
  db: Database;
  clock: Clock;
  /** A model's display name by id (the registry's); the built-in models' names by default. */
  findModelName?: (id: string) => string | undefined;
}) {
  const { db, clock } = deps;
  const findModelName = deps.findModelName ?? ((id: string) => findDefaultModel(id)?.name);
  // A model removed from the configuration since keeps its id as its name.
  const modelName = (id: string) => findModelName(id) ?? id;
  return {
    async list(
      profileId: string,
      options: {
        limit: number;
        tool?: string;
        language?: OutputLanguage;
        brandKit?: string;
        favourite?: boolean;
        search?: string;
        before?: string;
      },
    ): Promise<GenerationPage> {
      const before = options.before ? historyCursor.decode(options.before) : undefined;
      const { rows, nextCursor } = await readKeysetPage({
        limit: options.limit,
        cursor: historyCursor,
        read: (limit) =>
          listSucceededGenerations(db, profileId, {
            limit,
            ...(options.tool ? { tool: options.tool } : {}),
            ...(options.language ? { language: options.language } : {}),
            ...(options.brandKit ? { brandKit: options.brandKit } : {}),
            ...(options.favourite ? { favourite: true } : {}),
            ...(options.search ? { search: options.search } : {}),
            ...(before ? { before } : {}),
          }),
        positionOf: (row) => ({ createdAt: row.position, id: row.id }),
      });
      return {
        items: rows.map((row) => ({
          id: row.id,
          toolSlug: row.toolSlug,
          modelUsed: row.modelUsed,
          modelName: modelName(row.modelUsed),
          contentType: row.contentType as GenerationContentType,
          language: row.language,
          brandKit: brandKitOf(row),
          campaignId: row.campaignId,
          preview: row.preview,
          truncated: row.truncated,
          favourite: row.favourite,
          title: row.title,
          createdAt: row.createdAt.toISOString(),
        })),
        nextCursor,
      };
    },

    async get(profileId: string, id: string): Promise<GenerationDetail> {
      if (!parseUuid(id)) throw notFound();
      const row = await findSucceededGeneration(db, profileId, id);
      if (!row) throw notFound();
      return {
        id: row.id,
        toolSlug: row.toolSlug,
        modelUsed: row.modelUsed,
        modelName: modelName(row.modelUsed),
        contentType: row.contentType as GenerationContentType,
        language: row.language,
        brandKit: brandKitOf(row),
        campaignId: row.campaignId,
        inputData: row.inputData,
        outputContent: row.outputContent ?? "",
        favourite: row.favourite,
        title: row.title,
        createdAt: row.createdAt.toISOString(),
      };
    },

    /** Stars or titles one of the caller's own generations; an empty title removes it. */
    async mark(
      profileId: string,
      id: string,
      marks: { favourite?: boolean; title?: string | null },
    ): Promise<GenerationMarks> {
      if (!parseUuid(id)) throw notFound();
      const row = await updateGenerationMarks(db, profileId, id, {
        ...(marks.favourite === undefined ? {} : { favourite: marks.favourite }),
        ...(marks.title === undefined ? {} : { title: marks.title || null }),
      });
      if (!row) throw notFound();
      return row;
    },

    /**
     * Every version of a text result of the caller's own: 1 is the generation as written, then
     * each saved version (issue 16). The newest is the "current" text.
     */
    async versions(profileId: string, id: string): Promise<GenerationVersionList> {
      if (!parseUuid(id)) throw notFound();
      const row = await findSucceededGeneration(db, profileId, id);
      if (!row) throw notFound();
      if (row.contentType !== "text") throw textOnly("have versions");
      const saved = await listVersions(db, profileId, id);
      return {
        versions: [
          {
            number: 1,
            kind: "original",
            content: row.outputContent ?? "",
            createdAt: row.createdAt.toISOString(),
          },
          ...saved.map(versionOf),
        ],
      };
    },

    /** Saves a hand edit of a text result of the caller's own as its newest version. */
    async addEdit(profileId: string, id: string, content: string): Promise<GenerationVersion> {
      if (!parseUuid(id)) throw notFound();
      const row = await findSucceededGeneration(db, profileId, id);
      if (!row) throw notFound();
      if (row.contentType !== "text") throw textOnly("can be edited");
      const saved = await insertNextVersion(db, {
        profileId,
        generationId: id,
        kind: "edit",
        content,
      });
      // Deleted between the two reads.
      if (!saved) throw notFound();
      return versionOf(saved);
    },

    /**
     * A text result of the caller's own as a file (txt, md, docx or pdf): the version asked for,
     * or the newest (an edit, when there is one).
     */
    async exportFile(
      profileId: string,
      id: string,
      format: ExportFormat,
      version?: number,
    ): Promise<ExportedFile> {
      if (!parseUuid(id)) throw notFound();
      const row = await findSucceededGeneration(db, profileId, id);
      if (!row) throw notFound();
      if (row.contentType !== "text") throw textOnly("can be exported");
      let content = row.outputContent ?? "";
      if (version !== 1) {
        const saved = await findVersion(db, profileId, id, version);
        if (saved) content = saved.content;
        else if (version !== undefined) throw versionNotFound();
      }
      return await exportGeneration(
        {
          toolSlug: row.toolSlug,
          language: row.language,
          outputContent: content,
          createdAt: row.createdAt.toISOString(),
        },
        format,
        clock.now().getTime(),
      );
    },

    async remove(profileId: string, id: string): Promise<void> {
      if (!parseUuid(id) || !(await deleteGeneration(db, profileId, id))) throw notFound();
    },

    async stats(profileId: string): Promise<GenerationStats> {
      const now = clock.now();
      const rows = await usageByStatusAndTool(db, profileId, now);
      return summariseUsage(rows, Number(dhakaDay(now).slice(8, 10)));
    },
  };
}
