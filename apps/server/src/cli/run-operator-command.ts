import { readConfigOrExit } from "../config/read-config.ts";
import type { Database, DatabaseHandle } from "../db/client.ts";
import { openOperatorDatabase } from "../db/operator-database.ts";
import { createLogger } from "../lib/logger.ts";

/**
 * The frame every operator command shares: the configuration, the database wherever it lives
 * (`openOperatorDatabase`), the command's one line of output, or its error on stderr with exit
 * code 1, and the database closed whatever happened.
 */
export async function runOperatorCommand(
  work: (db: Database, database: DatabaseHandle) => Promise<string>,
): Promise<void> {
  const config = readConfigOrExit();
  const logger = createLogger({ level: "warn", format: config.logFormat });
  const database = await openOperatorDatabase(config, logger);
  try {
    console.log(await work(database.db, database));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
