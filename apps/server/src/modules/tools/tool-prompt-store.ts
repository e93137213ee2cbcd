import { CachedRows } from "../../db/cached-rows.ts";
import type { ChangeFeed } from "../../db/change-feed.ts";
import type { Database } from "../../db/client.ts";
import { findToolPrompt, type ToolPromptRow } from "./tools.queries.ts";

export type ToolPromptStore = ReturnType<typeof createToolPromptStore>;

/**
 * The tools' stored configurations (`tool_prompts`), read once and then answered from memory until
 * the table changes: an operator's edit reaches every process through the database's notice
 * (ADR 0018), so generations never wait for this read.
 */
export function createToolPromptStore(deps: { db: Database; changes: ChangeFeed }) {
  const rows = new CachedRows<string, ToolPromptRow>({
    feed: deps.changes,
    max: 500,
    ttlMs: 60 * 60 * 1000,
    staleAfter: (change) => change.table === "tool_prompts",
  });
  return {
    find: (slug: string) => rows.get(slug, () => findToolPrompt(deps.db, slug)),
  };
}
