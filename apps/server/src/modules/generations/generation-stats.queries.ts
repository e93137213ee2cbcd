import { gte, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { userGenerations } from "../../db/schema/user-generations.ts";
import { dhakaBucket, type StatsUnit } from "../../db/stats-bucket.ts";

/** The console overview's reads of generations (issue 17): counts per period, and who generated. */

export async function generationsByPeriod(db: Executor, unit: StatsUnit, from: Date) {
  const bucket = dhakaBucket(unit, userGenerations.createdAt);
  return await db
    .select({
      bucket,
      toolSlug: userGenerations.toolSlug,
      modelUsed: userGenerations.modelUsed,
      status: userGenerations.status,
      count: sql<number>`count(*)::int`,
    })
    .from(userGenerations)
    .where(gte(userGenerations.createdAt, from))
    .groupBy(bucket, userGenerations.toolSlug, userGenerations.modelUsed, userGenerations.status);
}

/** Accounts that generated anything in each period. */
export async function activeAccountsByPeriod(db: Executor, unit: StatsUnit, from: Date) {
  const bucket = dhakaBucket(unit, userGenerations.createdAt);
  return await db
    .select({ bucket, accounts: sql<number>`count(distinct ${userGenerations.userId})::int` })
    .from(userGenerations)
    .where(gte(userGenerations.createdAt, from))
    .groupBy(bucket);
}
