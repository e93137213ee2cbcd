import type { SandboxStore, StoredSandboxPayment } from "@outsmart/bkash-sandbox";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { bkashSandboxPayments } from "../../db/schema/bkash-sandbox-payments.ts";

type Row = typeof bkashSandboxPayments.$inferSelect;

function toStored(row: Row): StoredSandboxPayment {
  return { paymentId: row.paymentId, trxId: row.trxId ?? undefined, document: row.document };
}

/**
 * The bundled sandbox's payments in PostgreSQL (local-sandbox mode): every change is committed
 * before the sandbox answers, so a payment the customer authorised survives a crash, and every
 * process sharing the database sees the same payments. `update` locks the payment's row
 * (`select … for update`) for the length of its transaction, so concurrent changes to one
 * payment (two executes, a page post racing an execute) happen one after the other.
 */
export function createBkashSandboxStore(db: Database): SandboxStore {
  return {
    async insert(payment) {
      await db.insert(bkashSandboxPayments).values({
        paymentId: payment.paymentId,
        trxId: payment.trxId ?? null,
        document: payment.document,
      });
    },

    async read(paymentId) {
      const [row] = await db
        .select()
        .from(bkashSandboxPayments)
        .where(eq(bkashSandboxPayments.paymentId, paymentId));
      return row && toStored(row);
    },

    async readByTrxId(trxId) {
      const [row] = await db
        .select()
        .from(bkashSandboxPayments)
        .where(eq(bkashSandboxPayments.trxId, trxId))
        .limit(1);
      return row && toStored(row);
    },

    async update(paymentId, change) {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(bkashSandboxPayments)
          .where(eq(bkashSandboxPayments.paymentId, paymentId))
          .for("update");
        const { result, next } = change(row && toStored(row));
        if (next)
          await tx
            .update(bkashSandboxPayments)
            .set({ trxId: next.trxId ?? null, document: next.document, updatedAt: sql`now()` })
            .where(eq(bkashSandboxPayments.paymentId, paymentId));
        return result;
      });
    },
  };
}
