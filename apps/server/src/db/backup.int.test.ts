import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createSilentLogger } from "../lib/logger.ts";
import { createGeneration, createUser, setCreditAccount } from "../testing/factories.ts";
import { createTestDatabase, dropTestDatabase, useTestDatabase } from "../testing/test-database.ts";
import { backupDatabase, readBackupHeader, restoreDatabase } from "./backup.ts";
import { createDatabase, type Database } from "./client.ts";
import { EmbeddedPostgres } from "./embedded-postgres.ts";
import { creditAccounts } from "./schema/credit-accounts.ts";
import { creditLedger } from "./schema/credit-ledger.ts";
import { userGenerations } from "./schema/user-generations.ts";

const root = fileURLToPath(new URL("../../../../", import.meta.url));
const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "outsmart-backup-"));
fs.chmodSync(tempDir, 0o755); // the embedded database may run as `postgres` when we are root
afterAll(() => fs.rmSync(tempDir, { recursive: true, force: true }));

/** Every row of every table, in a stable order: what "the same data" means here. */
async function contents(client: pg.ClientBase): Promise<Record<string, unknown[]>> {
  const { rows: tables } = await client.query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
  );
  const all: Record<string, unknown[]> = {};
  for (const { name } of tables) {
    const { rows } = await client.query(
      `select row_to_json(t)::text as row from public."${name}" t order by 1`,
    );
    all[name] = rows.map((row: { row: string }) => row.row);
  }
  return all;
}

async function someData(db: Database) {
  const user = await createUser(db);
  await setCreditAccount(db, user.profileId, { plan: "starter", balance: 40 });
  await createGeneration(db, user.profileId);
  await createGeneration(db, user.profileId);
  await db.insert(creditLedger).values({
    accountRef: user.profileId,
    profileId: user.profileId,
    kind: "adjustment",
    amount: 40,
    balanceAfter: 40,
    reason: "Operator credit — ৳500 “quoted”\nsecond line",
  });
  return user;
}

function runCli(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [path.join(root, script), ...args], {
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

describe("db:backup and db:restore on a PostgreSQL server", () => {
  const testDb = useTestDatabase();

  it("round-trips every row: back up, change, restore, compare; identities continue past the highest id", async () => {
    const { db, pool } = testDb.current;
    const user = await someData(db);
    const client = await pool.connect();
    try {
      const before = await contents(client);
      const file = path.join(tempDir, "round-trip.backup.gz");
      const counts = await backupDatabase(client, file);
      expect(counts.users).toBeGreaterThanOrEqual(1);
      expect(counts.user_generations).toBe(2);
      expect((await readBackupHeader(file)).migrations.length).toBeGreaterThan(10);

      // Life goes on after the backup.
      await db
        .update(creditAccounts)
        .set({ balance: 0 })
        .where(eq(creditAccounts.profileId, user.profileId));
      await db.delete(userGenerations).where(eq(userGenerations.userId, user.profileId));
      await someData(db);
      expect(await contents(client)).not.toEqual(before);

      await restoreDatabase(client, file);
      expect(await contents(client)).toEqual(before);
      // The triggers were off during the load and are on again: tallies follow new generations.
      await createGeneration(db, user.profileId);
      const { rows } = await client.query<{ count: number }>(
        "select count(*)::int as count from user_generations where user_id = $1",
        [user.profileId],
      );
      expect(rows[0]?.count).toBe(3);
      // A new ledger row takes an id after the restored ones.
      const [entry] = await db
        .insert(creditLedger)
        .values({
          accountRef: user.profileId,
          kind: "adjustment",
          amount: 1,
          balanceAfter: 41,
          reason: "after the restore",
        })
        .returning();
      const { rows: highest } = await client.query<{ max: string }>(
        "select max(id) as max from credit_ledger where id <> $1",
        [entry!.id],
      );
      expect(entry!.id).toBeGreaterThan(Number(highest[0]?.max));
    } finally {
      client.release();
    }
  });

  it("restores into an empty database, and refuses a cut-off file without touching the data", async () => {
    const { db, pool } = testDb.current;
    await someData(db);
    const source = await pool.connect();
    const file = path.join(tempDir, "to-empty.backup.gz");
    const target = await createTestDatabase();
    const targetClient = await target.pool.connect();
    try {
      await backupDatabase(source, file);
      await targetClient.query(
        "drop schema public cascade; drop schema drizzle cascade; create schema public",
      );
      await restoreDatabase(targetClient, file);
      expect(await contents(targetClient)).toEqual(await contents(source));

      // Half a backup: the trailer is missing.
      const whole = zlib.gunzipSync(fs.readFileSync(file)).toString().split("\n");
      const cut = path.join(tempDir, "cut.backup.gz");
      fs.writeFileSync(cut, zlib.gzipSync(whole.slice(0, Math.floor(whole.length / 2)).join("\n")));
      const kept = await contents(targetClient);
      await expect(restoreDatabase(targetClient, cut)).rejects.toThrow(/incomplete/);
      expect(await contents(targetClient)).toEqual(kept);
    } finally {
      source.release();
      targetClient.release();
      await dropTestDatabase(target);
    }
  });

  it("refuses to restore under a running server", async () => {
    const { pool, connectionString } = testDb.current;
    const file = path.join(tempDir, "running.backup.gz");
    const client = await pool.connect();
    const listener = new pg.Client({ connectionString, application_name: "outsmart-changes" });
    await listener.connect();
    try {
      await backupDatabase(client, file);
      await expect(restoreDatabase(client, file)).rejects.toThrow(/stop every instance/);
    } finally {
      await listener.end();
      client.release();
    }
  });

  it("works as npm run db:backup / db:restore with DATABASE_URL", async () => {
    const { db, connectionString, pool } = testDb.current;
    const user = await someData(db);
    const client = await pool.connect();
    try {
      const before = await contents(client);
      const file = path.join(tempDir, "cli.backup.gz");
      const backup = await runCli("apps/server/src/cli/db-backup.ts", ["--out", file], {
        DATABASE_URL: connectionString,
      });
      expect(backup.output).toMatch(/^Backed up \d+ rows in \d+ tables to /);
      expect(backup.code).toBe(0);
      await db
        .update(creditAccounts)
        .set({ balance: 1 })
        .where(eq(creditAccounts.profileId, user.profileId));
      const unconfirmed = await runCli("apps/server/src/cli/db-restore.ts", [file], {
        DATABASE_URL: connectionString,
      });
      expect(unconfirmed.code).toBe(2);
      const restore = await runCli("apps/server/src/cli/db-restore.ts", [file, "--yes"], {
        DATABASE_URL: connectionString,
      });
      expect(restore.output).toMatch(/^Restored \d+ rows in \d+ tables from the backup made /);
      expect(restore.code).toBe(0);
      expect(await contents(client)).toEqual(before);
    } finally {
      client.release();
    }
  });
});

describe("db:backup and db:restore on the embedded server", () => {
  it("round-trips the data of a data folder's PostgreSQL", async () => {
    const dataDir = path.join(tempDir, "data");
    fs.mkdirSync(dataDir, { mode: 0o755 });
    const file = path.join(tempDir, "embedded.backup.gz");
    const env = { DATA_DIR: dataDir };
    // The first command creates and migrates the cluster, as `npm start` would.
    const empty = await runCli("apps/server/src/cli/db-backup.ts", ["--out", file], env);
    expect(empty.code, empty.output).toBe(0);
    expect((await readBackupHeader(file)).server).toMatch(/^PostgreSQL 18/);

    const embedded = new EmbeddedPostgres({
      dir: path.join(dataDir, "postgres"),
      logger: createSilentLogger(),
    });
    const open = async () => {
      const database = createDatabase({
        connectionString: await embedded.start(),
        poolSize: 2,
        logger: createSilentLogger(),
      });
      return { database, client: await database.pool.connect() };
    };
    const close = async (opened: Awaited<ReturnType<typeof open>>) => {
      opened.client.release();
      await opened.database.close();
      await embedded.stop();
    };

    let opened = await open();
    const user = await someData(opened.database.db);
    const before = await contents(opened.client);
    await close(opened);

    const backup = await runCli("apps/server/src/cli/db-backup.ts", ["--out", file], env);
    expect(backup.code, backup.output).toBe(0);

    opened = await open();
    await opened.database.db.execute(sql`delete from user_generations`);
    await opened.database.db
      .update(creditAccounts)
      .set({ balance: 2 })
      .where(eq(creditAccounts.profileId, user.profileId));
    await close(opened);

    const restore = await runCli("apps/server/src/cli/db-restore.ts", [file, "--yes"], env);
    expect(restore.code, restore.output).toBe(0);

    opened = await open();
    try {
      expect(await contents(opened.client)).toEqual(before);
    } finally {
      await close(opened);
    }
  }, 120_000);
});
