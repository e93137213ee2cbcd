import pg from "pg";
import { describe, expect, it } from "vitest";
import { migrateDatabase } from "./migrate.ts";
import { useTestDatabase } from "../testing/test-database.ts";

const testDb = useTestDatabase();

describe("migrateDatabase", () => {
  it("is safe to run from several processes at once, and again later", async () => {
    const url = testDb.current.connectionString;
    await Promise.all([migrateDatabase(url), migrateDatabase(url), migrateDatabase(url)]);
    await migrateDatabase(url);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ count: number }>(
      "select count(*)::int as count from drizzle.__drizzle_migrations",
    );
    const { rows: journal } = await client.query<{ hash: string }>(
      "select hash from drizzle.__drizzle_migrations",
    );
    await client.end();
    // Every committed migration recorded exactly once.
    expect(new Set(journal.map((row) => row.hash)).size).toBe(rows[0]?.count);
  });
});
