import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { payments } from "./payments.ts";

export const paymentRefundStatuses = ["pending", "completed", "failed"] as const;
export type PaymentRefundStatus = (typeof paymentRefundStatuses)[number];

/**
 * An operator's refund of a bKash payment (owned by the payments module, ADR 0087). The row is
 * written `pending` before bKash is called and settled after: `completed` with bKash's refund
 * trxID and the credits taken back, or `failed` with bKash's reason. At most one refund of a
 * payment is pending at a time (a partial unique index), and `request_key` makes a repeated
 * request (a double click) return the same refund instead of making another.
 */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    requestKey: text("request_key").notNull(),
    amountPoisha: integer("amount_poisha").notNull(),
    reason: text("reason").notNull(),
    status: text("status").$type<PaymentRefundStatus>().notNull().default("pending"),
    creditsRemoved: integer("credits_removed").notNull().default(0),
    bkashRefundTrxId: text("bkash_refund_trx_id").unique(),
    failureReason: text("failure_reason"),
    actorUserId: text("actor_user_id"),
    actorLabel: text("actor_label").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("payment_refunds_request_key").on(table.paymentId, table.requestKey),
    uniqueIndex("payment_refunds_one_pending_per_payment")
      .on(table.paymentId)
      .where(sql`${table.status} = 'pending'`),
    index("payment_refunds_payment_idx").on(table.paymentId, table.createdAt),
    check("payment_refunds_amount_positive", sql`${table.amountPoisha} > 0`),
    check("payment_refunds_credits_non_negative", sql`${table.creditsRemoved} >= 0`),
    check(
      "payment_refunds_status_check",
      sql`${table.status} in ('pending', 'completed', 'failed')`,
    ),
  ],
);
