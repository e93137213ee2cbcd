import path from "node:path";
import type { Config } from "../config/env.ts";
import { acquireDataDirLock, DataDirLockedError } from "../lib/data-dir-lock.ts";
import type { Logger } from "../lib/logger.ts";
import { createDatabase, type DatabaseHandle } from "./client.ts";
import { EmbeddedPostgres } from "./embedded-postgres.ts";
import { migrateDatabase } from "./migrate.ts";

/**
 * The database for an operator command (`npm run credits:adjust` …), wherever the data lives:
 * `DATABASE_URL` when set; else the embedded server of a running Outsmart process (found through
 * its data folder: the port in postmaster.pid, the generated password); else the embedded server
 * started just for this command (holding the data-folder lock, so `npm start` waits its turn).
 */
export async function openOperatorDatabase(
  config: Config,
  logger: Logger,
): Promise<DatabaseHandle> {
  if (config.databaseUrl)
    return createDatabase({ connectionString: config.databaseUrl, poolSize: 2, logger });

  const dir = path.join(config.dataDir, "postgres");
  let lock: Awaited<ReturnType<typeof acquireDataDirLock>>;
  try {
    lock = await acquireDataDirLock(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    return createDatabase({
      connectionString: EmbeddedPostgres.runningServerUrl(dir),
      poolSize: 2,
      logger,
    });
  }
  const embedded = new EmbeddedPostgres({ dir, logger });
  try {
    const connectionString = await embedded.start();
    await migrateDatabase(connectionString);
    const handle = createDatabase({ connectionString, poolSize: 2, logger });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await embedded.stop();
        lock.release();
      },
    };
  } catch (error) {
    await embedded.stop();
    lock.release();
    throw error;
  }
}
