import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { newestShippedMigration } from "../../db/migrate.ts";

/** Round-trips one trivial query; returns the latency, or undefined when the database is unreachable. */
export async function pingDatabase(db: Database, timeoutMs = 2000): Promise<number | undefined> {
  const started = performance.now();
  const ping = db.execute(sql`select 1`).then(() => performance.now() - started);
  const timeout = new Promise<undefined>((resolve) =>
    setTimeout(() => resolve(undefined), timeoutMs).unref(),
  );
  try {
    return await Promise.race([ping, timeout]);
  } catch {
    return undefined;
  }
}

/**
 * True when the database holds every migration this code ships (drizzle records each applied one
 * with its folder timestamp); false when one is missing or the database cannot say.
 */
export async function migrationsApplied(db: Database): Promise<boolean> {
  try {
    const result = await db.execute<{ newest: number | null }>(
      sql`select max(created_at)::bigint as newest from drizzle.__drizzle_migrations`,
    );
    const newest = result.rows[0]?.newest;
    return newest !== null && newest !== undefined && Number(newest) >= newestShippedMigration();
  } catch {
    return false;
  }
}
