import type { SandboxPaymentDocument } from "@outsmart/bkash-sandbox";
import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The payments of the bundled bKash sandbox (BKASH_MODE=local-sandbox), so that payments customers
 * authorised survive a restart and every server process sees the same ones. Written only by the
 * sandbox, through modules/payments/bkash-sandbox.queries.ts; `document` is the sandbox's own
 * JSON form of a payment (packages/bkash-sandbox, payment-document.ts). Unused in other modes.
 */
export const bkashSandboxPayments = pgTable(
  "bkash_sandbox_payments",
  {
    paymentId: text("payment_id").primaryKey(),
    /** Set once the payment is executed; search transaction looks payments up by it. */
    trxId: text("trx_id"),
    document: jsonb("document").$type<SandboxPaymentDocument>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("bkash_sandbox_payments_trx_id_idx")
      .on(table.trxId)
      .where(sql`${table.trxId} is not null`),
  ],
);
