import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import type { KeysetPosition } from "../lib/keyset-page.ts";

/**
 * The SQL half of keyset pagination (`lib/keyset-page.ts`) over a (created_at desc, id desc)
 * index: the position of a row, the "older than the cursor" condition and the order.
 */

/** `created_at` as a position: UTC, microseconds kept ("2026-04-01T09:30:00.123456"). */
export function positionText(createdAt: AnyColumn): SQL<string> {
  return sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;
}

/**
 * Rows strictly older than `before`, as one row comparison in the index's order. `idType` casts the
 * cursor's id to the column's type.
 */
export function olderThan(
  columns: { createdAt: AnyColumn; id: AnyColumn },
  before: KeysetPosition<string | number>,
  idType: "uuid" | "bigint" | "text",
): SQL {
  return sql`(${columns.createdAt}, ${columns.id}) < (${before.createdAt}::timestamp at time zone 'UTC', ${before.id}::${sql.raw(idType)})`;
}

/**
 * Newest first. NULLS LAST matches the indexes exactly (the columns are NOT NULL, so the order is the
 * same); a plain DESC means NULLS FIRST and would make PostgreSQL sort the user's rows instead.
 */
export function newestFirst(columns: { createdAt: AnyColumn; id: AnyColumn }): SQL[] {
  return [sql`${columns.createdAt} desc nulls last`, sql`${columns.id} desc nulls last`];
}
