import fs from "node:fs";
import path from "node:path";
import { createDatabase, type DatabaseHandle } from "../../apps/server/src/db/client.ts";
import { createSilentLogger } from "../../apps/server/src/lib/logger.ts";

/** The e2e server's data folder (set by playwright.config.ts). */
export function e2eDataDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error("E2E_DATA_DIR is not set; run the tests through playwright.config.ts");
  return dataDir;
}

/** Connects to the e2e server's embedded PostgreSQL, as an operator with psql would. */
export function connectToE2eDatabase(): DatabaseHandle {
  const dataDir = e2eDataDir();
  const port = fs
    .readFileSync(path.join(dataDir, "postgres", "pgdata", "postmaster.pid"), "utf8")
    .split("\n")[3]
    ?.trim();
  const password = fs.readFileSync(path.join(dataDir, "postgres", "password"), "utf8").trim();
  return createDatabase({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/outsmart`,
    poolSize: 4,
    logger: createSilentLogger(),
  });
}

/** The session-signing secret the e2e server generated in its data folder. */
export function e2eAuthSecret(): string {
  const secrets = JSON.parse(fs.readFileSync(path.join(e2eDataDir(), "secrets.json"), "utf8")) as {
    authSecret: string;
  };
  return secrets.authSecret;
}
