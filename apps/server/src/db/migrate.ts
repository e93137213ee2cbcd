import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

// Any constant works; it only has to be the same for every process migrating this database.
const MIGRATION_LOCK_KEY = 7_411_043_201;

/**
 * Applies the committed migrations. Several processes may start at once against one database
 * (a multi-instance deploy): an advisory lock makes them take turns, and the later ones find
 * nothing left to do.
 */
export async function migrateDatabase(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString, application_name: "outsmart-migrate" });
  await client.connect();
  try {
    // Drizzle applies the migrations newer than the newest it recorded: when that is the newest
    // this code ships (every start but the first after an upgrade), there is nothing to do, and
    // neither the lock nor the migration files are needed (ADR 0091).
    if ((await newestAppliedMigration(client)) >= newestShippedMigration()) return;
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle({ client }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    }
  } finally {
    await client.end();
  }
}

/** The timestamp drizzle records for the newest migration this code ships. */
export function newestShippedMigration(): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"),
  ) as { entries: Array<{ when: number }> };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/** The newest migration the database recorded (0 when it has none, or no migrations table yet). */
async function newestAppliedMigration(client: pg.Client): Promise<number> {
  try {
    const result = await client.query<{ newest: string | null }>(
      "select max(created_at)::bigint as newest from drizzle.__drizzle_migrations",
    );
    return Number(result.rows[0]?.newest ?? 0);
  } catch {
    return 0;
  }
}
