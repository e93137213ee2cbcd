// `npm run db:restore -- FILE --yes`: replaces everything in the database (embedded or
// DATABASE_URL) with a backup's contents, in one transaction, then migrates it to this version
// (ADR 0072, docs/operations.md#backups). Stop every server on the database first.
import { parseArgs } from "node:util";
import { readConfigOrExit } from "../config/read-config.ts";
import { readBackupHeader, restoreDatabase } from "../db/backup.ts";
import { openOperatorDatabase } from "../db/operator-database.ts";
import { createLogger } from "../lib/logger.ts";

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { yes: { type: "boolean", default: false } },
    allowPositionals: true,
  });
  const file = positionals[0];
  if (!file || positionals.length > 1) {
    console.error("Usage: npm run db:restore -- <backup file> --yes");
    process.exit(2);
  }
  const header = await readBackupHeader(file);
  if (!values.yes) {
    console.error(
      `This replaces every row in the database with the backup made ${header.createdAt}. Run again with --yes to do it.`,
    );
    process.exit(2);
  }
  const config = readConfigOrExit();
  const database = await openOperatorDatabase(
    config,
    createLogger({ level: "warn", format: "json" }),
  );
  const client = await database.pool.connect();
  try {
    const { rows } = await restoreDatabase(client, file);
    const total = Object.values(rows).reduce((sum, count) => sum + count, 0);
    console.log(
      `Restored ${total} rows in ${Object.keys(rows).length} tables from the backup made ${header.createdAt}`,
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
