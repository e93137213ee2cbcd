// `npm run contact:messages [-- --limit 20] [-- --json]`: prints the messages sent through the
// public contact form, newest first (docs/public-site.md). Works whether or not the server is
// running: with DATABASE_URL it reads that database; otherwise it reads the embedded one, through
// the running server's PostgreSQL when there is one, or by starting it briefly when there is not.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import { ConfigError, loadConfig } from "../config/env.ts";
import { createDatabase } from "../db/client.ts";
import { EmbeddedPostgres } from "../db/embedded-postgres.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { acquireDataDirLock, DataDirLockedError } from "../lib/data-dir-lock.ts";
import { createLogger } from "../lib/logger.ts";
import { listContactMessages, type StoredContactMessage } from "../modules/site/contact.queries.ts";

const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));

/** The running server's embedded PostgreSQL: port from postmaster.pid (line 4), its password file. */
function runningEmbeddedUrl(dataDir: string): string {
  const dir = path.join(dataDir, "postgres");
  const lines = fs.readFileSync(path.join(dir, "pgdata", "postmaster.pid"), "utf8").split("\n");
  const port = Number(lines[3]);
  if (!Number.isInteger(port) || port <= 0)
    throw new Error("Could not find the running database's port");
  const password = fs.readFileSync(path.join(dir, "password"), "utf8").trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/outsmart`;
}

export function formatContactMessage(message: StoredContactMessage): string {
  const when = message.createdAt.toISOString().replace("T", " ").slice(0, 16);
  return [
    `── ${when} UTC · ${message.name} <${message.email}> · ${message.id}`,
    ...message.message.split("\n").map((line) => `   ${line}`),
    "",
  ].join("\n");
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      limit: { type: "string", default: "50" },
      json: { type: "boolean", default: false },
    },
  });
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) {
    console.error("--limit must be a whole number between 1 and 10000");
    process.exit(2);
  }
  const envFile = path.join(repoRoot, ".env");
  if (fs.existsSync(envFile)) process.loadEnvFile(envFile);
  let config;
  try {
    config = loadConfig(process.env, repoRoot);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger({ level: "warn", format: "json" });
  const cleanups: Array<() => Promise<void> | void> = [];
  try {
    let url = config.databaseUrl;
    if (!url) {
      try {
        const lock = await acquireDataDirLock(config.dataDir);
        cleanups.push(() => lock.release());
        const embedded = new EmbeddedPostgres({
          dir: path.join(config.dataDir, "postgres"),
          logger,
        });
        cleanups.push(() => embedded.stop());
        url = await embedded.start();
        await migrateDatabase(url);
      } catch (error) {
        if (!(error instanceof DataDirLockedError)) throw error;
        url = runningEmbeddedUrl(config.dataDir);
      }
    }
    const database = createDatabase({ connectionString: url, poolSize: 1, logger });
    cleanups.push(() => database.close());
    const messages = await listContactMessages(database.db, limit);
    if (values.json) {
      console.log(JSON.stringify(messages, null, 2));
    } else if (messages.length === 0) {
      console.log("No contact messages yet.");
    } else {
      console.log(`${messages.length} most recent contact message(s), newest first:\n`);
      for (const message of messages) console.log(formatContactMessage(message));
    }
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

await main();
