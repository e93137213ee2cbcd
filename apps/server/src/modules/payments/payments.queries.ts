import type { PaymentListStatus } from "@outsmart/contracts/payments";
import { and, asc, desc, eq, gte, ilike, isNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { newestFirst, olderThan, positionText } from "../../db/keyset-sql.ts";
import { type PaymentStatus, payments } from "../../db/schema/payments.ts";
import { profiles } from "../../db/schema/profiles.ts";
import type { KeysetPosition } from "../../lib/keyset-page.ts";

export type { PaymentStatus };
import type { Executor } from "../../db/client.ts";

export type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(
  db: Database,
  values: {
    profileId: string;
    packId: "starter" | "pro";
    amountBdt: number;
    credits: number;
    invoiceNumber: string;
    now: Date;
    nextCheckAt: Date;
  },
): Promise<PaymentRow> {
  const [row] = await db
    .insert(payments)
    .values({
      ...values,
      accountRef: values.profileId,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  if (!row) throw new Error("payment not created");
  return row;
}

export async function updatePayment(
  db: Executor,
  id: string,
  values: Partial<Omit<PaymentRow, "id">>,
): Promise<void> {
  await db.update(payments).set(values).where(eq(payments.id, id));
}

export async function findPayment(db: Executor, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** Locks the payment row for the rest of the transaction (the exactly-once gate for crediting). */
export async function lockPayment(db: Executor, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).for("update");
  return row;
}

/**
 * Claims the right to talk to bKash about a pending payment until `until`: one process at a time
 * executes or queries it, so racing callers do not execute twice. False when someone holds it.
 */
export async function claimPayment(
  db: Database,
  id: string,
  now: Date,
  until: Date,
): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ lockedUntil: until })
    .where(
      and(
        eq(payments.id, id),
        eq(payments.status, "pending"),
        or(isNull(payments.lockedUntil), lt(payments.lockedUntil, now)),
      ),
    )
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** Gives up the claim on a still-pending payment, to be checked again in the background at `nextCheckAt`. */
export async function releasePaymentClaim(
  db: Executor,
  id: string,
  nextCheckAt: Date,
): Promise<void> {
  await db
    .update(payments)
    .set({ lockedUntil: null, nextCheckAt })
    .where(and(eq(payments.id, id), eq(payments.status, "pending")));
}

/** Pending payments whose next background check is due, oldest first. */
export async function findDuePayments(db: Database, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.status, "pending"), lte(payments.nextCheckAt, now)))
    .orderBy(asc(payments.nextCheckAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function listPaymentsForProfile(
  db: Database,
  profileId: string,
  limit = 50,
): Promise<PaymentRow[]> {
  return await db
    .select()
    .from(payments)
    .where(eq(payments.profileId, profileId))
    .orderBy(desc(payments.createdAt))
    .limit(limit);
}

/** Ends a pending payment without credits (failed, cancelled, expired); false if it was no longer pending. */
export async function closePayment(
  db: Database,
  id: string,
  status: Exclude<PaymentStatus, "pending" | "success">,
  reason: string,
  now: Date,
  providerStatus?: string,
) {
  const rows = await db
    .update(payments)
    .set({
      status,
      failureReason: reason,
      updatedAt: now,
      completedAt: now,
      lockedUntil: null,
      nextCheckAt: null,
      ...(providerStatus ? { providerStatus } : {}),
    })
    .where(and(eq(payments.id, id), eq(payments.status, "pending")))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** The console's filters on the payments list (ADR 0087). */
export type PaymentFilters = {
  status?: PaymentListStatus | undefined;
  /** Inclusive lower bound. */
  from?: Date | undefined;
  /** Exclusive upper bound. */
  until?: Date | undefined;
  q?: string | undefined;
  /** Pending payments created before this are shown as expired. */
  lapsedBefore: Date;
};

function statusCondition(status: PaymentListStatus, lapsedBefore: Date): SQL | undefined {
  const price = sql`${payments.amountBdt} * 100`;
  switch (status) {
    case "success":
      return and(eq(payments.status, "success"), eq(payments.refundedPoisha, 0));
    case "refunded":
      return and(eq(payments.status, "success"), sql`${payments.refundedPoisha} = ${price}`);
    case "partly_refunded":
      return and(
        eq(payments.status, "success"),
        sql`${payments.refundedPoisha} > 0 and ${payments.refundedPoisha} < ${price}`,
      );
    case "pending":
      return and(eq(payments.status, "pending"), gte(payments.createdAt, lapsedBefore));
    case "expired":
      return or(
        eq(payments.status, "expired"),
        and(eq(payments.status, "pending"), lt(payments.createdAt, lapsedBefore)),
      );
    default:
      return eq(payments.status, status);
  }
}

/** One page of every customer's payments, newest first, with the customer's user id and e-mail. */
export async function listPaymentsPage(
  db: Database,
  filters: PaymentFilters,
  limit: number,
  before?: KeysetPosition<string>,
) {
  const q = filters.q?.trim() ?? "";
  const pattern = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const conditions: Array<SQL | undefined> = [
    filters.status ? statusCondition(filters.status, filters.lapsedBefore) : undefined,
    filters.from ? gte(payments.createdAt, filters.from) : undefined,
    filters.until ? lt(payments.createdAt, filters.until) : undefined,
    q
      ? or(
          eq(payments.invoiceNumber, q),
          eq(payments.bkashPaymentId, q),
          eq(payments.bkashTrxId, q),
          ilike(profiles.email, pattern),
        )
      : undefined,
    before ? olderThan(payments, before, "uuid") : undefined,
  ];
  return await db
    .select({
      payment: payments,
      userId: profiles.userId,
      email: profiles.email,
      position: positionText(payments.createdAt),
    })
    .from(payments)
    .leftJoin(profiles, eq(profiles.id, payments.profileId))
    .where(and(...conditions))
    .orderBy(...newestFirst(payments))
    .limit(limit);
}

export async function findPaymentWithCustomer(db: Database, id: string) {
  const [row] = await db
    .select({ payment: payments, userId: profiles.userId, email: profiles.email })
    .from(payments)
    .leftJoin(profiles, eq(profiles.id, payments.profileId))
    .where(eq(payments.id, id));
  return row;
}
