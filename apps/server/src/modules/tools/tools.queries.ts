import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { toolPrompts } from "../../db/schema/tool-prompts.ts";
import type { ToolConfiguration } from "./tool-configurations.ts";

export type ToolPromptRow = typeof toolPrompts.$inferSelect;

export async function findToolPrompt(
  db: Database,
  slug: string,
): Promise<ToolPromptRow | undefined> {
  const [row] = await db.select().from(toolPrompts).where(eq(toolPrompts.toolSlug, slug)).limit(1);
  return row;
}

function contentHash(
  row: Pick<ToolPromptRow, "toolName" | "description" | "systemPrompt" | "model" | "inputFields">,
): string {
  return createHash("sha256")
    .update(
      JSON.stringify([row.toolName, row.description, row.systemPrompt, row.model, row.inputFields]),
    )
    .digest("hex");
}

/** Whether the row's content differs from what was last seeded (an operator changed it). */
export function editedSinceSeed(row: ToolPromptRow): boolean {
  return row.seedHash !== contentHash(row);
}

/**
 * Writes the shipped configurations: new tools are inserted; a tool whose row still matches what
 * was last seeded is updated to the new seed; a row the operator changed is left alone.
 * Returns the slugs that were left alone, for the log.
 */
export async function seedToolPrompts(
  db: Database,
  configurations: readonly ToolConfiguration[],
  now: Date,
): Promise<string[]> {
  const keptEdits: string[] = [];
  await db.transaction(async (tx) => {
    const existing = new Map(
      (await tx.select().from(toolPrompts)).map((row) => [row.toolSlug, row]),
    );
    for (const configuration of configurations) {
      const values = {
        toolName: configuration.toolName,
        description: configuration.description,
        systemPrompt: configuration.systemPrompt,
        model: configuration.model,
        inputFields: [...configuration.inputFields],
      };
      const seedHash = contentHash(values);
      const row = existing.get(configuration.toolSlug);
      if (!row) {
        await tx
          .insert(toolPrompts)
          .values({ toolSlug: configuration.toolSlug, ...values, seedHash, updatedAt: now })
          .onConflictDoNothing();
      } else if (row.seedHash !== seedHash) {
        if (row.seedHash === contentHash(row)) {
          await tx
            .update(toolPrompts)
            .set({ ...values, seedHash, updatedAt: now })
            .where(eq(toolPrompts.id, row.id));
        } else {
          keptEdits.push(configuration.toolSlug);
        }
      }
    }
  });
  return keptEdits;
}
