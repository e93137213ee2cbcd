import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { creditReservations } from "./credit-reservations.ts";
import { payments } from "./payments.ts";
import { profiles } from "./profiles.ts";

/**
 * `refund`: a generation's hold given back (credits in). `payment_refund`: credits taken back
 * because an operator refunded the bKash payment that bought them (credits out, ADR 0087).
 */
export const ledgerKinds = ["top_up", "spend", "refund", "adjustment", "payment_refund"] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

/**
 * The append-only record of every credit change, written in the same transaction as the balance
 * change in credit_accounts. The database enforces the rules: whole credits, a balance after each
 * entry that is never negative, exactly one top-up per payment, and at most one spend and one
 * refund per reservation. Rows are never updated or deleted; after an account is deleted its
 * entries stay for accounting with `profile_id` cleared (`account_ref` still groups them).
 */
export const creditLedger = pgTable(
  "credit_ledger",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    profileId: uuid("profile_id").references(() => profiles.id, { onDelete: "set null" }),
    accountRef: uuid("account_ref").notNull(),
    kind: text("kind").$type<LedgerKind>().notNull(),
    amount: integer("amount").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    reason: text("reason").notNull(),
    paymentId: uuid("payment_id").references(() => payments.id, { onDelete: "restrict" }),
    reservationId: uuid("reservation_id").references(() => creditReservations.id, {
      onDelete: "set null",
    }),
    /** Who made an operator adjustment. */
    actor: text("actor"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("credit_ledger_account_created_idx").on(
      table.accountRef,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    uniqueIndex("credit_ledger_one_top_up_per_payment")
      .on(table.paymentId)
      .where(sql`${table.kind} = 'top_up'`),
    uniqueIndex("credit_ledger_one_entry_per_reservation_kind")
      .on(table.reservationId, table.kind)
      .where(sql`${table.reservationId} is not null`),
    check(
      "credit_ledger_kind_check",
      sql`${table.kind} in ('top_up', 'spend', 'refund', 'adjustment', 'payment_refund')`,
    ),
    check("credit_ledger_amount_non_zero", sql`${table.amount} <> 0`),
    check("credit_ledger_balance_after_non_negative", sql`${table.balanceAfter} >= 0`),
    check(
      "credit_ledger_sign_matches_kind",
      sql`(${table.kind} in ('top_up', 'refund') and ${table.amount} > 0) or (${table.kind} in ('spend', 'payment_refund') and ${table.amount} < 0) or ${table.kind} = 'adjustment'`,
    ),
    check(
      "credit_ledger_top_up_has_payment",
      sql`${table.kind} <> 'top_up' or ${table.paymentId} is not null`,
    ),
    check(
      "credit_ledger_payment_refund_has_payment",
      sql`${table.kind} <> 'payment_refund' or ${table.paymentId} is not null`,
    ),
  ],
);
