import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Logger } from "../lib/logger.ts";
import { type ChangeFeed, createChangeFeed } from "./change-feed.ts";

// node-postgres returns int8/bigint as strings by default; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export type Database = NodePgDatabase;

/**
 * A transaction or the database itself. Queries take one, so the caller decides whether they run
 * alone or inside a transaction it composes (one owner per table; see the style guide, rule 16).
 */
export type Executor = Pick<Database, "select" | "insert" | "update" | "delete" | "execute">;

export type DatabaseHandle = {
  db: Database;
  pool: pg.Pool;
  /** Notices of changed rows that processes may hold in memory (connects on first use). */
  changes: ChangeFeed;
  close: () => Promise<void>;
};

export function createDatabase(options: {
  connectionString: string;
  poolSize?: number;
  logger: Logger;
}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.poolSize ?? 10,
    // node-postgres's default: an idle connection costs PostgreSQL a backend (~15 MB resident).
    idleTimeoutMillis: 10_000,
    connectionTimeoutMillis: 10_000,
    application_name: "outsmart",
  });
  let closed = false;
  // An idle client losing its connection (database restart) must not crash the process. While
  // shutting down, connections ending is what we asked for: nothing to warn about.
  pool.on("error", (error: Error & { code?: string }) => {
    if (closed) options.logger.debug({ code: error.code }, "A database connection ended");
    else options.logger.warn({ err: error }, "A database connection was lost");
  });
  const db = drizzle({ client: pool });
  const changes = createChangeFeed({
    connectionString: options.connectionString,
    logger: options.logger,
  });
  return {
    db,
    pool,
    changes,
    close: async () => {
      if (closed) return;
      closed = true;
      await changes.close();
      await pool.end();
    },
  };
}
