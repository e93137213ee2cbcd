import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { EmbeddedPostgres } from "../db/embedded-postgres.ts";
import { createDatabase } from "../db/client.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { seedReferenceData } from "../db/seed-reference-data.ts";
import { createSilentLogger } from "../lib/logger.ts";
import { databaseUrl, type TestDatabaseServer } from "./test-database-url.ts";

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseServer: TestDatabaseServer;
  }
}

/**
 * Once per integration run: a PostgreSQL server (TEST_DATABASE_URL, else a fresh embedded one
 * tuned for speed) and a template database with every migration and the reference data. Each test file then
 * clones the template (test-database.ts), so files run in parallel without sharing rows.
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let embedded: EmbeddedPostgres | undefined;
  let tempDir: string | undefined;
  if (!adminUrl) {
    tempDir = await fsp.mkdtemp(path.join(os.tmpdir(), "outsmart-test-pg-"));
    await fsp.chmod(tempDir, 0o755); // the database may run as the `postgres` user when we are root
    embedded = new EmbeddedPostgres({
      dir: tempDir,
      logger: createSilentLogger(),
      database: "postgres",
      // Durability is pointless for throwaway test data; speed is not.
      settings: {
        fsync: "off",
        synchronous_commit: "off",
        full_page_writes: "off",
        max_connections: "400",
      },
    });
    adminUrl = await embedded.start();
  }

  const runId = `${process.pid}_${Date.now().toString(36)}`;
  const server: TestDatabaseServer = {
    adminUrl,
    template: `outsmart_tpl_${runId}`,
    prefix: `outsmart_t_${runId}_`,
  };
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${admin.escapeIdentifier(server.template)}`);
  await migrateDatabase(databaseUrl(adminUrl, server.template));
  const template = createDatabase({
    connectionString: databaseUrl(adminUrl, server.template),
    logger: createSilentLogger(),
  });
  await seedReferenceData(template.db, createSilentLogger());
  await template.close();
  project.provide("testDatabaseServer", server);

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like $1 or datname = $2",
      [`${server.prefix}%`, server.template],
    );
    for (const { datname } of rows) {
      await admin.query(`drop database if exists ${admin.escapeIdentifier(datname)} with (force)`);
    }
    await admin.end();
    await embedded?.stop();
    if (tempDir) await fsp.rm(tempDir, { recursive: true, force: true });
  };
}
