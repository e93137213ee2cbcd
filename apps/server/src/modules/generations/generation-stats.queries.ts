import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { userGenerations } from "../../db/schema/user-generations.ts";

/** The console overview's reads of `user_generations` (issue 17): counts per period, in Dhaka time. */

export type StatsUnit = "day" | "week" | "month";

/** `date_trunc` of a timestamp in Bangladesh time, as a YYYY-MM-DD text. */
export const dhakaBucket = (unit: StatsUnit, column: unknown) =>
  sql<string>`to_char(date_trunc(${unit}, ${column} at time zone 'Asia/Dhaka'), 'YYYY-MM-DD')`;

export type GenerationCountRow = {
  bucket: string;
  toolSlug: string;
  modelUsed: string;
  status: "succeeded" | "failed" | "cancelled";
  count: number;
};

export async function generationCounts(
  db: Executor,
  unit: StatsUnit,
  from: Date,
): Promise<GenerationCountRow[]> {
  const bucket = dhakaBucket(unit, userGenerations.createdAt);
  const rows = await db
    .select({
      bucket,
      toolSlug: userGenerations.toolSlug,
      modelUsed: userGenerations.modelUsed,
      status: userGenerations.status,
      count: sql<number>`count(*)::int`,
    })
    .from(userGenerations)
    .where(sql`${userGenerations.createdAt} >= ${from}`)
    .groupBy(bucket, userGenerations.toolSlug, userGenerations.modelUsed, userGenerations.status);
  return rows;
}

/** Distinct accounts that generated anything, per period. */
export async function activeUsers(
  db: Executor,
  unit: StatsUnit,
  from: Date,
): Promise<Array<{ bucket: string; users: number }>> {
  const bucket = dhakaBucket(unit, userGenerations.createdAt);
  return await db
    .select({ bucket, users: sql<number>`count(distinct ${userGenerations.userId})::int` })
    .from(userGenerations)
    .where(sql`${userGenerations.createdAt} >= ${from}`)
    .groupBy(bucket);
}
