import { AppError } from "./app-error.ts";

/**
 * Keyset ("seek") pagination of a newest-first list ordered by (created_at desc, id desc), as the
 * credit ledger and the generation history are. A page is read with one row more than it shows; the
 * extra row only says that another page exists, and the last shown row's position becomes the
 * opaque cursor the client sends back as `before`. The SQL side is `db/keyset-sql.ts`.
 */

/**
 * A row's place in the list: its `created_at` as PostgreSQL prints it in UTC with microseconds
 * ("2026-04-01T09:30:00.123456", which a JS Date would cut to milliseconds) and its id, the
 * tie-breaker.
 */
export type KeysetPosition<Id> = { createdAt: string; id: Id };

export type KeysetCursor<Id> = {
  encode(position: KeysetPosition<Id>): string;
  /** The position a cursor names; an AppError (400) for anything this server did not make. */
  decode(cursor: string): KeysetPosition<Id>;
};

export const INVALID_CURSOR_MESSAGE = "That page link is not valid.";

const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?Z?$/;

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/**
 * A UTC timestamp that PostgreSQL will accept, written the way `createdAt` positions are
 * ("YYYY-MM-DDTHH:MM:SS.ffffff"); undefined unless it is a real moment between the years 1 and
 * 9999. Takes 0 to 6 decimals and an optional "Z" (the ledger's first cursors were JS ISO strings).
 */
export function parseUtcTimestamp(text: string): string | undefined {
  const match = TIMESTAMP.exec(text);
  if (!match) return undefined;
  const [, year = "", month = "", day = "", hour = "", minute = "", second = "", fraction = ""] =
    match;
  const [y, mo, d, h, mi, s] = [year, month, day, hour, minute, second].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (y < 1 || mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo)) return undefined;
  if (h > 23 || mi > 59 || s > 59) return undefined;
  return `${year}-${month}-${day}T${hour}:${minute}:${second}.${fraction.padEnd(6, "0")}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseUuid(text: string): string | undefined {
  return UUID.test(text) ? text : undefined;
}

/** A positive whole number that fits PostgreSQL's bigint and JavaScript's safe integers. */
export function parseBigintId(text: string): number | undefined {
  if (!/^\d{1,16}$/.test(text)) return undefined;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * A cursor codec: base64url of "<createdAt><separator><id>". Each list keeps its own separator so
 * the cursors it has already handed out stay valid.
 */
export function keysetCursor<Id extends string | number>(options: {
  separator: string;
  parseId: (text: string) => Id | undefined;
}): KeysetCursor<Id> {
  const invalid = () => new AppError("BAD_REQUEST", INVALID_CURSOR_MESSAGE);
  return {
    encode: (position) =>
      Buffer.from(`${position.createdAt}${options.separator}${position.id}`).toString("base64url"),
    decode(cursor) {
      const parts = Buffer.from(cursor, "base64url").toString().split(options.separator);
      if (parts.length !== 2) throw invalid();
      const createdAt = parseUtcTimestamp(parts[0] ?? "");
      const id = options.parseId(parts[1] ?? "");
      if (createdAt === undefined || id === undefined) throw invalid();
      return { createdAt, id };
    },
  };
}

/**
 * Reads one page: asks `read` for `limit + 1` rows (already ordered newest first and after the
 * requested cursor), keeps `limit`, and makes the next page's cursor from the last row kept when
 * there are more.
 */
export async function readKeysetPage<Row, Id>(options: {
  limit: number;
  read: (limit: number) => Promise<Row[]>;
  positionOf: (row: Row) => KeysetPosition<Id>;
  cursor: KeysetCursor<Id>;
}): Promise<{ rows: Row[]; nextCursor: string | null }> {
  const rows = await options.read(options.limit + 1);
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor:
      rows.length > options.limit && last ? options.cursor.encode(options.positionOf(last)) : null,
  };
}
