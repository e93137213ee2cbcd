// `npm run db:backup [-- --out FILE]`: a consistent logical backup of the database (embedded or
// DATABASE_URL) while the servers keep running (ADR 0072, docs/operations.md#backups).
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { readConfigOrExit } from "../config/read-config.ts";
import { backupDatabase } from "../db/backup.ts";
import { runOperatorCommand } from "./run-operator-command.ts";

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  const config = readConfigOrExit();
  const stamp = new Date().toISOString().replace(/[:.]/g, "-").slice(0, 19);
  const file = path.resolve(
    values.out ?? path.join(config.dataDir, "backups", `outsmart-${stamp}.backup.gz`),
  );
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await runOperatorCommand(async (_db, database) => {
    const client = await database.pool.connect();
    try {
      const counts = await backupDatabase(client, file);
      const rows = Object.values(counts).reduce((sum, count) => sum + count, 0);
      return `Backed up ${rows} rows in ${Object.keys(counts).length} tables to ${file} (${fs.statSync(file).size} bytes)`;
    } finally {
      client.release();
    }
  });
}

await main();
