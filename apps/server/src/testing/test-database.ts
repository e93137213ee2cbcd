import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { createDatabase, type DatabaseHandle } from "../db/client.ts";
import { createSilentLogger } from "../lib/logger.ts";
import { databaseUrl } from "./test-database-url.ts";

export type TestDatabase = DatabaseHandle & { connectionString: string; name: string };

async function withAdmin<T>(run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: inject("testDatabaseServer").adminUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

/** A fresh database cloned from the migrated template, for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const server = inject("testDatabaseServer");
  const name = `${server.prefix}${randomBytes(5).toString("hex")}`;
  await withAdmin(async (admin) => {
    // Concurrent clones of one template can collide briefly; retry a few times.
    for (let attempt = 0; ; attempt += 1) {
      try {
        await admin.query(
          `create database ${admin.escapeIdentifier(name)} template ${admin.escapeIdentifier(server.template)}`,
        );
        return;
      } catch (error) {
        if (
          attempt >= 10 ||
          !String((error as Error).message).includes("being accessed by other users")
        )
          throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 100));
      }
    }
  });
  const connectionString = databaseUrl(server.adminUrl, name);
  const handle = createDatabase({ connectionString, poolSize: 20, logger: createSilentLogger() });
  return { ...handle, connectionString, name };
}

export async function dropTestDatabase(database: TestDatabase): Promise<void> {
  await database.close();
  await withAdmin((admin) =>
    admin.query(`drop database if exists ${admin.escapeIdentifier(database.name)} with (force)`),
  );
}

/** Registers a per-file database: available inside tests as `testDb.current`. */
export function useTestDatabase(): { readonly current: TestDatabase } {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    if (database) await dropTestDatabase(database);
  });
  return {
    get current() {
      if (!database) throw new Error("The test database is only available inside tests");
      return database;
    },
  };
}
