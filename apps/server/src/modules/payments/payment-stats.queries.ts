import { and, eq, gte, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { paymentRefunds } from "../../db/schema/payment-refunds.ts";
import { payments } from "../../db/schema/payments.ts";
import { dhakaBucket, type StatsUnit } from "../../db/stats-bucket.ts";

/** The console overview's reads of payments (issue 17): money in and refunded, per period. */

export async function paymentsByPeriod(db: Executor, unit: StatsUnit, from: Date) {
  const bucket = dhakaBucket(unit, payments.completedAt);
  return await db
    .select({
      bucket,
      packId: payments.packId,
      count: sql<number>`count(*)::int`,
      amountBdt: sql<number>`coalesce(sum(${payments.amountBdt}), 0)::int`,
    })
    .from(payments)
    .where(and(eq(payments.status, "success"), gte(payments.completedAt, from)))
    .groupBy(bucket, payments.packId);
}

export async function refundsByPeriod(db: Executor, unit: StatsUnit, from: Date) {
  const bucket = dhakaBucket(unit, paymentRefunds.completedAt);
  return await db
    .select({
      bucket,
      amountPoisha: sql<number>`coalesce(sum(${paymentRefunds.amountPoisha}), 0)::bigint`.mapWith(
        Number,
      ),
    })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.status, "completed"), gte(paymentRefunds.completedAt, from)))
    .groupBy(bucket);
}
