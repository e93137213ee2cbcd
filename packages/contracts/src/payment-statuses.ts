/**
 * A payment's status as lists show it: `refunded` / `partly_refunded` are successful payments an
 * operator has refunded through bKash in full or in part (ADR 0087). Zod-free, so the web can
 * import the list (ADR 0055).
 */
export const paymentListStatuses = [
  "pending",
  "success",
  "failed",
  "cancelled",
  "expired",
  "refunded",
  "partly_refunded",
] as const;

export type PaymentListStatus = (typeof paymentListStatuses)[number];
