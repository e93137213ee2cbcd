import { asc, desc, eq, sql } from "drizzle-orm";
import { parseInputFields } from "@outsmart/contracts/tool-fields";
import type { Executor } from "../../db/client.ts";
import { toolPromptVersions } from "../../db/schema/tool-prompt-versions.ts";
import { toolPrompts } from "../../db/schema/tool-prompts.ts";
import type { ToolPromptRow } from "./tools.queries.ts";

/**
 * The console's SQL on a tool's configuration and its saved versions (issue 17). A save locks the
 * tool's row, so two operators saving at once get consecutive version numbers, and the second
 * save's "expected version" check sees the first.
 */

export type ToolVersionRow = typeof toolPromptVersions.$inferSelect;

/** What an operator can change on a tool. */
export type ToolSettings = {
  description: string;
  systemPrompt: string;
  model: string;
  inputFields: string[];
};

export async function listToolPrompts(db: Executor): Promise<ToolPromptRow[]> {
  return await db.select().from(toolPrompts).orderBy(asc(toolPrompts.toolName));
}

export async function listToolVersions(db: Executor, toolPromptId: string) {
  return await db
    .select()
    .from(toolPromptVersions)
    .where(eq(toolPromptVersions.toolPromptId, toolPromptId))
    .orderBy(desc(toolPromptVersions.number));
}

export async function lockToolPrompt(
  tx: Executor,
  slug: string,
): Promise<ToolPromptRow | undefined> {
  const [row] = await tx
    .select()
    .from(toolPrompts)
    .where(eq(toolPrompts.toolSlug, slug))
    .for("update")
    .limit(1);
  return row;
}

export async function findToolVersion(
  tx: Executor,
  toolPromptId: string,
  number: number,
): Promise<ToolVersionRow | undefined> {
  const [row] = await tx
    .select()
    .from(toolPromptVersions)
    .where(
      sql`${toolPromptVersions.toolPromptId} = ${toolPromptId} and ${toolPromptVersions.number} = ${number}`,
    )
    .limit(1);
  return row;
}

/** Each tool's newest saved version number (tools never saved from the console are absent). */
export async function newestVersionNumbers(db: Executor): Promise<Map<string, number>> {
  const rows = await db
    .select({
      toolPromptId: toolPromptVersions.toolPromptId,
      number: sql<number>`max(${toolPromptVersions.number})::int`,
    })
    .from(toolPromptVersions)
    .groupBy(toolPromptVersions.toolPromptId);
  return new Map(rows.map((row) => [row.toolPromptId, row.number]));
}

export async function newestNumber(tx: Executor, toolPromptId: string): Promise<number> {
  const [row] = await tx
    .select({ number: sql<number>`coalesce(max(${toolPromptVersions.number}), 0)::int` })
    .from(toolPromptVersions)
    .where(eq(toolPromptVersions.toolPromptId, toolPromptId));
  return row?.number ?? 0;
}

/**
 * Writes `settings` as the tool's configuration and as its next version, inside the caller's
 * transaction, after `lockToolPrompt`. The first console save also records what was there before
 * as version 1. Returns the new version's number.
 */
export async function saveToolVersion(
  tx: Executor,
  row: ToolPromptRow,
  settings: ToolSettings,
  meta: {
    savedBy: string | null;
    savedByLabel: string;
    note: string;
    restoredFrom: number | null;
    now: Date;
  },
): Promise<number> {
  let newest = await newestNumber(tx, row.id);
  if (newest === 0) {
    await tx.insert(toolPromptVersions).values({
      toolPromptId: row.id,
      number: 1,
      ...currentSettings(row),
      savedBy: null,
      createdAt: row.updatedAt,
    });
    newest = 1;
  }
  const number = newest + 1;
  await tx.insert(toolPromptVersions).values({
    toolPromptId: row.id,
    number,
    ...settings,
    note: meta.note,
    savedBy: meta.savedBy,
    savedByLabel: meta.savedByLabel,
    restoredFrom: meta.restoredFrom,
    createdAt: meta.now,
  });
  // The row's changed content no longer matches its seed hash, so a later seed leaves it alone.
  await tx
    .update(toolPrompts)
    .set({ ...settings, updatedAt: meta.now })
    .where(eq(toolPrompts.id, row.id));
  return number;
}

/** The configuration a row holds, as the console edits it. */
export function currentSettings(row: ToolPromptRow): ToolSettings {
  return {
    description: row.description,
    systemPrompt: row.systemPrompt,
    model: row.model,
    inputFields: parseInputFields(row.inputFields),
  };
}
