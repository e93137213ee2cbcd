import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./profiles.ts";

export const paymentStatuses = ["pending", "success", "failed", "cancelled", "expired"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * A pack purchase through bKash. `id` is our paymentId (the seed's), `bkash_payment_id` bKash's.
 * The price and credits are copied from the catalogue when the payment is created, so a later
 * price change never alters a payment in flight. After an account is deleted the row stays for
 * accounting with `profile_id` cleared and the wallet number removed; `account_ref` keeps the
 * entries of one (anonymous) account together.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    profileId: uuid("profile_id").references(() => profiles.id, { onDelete: "set null" }),
    accountRef: uuid("account_ref").notNull(),
    packId: text("pack_id").$type<"starter" | "pro">().notNull(),
    amountBdt: integer("amount_bdt").notNull(),
    credits: integer("credits").notNull(),
    status: text("status").$type<PaymentStatus>().notNull().default("pending"),
    invoiceNumber: text("invoice_number").notNull().unique(),
    bkashPaymentId: text("bkash_payment_id").unique(),
    bkashTrxId: text("bkash_trx_id"),
    /**
     * bKash's hosted page for this payment (create's `bkashURL`): the customer may open it again
     * to finish paying until the payment expires ("Continue payment" on the profile).
     */
    bkashUrl: text("bkash_url"),
    /** bKash's last reported transactionStatus, as sent ("Initiated", "Completed", …). */
    providerStatus: text("provider_status"),
    failureReason: text("failure_reason"),
    payerAccount: text("payer_account"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** When the background reconciliation should next ask bKash about a pending payment. */
    nextCheckAt: timestamp("next_check_at", { withTimezone: true }),
    /** While set in the future, one process is talking to bKash about this payment; others wait. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /**
     * What operators have refunded through bKash so far, in poisha (1/100 taka): completed
     * refunds only (payment_refunds). The payment stays `success`; equal to the price it is
     * "refunded", above zero "partly refunded".
     */
    refundedPoisha: integer("refunded_poisha").notNull().default(0),
  },
  (table) => [
    index("payments_profile_created_idx").on(table.profileId, table.createdAt.desc()),
    index("payments_pending_check_idx")
      .on(table.nextCheckAt)
      .where(sql`${table.status} = 'pending'`),
    check(
      "payments_status_check",
      sql`${table.status} in ('pending', 'success', 'failed', 'cancelled', 'expired')`,
    ),
    check("payments_pack_check", sql`${table.packId} in ('starter', 'pro')`),
    check("payments_amount_positive", sql`${table.amountBdt} > 0 and ${table.credits} > 0`),
    check(
      "payments_refunded_within_amount",
      sql`${table.refundedPoisha} >= 0 and ${table.refundedPoisha} <= ${table.amountBdt} * 100`,
    ),
  ],
);
