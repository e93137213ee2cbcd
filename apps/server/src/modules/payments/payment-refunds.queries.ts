import { and, asc, desc, eq, lt, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client.ts";
import { type PaymentEventKind, paymentEvents } from "../../db/schema/payment-events.ts";
import { paymentRefunds } from "../../db/schema/payment-refunds.ts";
import { payments } from "../../db/schema/payments.ts";

/** The payments module's SQL on `payment_events` and `payment_refunds` (ADR 0087). */

export type { PaymentEventKind };
export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;

export async function insertPaymentEvent(
  db: Executor,
  event: {
    paymentId: string;
    kind: PaymentEventKind;
    outcome: string;
    detail: Record<string, unknown>;
    actor?: string | null;
    now: Date;
  },
): Promise<void> {
  await db.insert(paymentEvents).values({
    paymentId: event.paymentId,
    kind: event.kind,
    outcome: event.outcome,
    detail: event.detail,
    actor: event.actor ?? null,
    createdAt: event.now,
  });
}

export async function listPaymentEvents(db: Executor, paymentId: string, limit = 200) {
  return await db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.paymentId, paymentId))
    .orderBy(asc(paymentEvents.id))
    .limit(limit);
}

export async function findRefundByKey(
  db: Executor,
  paymentId: string,
  requestKey: string,
): Promise<PaymentRefundRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentId, paymentId), eq(paymentRefunds.requestKey, requestKey)));
  return row;
}

export async function findPendingRefund(
  db: Executor,
  paymentId: string,
): Promise<PaymentRefundRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentId, paymentId), eq(paymentRefunds.status, "pending")));
  return row;
}

export async function listRefundsById(db: Executor, id: string): Promise<PaymentRefundRow[]> {
  return await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id));
}

/** Locks one refund row for the rest of the transaction. */
export async function lockRefund(db: Executor, id: string): Promise<PaymentRefundRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.id, id))
    .for("update");
  return row;
}

export async function insertRefund(
  db: Executor,
  values: {
    paymentId: string;
    requestKey: string;
    amountPoisha: number;
    reason: string;
    actorUserId: string | null;
    actorLabel: string;
    now: Date;
  },
): Promise<PaymentRefundRow> {
  const [row] = await db
    .insert(paymentRefunds)
    .values({ ...values, createdAt: values.now })
    .returning();
  if (!row) throw new Error("refund not recorded");
  return row;
}

export async function settleRefund(
  db: Executor,
  id: string,
  values: Partial<
    Pick<
      PaymentRefundRow,
      "status" | "creditsRemoved" | "bkashRefundTrxId" | "failureReason" | "completedAt"
    >
  >,
): Promise<void> {
  await db.update(paymentRefunds).set(values).where(eq(paymentRefunds.id, id));
}

export async function listRefunds(db: Executor, paymentId: string): Promise<PaymentRefundRow[]> {
  return await db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, paymentId))
    .orderBy(desc(paymentRefunds.createdAt));
}

/** Refunds left pending since before `olderThan` (a crash between bKash's answer and our commit). */
export async function findStalePendingRefunds(
  db: Database,
  olderThan: Date,
  limit: number,
): Promise<Array<{ paymentId: string }>> {
  return await db
    .select({ paymentId: paymentRefunds.paymentId })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.status, "pending"), lt(paymentRefunds.createdAt, olderThan)))
    .limit(limit);
}

/** Adds a completed refund to the payment's refunded total. */
export async function addRefunded(db: Executor, paymentId: string, poisha: number, now: Date) {
  await db
    .update(payments)
    .set({ refundedPoisha: sql`${payments.refundedPoisha} + ${poisha}`, updatedAt: now })
    .where(eq(payments.id, paymentId));
}
