import {
  type ConsoleToolDetail,
  type ConsoleToolList,
  TOOL_EDIT_CONFLICT_MESSAGE,
  type ToolSettings,
  type ToolVersion,
  type TryToolResponse,
} from "@outsmart/contracts/console-tools";
import { DEFAULT_OUTPUT_LANGUAGE, type OutputLanguage } from "@outsmart/contracts/output-language";
import { toolOutput } from "@outsmart/contracts/tool-catalogue";
import type { Database, Executor } from "../../db/client.ts";
import type { ModelRegistry } from "../../integrations/ai-providers/model-registry.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Clock } from "../../lib/clock.ts";
import type { ToolRunner } from "../tools/run-tool.service.ts";
import {
  currentSettings,
  findToolVersion,
  listToolPrompts,
  listToolVersions,
  lockToolPrompt,
  newestNumber,
  newestVersionNumbers,
  saveToolVersion,
} from "../tools/tool-versions.queries.ts";
import { editedSinceSeed, findToolPrompt, type ToolPromptRow } from "../tools/tools.queries.ts";
import { insertAuditEntry } from "./audit.queries.ts";
import type { Actor } from "./console.service.ts";

const noSuchTool = () => new AppError("NOT_FOUND", "There is no such tool.");

function sameSettings(a: ToolSettings, b: ToolSettings): boolean {
  return (
    a.description === b.description &&
    a.systemPrompt === b.systemPrompt &&
    a.model === b.model &&
    a.inputFields.join("\n") === b.inputFields.join("\n")
  );
}

/**
 * The console's tool editor (issue 17, docs/operator-console.md "Tools"). Saves and rollbacks
 * lock the tool's row, check the version the operator saw, write the configuration and its
 * version (the tools module's queries) and the audit entry in one transaction. The tool's row
 * change reaches every process's prompt cache through the database's notice (ADR 0018).
 */
export function createToolEditing(deps: {
  db: Database;
  clock: Clock;
  registry: ModelRegistry;
  runner: Pick<ToolRunner, "tryDraft">;
}) {
  const { db, clock, registry } = deps;

  function checkModel(id: string) {
    const model = registry.find(id);
    if (!model) throw new AppError("BAD_REQUEST", `There is no model "${id}".`);
    return model;
  }

  async function change(
    actor: Actor,
    slug: string,
    expectedVersion: number,
    next: (
      tx: Executor,
      row: ToolPromptRow,
    ) => Promise<{ settings: ToolSettings; restoredFrom: number | null; note: string }>,
  ): Promise<number> {
    return await db.transaction(async (tx) => {
      const row = await lockToolPrompt(tx, slug);
      if (!row) throw noSuchTool();
      // Version 1 is what the tool had before its first console save (stored with that save).
      const newest = Math.max(1, await newestNumber(tx, row.id));
      if (newest !== expectedVersion) throw new AppError("CONFLICT", TOOL_EDIT_CONFLICT_MESSAGE);
      const before = currentSettings(row);
      const { settings, restoredFrom, note } = await next(tx, row);
      if (sameSettings(before, settings))
        throw new AppError("BAD_REQUEST", "Nothing to save: the tool already works this way.");
      const now = clock.now();
      const number = await saveToolVersion(tx, row, settings, {
        savedBy: actor.userId,
        savedByLabel: actor.label,
        note,
        restoredFrom,
        now,
      });
      await insertAuditEntry(tx, {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: restoredFrom === null ? "tool.update" : "tool.rollback",
        targetType: "tool",
        targetId: slug,
        before: { version: newest, ...before },
        after: { version: number, ...settings, ...(restoredFrom === null ? {} : { restoredFrom }) },
        now,
      });
      return number;
    });
  }

  return {
    async list(): Promise<ConsoleToolList> {
      const [rows, newest] = await Promise.all([listToolPrompts(db), newestVersionNumbers(db)]);
      return {
        tools: rows.map((row) => ({
          slug: row.toolSlug,
          name: row.toolName,
          description: row.description,
          model: row.model,
          version: newest.get(row.id) ?? 1,
          updatedAt: row.updatedAt.toISOString(),
          edited: editedSinceSeed(row),
        })),
      };
    },

    async detail(slug: string): Promise<ConsoleToolDetail> {
      const row = await findToolPrompt(db, slug);
      if (!row) throw noSuchTool();
      const saved = await listToolVersions(db, row.id);
      const versions: ToolVersion[] =
        saved.length > 0
          ? saved.map((version) => ({
              number: version.number,
              description: version.description,
              systemPrompt: version.systemPrompt,
              model: version.model,
              inputFields: version.inputFields,
              note: version.note,
              savedBy: version.savedByLabel,
              restoredFrom: version.restoredFrom,
              createdAt: version.createdAt.toISOString(),
            }))
          : [
              {
                number: 1,
                ...currentSettings(row),
                note: "",
                savedBy: null,
                restoredFrom: null,
                createdAt: row.updatedAt.toISOString(),
              },
            ];
      const writesText = (model: { outputs: readonly string[] }) => model.outputs.includes("text");
      const models = await Promise.all(
        registry.all().map(async (model) => {
          const availability = await registry.availability(model);
          return {
            id: model.id,
            name: model.name,
            tier: model.tier,
            writesText: writesText(model),
            available: availability.available,
            ...(availability.available ? {} : { reason: availability.reason }),
          };
        }),
      );
      return { slug: row.toolSlug, name: row.toolName, versions, models };
    },

    async save(
      actor: Actor,
      slug: string,
      request: ToolSettings & { note: string; expectedVersion: number },
    ): Promise<number> {
      checkModel(request.model);
      const { note, expectedVersion, ...settings } = request;
      return await change(actor, slug, expectedVersion, async () => ({
        settings,
        restoredFrom: null,
        note,
      }));
    },

    async rollback(
      actor: Actor,
      slug: string,
      request: { version: number; expectedVersion: number },
    ): Promise<number> {
      return await change(actor, slug, request.expectedVersion, async (tx, row) => {
        const version = await findToolVersion(tx, row.id, request.version);
        if (!version) throw new AppError("NOT_FOUND", "There is no such version of this tool.");
        const { description, systemPrompt, model, inputFields } = version;
        return {
          settings: { description, systemPrompt, model, inputFields },
          restoredFrom: version.number,
          note: "",
        };
      });
    },

    async tryDraft(
      slug: string,
      draft: {
        systemPrompt: string;
        inputFields: string[];
        model: string;
        inputs: Record<string, string>;
        language?: OutputLanguage | undefined;
      },
      signal: AbortSignal,
    ): Promise<TryToolResponse> {
      const row = await findToolPrompt(db, slug);
      if (!row) throw noSuchTool();
      if (toolOutput(slug) !== "text")
        throw new AppError("BAD_REQUEST", "Try it runs text tools only.");
      return await deps.runner.tryDraft(
        {
          toolSlug: slug,
          systemPrompt: draft.systemPrompt,
          inputFields: draft.inputFields,
          model: draft.model,
          inputs: draft.inputs,
          language: draft.language ?? DEFAULT_OUTPUT_LANGUAGE,
        },
        signal,
      );
    },
  };
}

export type ToolEditing = ReturnType<typeof createToolEditing>;
