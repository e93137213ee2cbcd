import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { creditLedger } from "../../db/schema/credit-ledger.ts";
import { dhakaBucket, type StatsUnit } from "../generations/generation-stats.queries.ts";

/** The console overview's reads of `credit_ledger` (issue 17): credits moved per period and kind. */
export async function creditFlows(
  db: Executor,
  unit: StatsUnit,
  from: Date,
): Promise<Array<{ bucket: string; kind: string; credits: number }>> {
  const bucket = dhakaBucket(unit, creditLedger.createdAt);
  return await db
    .select({
      bucket,
      kind: creditLedger.kind,
      credits: sql<number>`coalesce(sum(abs(${creditLedger.amount})), 0)::int`,
    })
    .from(creditLedger)
    .where(sql`${creditLedger.createdAt} >= ${from}`)
    .groupBy(bucket, creditLedger.kind);
}
