import { bigint, check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { payments } from "./payments.ts";

export const paymentEventKinds = [
  "create",
  "execute",
  "query",
  "callback",
  "refund",
  "refund_status",
] as const;
export type PaymentEventKind = (typeof paymentEventKinds)[number];

/**
 * A payment's bKash timeline (owned by the payments module): every call to bKash about it and
 * its answer (`ok`, `rejected`, `unknown`, `already-executed`), and every browser callback with
 * the status it claimed. Append-only; `detail` holds bKash's status, trxID, code and message (never
 * a token or a full wallet number). `actor` is the operator for console actions.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    kind: text("kind").$type<PaymentEventKind>().notNull(),
    outcome: text("outcome").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    actor: text("actor"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("payment_events_payment_idx").on(table.paymentId, table.id),
    check(
      "payment_events_kind_check",
      sql`${table.kind} in ('create', 'execute', 'query', 'callback', 'refund', 'refund_status')`,
    ),
  ],
);
