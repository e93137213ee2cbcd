import { type SQL, sql } from "drizzle-orm";

/** The periods the console's overview counts by (issue 17). */
export type StatsUnit = "day" | "week" | "month";

/**
 * A timestamp's period in Bangladesh time (days start at midnight in Dhaka; weeks on Monday), as
 * its first day "YYYY-MM-DD": the one bucket expression every module's statistics query uses.
 */
export function dhakaBucket(unit: StatsUnit, column: SQL | unknown): SQL<string> {
  return sql<string>`to_char(date_trunc(${sql.raw(`'${unit}'`)}, ${column} at time zone 'Asia/Dhaka'), 'YYYY-MM-DD')`;
}
