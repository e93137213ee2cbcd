import { z } from "zod";
import { planIds } from "./plans.ts";

/** What the header, the tool page and the pricing page need: the real plan and the balance. */
export const creditSummarySchema = z.object({
  plan: z.enum(planIds),
  /** "Free Plan", "Starter Pack" or "Pro Pack": shown wherever the seed shows "Free Plan". */
  planLabel: z.string(),
  balance: z.number().int().nonnegative(),
});
export type CreditSummary = z.infer<typeof creditSummarySchema>;
