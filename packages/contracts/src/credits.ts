import { z } from "zod";
import { nextCursorSchema, pageCursorSchema } from "./keyset-page.ts";
import { planIds } from "./plans.ts";

/** What the header, the tool page and the pricing page need: the real plan and the balance. */
export const creditSummarySchema = z.object({
  plan: z.enum(planIds),
  /** "Free Plan", "Starter Pack" or "Pro Pack": shown wherever the seed shows "Free Plan". */
  planLabel: z.string(),
  balance: z.number().int().nonnegative(),
  /**
   * Free-plan users' allowance of free-model generations for today (Asia/Dhaka day); null on a
   * paying plan, which has no daily cap.
   */
  freeGenerationsToday: z
    .object({ used: z.number().int().nonnegative(), limit: z.number().int().positive() })
    .nullable(),
});
export type CreditSummary = z.infer<typeof creditSummarySchema>;

export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  /** `payment_refund`: credits taken back after the bKash payment that bought them was refunded. */
  kind: z.enum(["top_up", "spend", "refund", "adjustment", "payment_refund"]),
  /** Signed: positive adds credits, negative spends them. */
  amount: z.number().int(),
  balanceAfter: z.number().int().nonnegative(),
  reason: z.string(),
  createdAt: z.iso.datetime(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** Entries per ledger page. */
export const LEDGER_PAGE_SIZE = 25;

/** GET /api/credits/ledger: the user's own entries, newest first. */
export const ledgerQuerySchema = z.object({
  /** The `nextCursor` of the previous page. */
  before: pageCursorSchema.optional(),
});
export type LedgerQuery = z.input<typeof ledgerQuerySchema>;

export const ledgerPageSchema = z.object({
  entries: z.array(ledgerEntrySchema),
  /** Pass as `before` to get the next (older) page; null on the last page. */
  nextCursor: nextCursorSchema,
});
export type LedgerPage = z.infer<typeof ledgerPageSchema>;
