import {
  type GenerationDetail,
  type GenerationPage,
  type GenerationStats,
  type GenerationContentType,
  WORDS_PER_MINUTE_SAVED,
} from "@outsmart/contracts/generations";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Clock } from "../../lib/clock.ts";
import { dhakaDay } from "../../lib/dhaka-time.ts";
import {
  deleteGeneration,
  findSucceededGeneration,
  type HistoryPosition,
  listSucceededGenerations,
  type ToolUsage,
  usageByStatusAndTool,
} from "./generations.queries.ts";

export type GenerationsService = ReturnType<typeof createGenerationsService>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const POSITION = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/;

/** Cursors are opaque to clients: base64url of "<created_at, µs, UTC>|<id>". */
export function encodeCursor(position: HistoryPosition): string {
  return Buffer.from(`${position.createdAt}|${position.id}`).toString("base64url");
}

export function decodeCursor(cursor: string): HistoryPosition {
  const [createdAt = "", id = ""] = Buffer.from(cursor, "base64url").toString().split("|");
  if (!POSITION.test(createdAt) || !UUID.test(id))
    throw new AppError("BAD_REQUEST", "That page link is not valid.");
  return { createdAt, id };
}

const notFound = () => new AppError("NOT_FOUND", "That generation was not found in your history.");

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
export function createGenerationsService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async list(
      profileId: string,
      options: { limit: number; tool?: string; search?: string; before?: string },
    ): Promise<GenerationPage> {
      const rows = await listSucceededGenerations(db, profileId, {
        limit: options.limit + 1,
        ...(options.tool ? { tool: options.tool } : {}),
        ...(options.search ? { search: options.search } : {}),
        ...(options.before ? { before: decodeCursor(options.before) } : {}),
      });
      const page = rows.slice(0, options.limit);
      const last = page.at(-1);
      return {
        items: page.map((row) => ({
          id: row.id,
          toolSlug: row.toolSlug,
          modelUsed: row.modelUsed,
          contentType: row.contentType as GenerationContentType,
          preview: row.preview,
          truncated: row.truncated,
          createdAt: row.createdAt.toISOString(),
        })),
        nextCursor:
          rows.length > options.limit && last
            ? encodeCursor({ createdAt: last.position, id: last.id })
            : null,
      };
    },

    async get(profileId: string, id: string): Promise<GenerationDetail> {
      if (!UUID.test(id)) throw notFound();
      const row = await findSucceededGeneration(db, profileId, id);
      if (!row) throw notFound();
      return {
        id: row.id,
        toolSlug: row.toolSlug,
        modelUsed: row.modelUsed,
        contentType: row.contentType as GenerationContentType,
        inputData: row.inputData,
        outputContent: row.outputContent ?? "",
        createdAt: row.createdAt.toISOString(),
      };
    },

    async remove(profileId: string, id: string): Promise<void> {
      if (!UUID.test(id) || !(await deleteGeneration(db, profileId, id))) throw notFound();
    },

    async stats(profileId: string): Promise<GenerationStats> {
      const now = clock.now();
      const rows = await usageByStatusAndTool(db, profileId, now);
      return summariseUsage(rows, Number(dhakaDay(now).slice(8, 10)));
    },
  };
}
