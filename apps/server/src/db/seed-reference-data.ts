import type { Logger } from "../lib/logger.ts";
import { toolConfigurations } from "../modules/tools/tool-configurations.ts";
import { seedToolPrompts } from "../modules/tools/tools.queries.ts";
import type { Database } from "./client.ts";

/**
 * Reference data the product needs, written at every start (after migrations): the tool
 * configurations. Idempotent, and an operator's edits to a tool are kept.
 */
export async function seedReferenceData(db: Database, logger: Logger): Promise<void> {
  const keptEdits = await seedToolPrompts(db, toolConfigurations, new Date());
  if (keptEdits.length > 0)
    logger.info({ tools: keptEdits }, "Kept operator edits to tool configurations");
}
