import { gte, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { creditLedger } from "../../db/schema/credit-ledger.ts";
import { dhakaBucket, type StatsUnit } from "../../db/stats-bucket.ts";

/** The console overview's read of the ledger (issue 17): credits moved per period and kind. */
export async function creditsByPeriod(db: Executor, unit: StatsUnit, from: Date) {
  const bucket = dhakaBucket(unit, creditLedger.createdAt);
  return await db
    .select({
      bucket,
      kind: creditLedger.kind,
      credits: sql<number>`coalesce(sum(abs(${creditLedger.amount})), 0)::int`,
    })
    .from(creditLedger)
    .where(gte(creditLedger.createdAt, from))
    .groupBy(bucket, creditLedger.kind);
}
