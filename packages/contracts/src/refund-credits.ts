/** Zod-free, so the web console can use it (ADR 0055). */

/**
 * The credits a refund takes back (ADR 0087): the credits bought in proportion to the money
 * refunded (counted over all refunds of the payment, so refunds in parts add up to the whole
 * pack), but never more than the balance: credits already spent stay spent.
 */
export function refundCredits(input: {
  /** Credits the payment bought. */
  credits: number;
  amountPoisha: number;
  /** Refunded before this refund. */
  refundedPoisha: number;
  /** This refund. */
  refundPoisha: number;
  balance: number;
}): { claimed: number; removed: number; notRecovered: number } {
  const share = (poisha: number) => Math.round((input.credits * poisha) / input.amountPoisha);
  const claimed = share(input.refundedPoisha + input.refundPoisha) - share(input.refundedPoisha);
  const removed = Math.max(0, Math.min(claimed, input.balance));
  return { claimed, removed, notRecovered: claimed - removed };
}
