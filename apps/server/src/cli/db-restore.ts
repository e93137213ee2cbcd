// `npm run db:restore -- FILE --yes`: replaces everything in the database (embedded or
// DATABASE_URL) with a backup's contents, in one transaction, then migrates it to this version
// (ADR 0072, docs/operations.md#backups). Stop every server on the database first.
import { parseArgs } from "node:util";
import { readBackupHeader, restoreDatabase } from "../db/backup.ts";
import { runOperatorCommand } from "./run-operator-command.ts";

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
  await runOperatorCommand(async (_db, database) => {
    const client = await database.pool.connect();
    try {
      const { rows } = await restoreDatabase(client, file);
      const total = Object.values(rows).reduce((sum, count) => sum + count, 0);
      return `Restored ${total} rows in ${Object.keys(rows).length} tables from the backup made ${header.createdAt}`;
    } finally {
      client.release();
    }
  });
}

await main();
