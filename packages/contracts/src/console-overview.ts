import { z } from "zod";

/**
 * The operator console's overview (issue 17, docs/operator-console.md "Overview"): the business
 * per day (last 30), week (last 12) or month (last 12), in Bangladesh time. Every series has one
 * value per bucket, in the order of `buckets`.
 */
import { overviewUnits } from "./console-overview-units.ts";

export { type OverviewUnit, overviewUnits } from "./console-overview-units.ts";

export const overviewQuerySchema = z.object({ unit: z.enum(overviewUnits).default("day") });

const series = z.array(z.number());

export const overviewSchema = z.object({
  unit: z.enum(overviewUnits),
  /** Each period's first day, "YYYY-MM-DD" (a week starts on Monday). */
  buckets: z.array(z.string()),
  revenue: z.object({
    /** Taka received for packs (successful bKash payments, by when they completed). */
    taka: series,
    /** Taka refunded through bKash (completed refunds). */
    refundedTaka: series,
    packsSold: z.object({ starter: series, pro: series }),
  }),
  credits: z.object({
    sold: series,
    spent: series,
    /** Given back after a failed or stopped generation. */
    refunded: series,
    /** Taken back when the payment that bought them was refunded. */
    clawedBack: series,
  }),
  generations: z.object({
    total: series,
    byTool: z.array(z.object({ slug: z.string(), name: z.string(), counts: series })),
    byModel: z.array(z.object({ id: z.string(), name: z.string(), counts: series })),
  }),
  /** Over the whole range: attempts that did not succeed (failed, not stopped) per provider. */
  failuresByProvider: z.array(
    z.object({ provider: z.string(), name: z.string(), attempts: z.number(), failed: z.number() }),
  ),
  /** Accounts that generated anything in the period. */
  activeAccounts: series,
});
export type Overview = z.infer<typeof overviewSchema>;
