// `npm run db:backup [-- --out FILE]`: a consistent logical backup of the database (embedded or
// DATABASE_URL) while the servers keep running (ADR 0072, docs/operations.md#backups).
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { readConfigOrExit } from "../config/read-config.ts";
import { backupDatabase } from "../db/backup.ts";
import { openOperatorDatabase } from "../db/operator-database.ts";
import { createLogger } from "../lib/logger.ts";

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  const config = readConfigOrExit();
  const stamp = new Date().toISOString().replace(/[:.]/g, "-").slice(0, 19);
  const file = path.resolve(
    values.out ?? path.join(config.dataDir, "backups", `outsmart-${stamp}.backup.gz`),
  );
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = await openOperatorDatabase(
    config,
    createLogger({ level: "warn", format: "json" }),
  );
  const client = await database.pool.connect();
  try {
    const counts = await backupDatabase(client, file);
    const rows = Object.values(counts).reduce((sum, count) => sum + count, 0);
    console.log(
      `Backed up ${rows} rows in ${Object.keys(counts).length} tables to ${file} (${fs.statSync(file).size} bytes)`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  } finally {
    client.release();
    await database.close();
  }
}

await main();
