import fs from "node:fs";
import readline from "node:readline";
import { once } from "node:events";
import zlib from "node:zlib";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";
import { migrationsFolder } from "./migrate.ts";

/**
 * Logical backups that need no PostgreSQL client tools (ADR 0072): the embedded server is newer
 * than Debian's pg_dump. A backup is gzip'd JSON lines: a header naming the migrations the database
 * had, then each table of the `public` schema (parents before the tables that reference them) as
 * its rows, then a trailer with the row counts, so a cut-off file is refused. All tables are read in
 * one repeatable-read transaction: one consistent moment, while the servers keep running.
 */

export const BACKUP_FORMAT = "outsmart-backup";
const BACKUP_VERSION = 1;
const BATCH_ROWS = 500;

export type BackupHeader = {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  server: string;
  /** drizzle's __drizzle_migrations rows, oldest first: the schema level the rows belong to. */
  migrations: Array<{ hash: string; createdAt: number }>;
};
type TableLine = { table: string; columns: string[] };
type RowLine = { row: Record<string, unknown> };
type EndLine = { end: true; rows: Record<string, number> };

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The `public` tables, each after every table it references (self-references aside). */
async function tablesInDependencyOrder(client: pg.ClientBase): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
     order by c.relname`,
  );
  const { rows: references } = await client.query<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent
     from pg_constraint k
     join pg_class child on child.oid = k.conrelid
     join pg_class parent on parent.oid = k.confrelid
     join pg_namespace n on n.oid = child.relnamespace
     where k.contype = 'f' and n.nspname = 'public' and child.oid <> parent.oid`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const reference of references)
      if (reference.child === table) visit(reference.parent, path);
    placed.add(table);
    ordered.push(table);
  };
  for (const { name } of tables) visit(name, new Set());
  return ordered;
}

/** Columns a backup carries: every stored one except generated columns (they are recomputed). */
async function storedColumns(client: pg.ClientBase, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select attname as name from pg_attribute
     where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
     order by attnum`,
    [`public.${quote(table)}`],
  );
  return rows.map((row) => row.name);
}

async function readMigrationLevel(client: pg.ClientBase): Promise<BackupHeader["migrations"]> {
  const { rows } = await client.query<{ hash: string; created_at: string }>(
    "select hash, created_at from drizzle.__drizzle_migrations order by created_at, id",
  );
  return rows.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) }));
}

/** Writes a backup of the database `client` is connected to; returns the rows per table. */
export async function backupDatabase(
  client: pg.ClientBase,
  file: string,
): Promise<Record<string, number>> {
  const gzip = zlib.createGzip();
  const out = fs.createWriteStream(file, { mode: 0o600 });
  const finished = new Promise<void>((resolve, reject) => {
    out.on("finish", resolve);
    out.on("error", reject);
    gzip.on("error", reject);
  });
  gzip.pipe(out);
  const write = async (line: object) => {
    if (!gzip.write(`${JSON.stringify(line)}\n`)) await once(gzip, "drain");
  };
  const counts: Record<string, number> = {};
  await client.query("begin isolation level repeatable read read only");
  try {
    const { rows: version } = await client.query<{ server: string }>("select version() as server");
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      server: version[0]?.server ?? "",
      migrations: await readMigrationLevel(client),
    };
    await write(header);
    for (const table of await tablesInDependencyOrder(client)) {
      const columns = await storedColumns(client, table);
      await write({ table, columns } satisfies TableLine);
      counts[table] = 0;
      await client.query(
        `declare backup_rows no scroll cursor for select row_to_json(t)::text as row from (select ${columns
          .map(quote)
          .join(", ")} from public.${quote(table)}) t`,
      );
      for (;;) {
        const { rows } = await client.query<{ row: string }>(
          `fetch ${BATCH_ROWS} from backup_rows`,
        );
        for (const { row } of rows) {
          if (!gzip.write(`{"row":${row}}\n`)) await once(gzip, "drain");
        }
        counts[table] += rows.length;
        if (rows.length < BATCH_ROWS) break;
      }
      await client.query("close backup_rows");
    }
    await write({ end: true, rows: counts } satisfies EndLine);
    await client.query("commit");
  } catch (error) {
    await client.query("rollback").catch(() => {});
    gzip.destroy();
    out.destroy();
    await fs.promises.rm(file, { force: true });
    throw error;
  }
  gzip.end();
  await finished;
  return counts;
}

/** The header of a backup file, read without loading the rest. */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  for await (const line of backupLines(file)) return parseHeader(line);
  throw new Error(`${file} is empty`);
}

function backupLines(file: string): AsyncIterable<string> {
  return readline.createInterface({
    input: fs.createReadStream(file).pipe(zlib.createGunzip()),
    crlfDelay: Infinity,
  });
}

function parseHeader(line: string): BackupHeader {
  const header = JSON.parse(line) as Partial<BackupHeader>;
  if (header.format !== BACKUP_FORMAT || header.version !== BACKUP_VERSION)
    throw new Error("This file is not an Outsmart backup (npm run db:backup)");
  return header as BackupHeader;
}

/** Other Outsmart processes on this database: a restore under a running server would corrupt it. */
async function runningServers(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<{ count: number }>(
    `select count(*)::int as count from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid()
       and application_name in ('outsmart-changes', 'outsmart-job-leader')`,
  );
  return rows[0]?.count ?? 0;
}

/**
 * Replaces the database's contents with a backup's, in one transaction (all or nothing): drops the
 * `public` and `drizzle` schemas, applies this build's migrations up to the backup's level, loads
 * the rows with the tables' own triggers off (the rows already hold what the triggers computed),
 * and sets identity sequences past the highest id. Then migrates to this build's level, as a
 * start would.
 */
export async function restoreDatabase(
  client: pg.PoolClient | pg.Client,
  file: string,
): Promise<{ header: BackupHeader; rows: Record<string, number> }> {
  const lines = backupLines(file)[Symbol.asyncIterator]();
  const first = await lines.next();
  if (first.done) throw new Error(`${file} is empty`);
  const header = parseHeader(first.value);

  const known = readMigrationFiles({ migrationsFolder });
  header.migrations.forEach((migration, index) => {
    if (known[index]?.hash !== migration.hash)
      throw new Error(
        `The backup's database had a migration this version of Outsmart does not have (number ${index + 1}); restore it with the version that made it, or a newer one`,
      );
  });
  if ((await runningServers(client)) > 0)
    throw new Error(
      "Outsmart servers are running on this database: stop every instance, then restore",
    );

  const counts: Record<string, number> = {};
  await client.query("begin");
  try {
    await client.query("drop schema if exists drizzle cascade");
    await client.query("drop schema if exists public cascade");
    await client.query("create schema public");
    await client.query("create schema drizzle");
    await client.query(
      "create table drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)",
    );
    for (const migration of known.slice(0, header.migrations.length)) {
      for (const statement of migration.sql) if (statement.trim()) await client.query(statement);
      await client.query(
        "insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)",
        [migration.hash, migration.folderMillis],
      );
    }

    let table: TableLine | undefined;
    let batch: unknown[] = [];
    let ended: EndLine | undefined;
    const flush = async () => {
      if (!table || batch.length === 0) return;
      const columns = table.columns.map(quote).join(", ");
      await client.query(
        `insert into public.${quote(table.table)} (${columns}) overriding system value
         select ${columns} from json_populate_recordset(null::public.${quote(table.table)}, $1::json)`,
        [JSON.stringify(batch)],
      );
      counts[table.table] = (counts[table.table] ?? 0) + batch.length;
      batch = [];
    };
    for (let next = await lines.next(); !next.done; next = await lines.next()) {
      const line = JSON.parse(next.value) as TableLine | RowLine | EndLine;
      if ("row" in line) {
        if (!table) throw new Error("The backup is damaged: rows before any table");
        batch.push(line.row);
        if (batch.length >= BATCH_ROWS) await flush();
      } else if ("table" in line) {
        await flush();
        table = line;
        counts[table.table] = 0;
        await client.query(`alter table public.${quote(table.table)} disable trigger user`);
      } else {
        await flush();
        ended = line;
      }
    }
    if (!ended || JSON.stringify(ended.rows) !== JSON.stringify(counts))
      throw new Error("The backup is incomplete (cut off or damaged): nothing was restored");
    for (const name of Object.keys(counts))
      await client.query(`alter table public.${quote(name)} enable trigger user`);
    const { rows: sequences } = await client.query<{ table: string; column: string }>(
      `select table_name as table, column_name as column from information_schema.columns
       where table_schema = 'public' and (is_identity = 'YES' or column_default like 'nextval(%')`,
    );
    for (const sequence of sequences) {
      const table = `public.${quote(sequence.table)}`;
      await client.query(
        `select setval(pg_get_serial_sequence($1, $2), coalesce(max(${quote(sequence.column)}), 0) + 1, false) from ${table}`,
        [table, sequence.column],
      );
    }
    await client.query("commit");
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  }
  await migrate(drizzle({ client }), { migrationsFolder });
  return { header, rows: counts };
}
