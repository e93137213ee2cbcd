// No schema library here: the landing and pricing pages import these texts.

/** The seed's exact messages for the payment flow. */
export const paymentMessages = {
  loginRequired: "Please log in to purchase credits",
  invalidPackage: "Invalid package selected",
  createFailed: "Failed to create payment",
  verificationFailed: "Payment verification failed",
  succeeded: "Payment successful! Package activated.",
  failed: "Payment failed. Please try again.",
  timeout: "Payment verification timeout. Please check your account or contact support.",
  pendingFound: "You have a pending payment. Click to verify it.",
  verifyAction: "Verify Payment",
  /** "Payment verified! Starter package activated." */
  verified: (packName: string) => `Payment verified! ${packName} package activated.`,
} as const;

/** The seed's client timings. */
export const paymentTimings = {
  pollIntervalMs: 5_000,
  giveUpAfterMs: 10 * 60 * 1000,
  reloadAfterSuccessMs: 2_000,
  pendingToastMs: 10_000,
} as const;

/**
 * The BroadcastChannel on which the payment result page (the bKash tab's last page) tells the
 * customer's Outsmart tab how the payment ended: `{ paymentId, outcome: "success" | "failed" }`.
 */
export const PAYMENT_RESULT_CHANNEL = "outsmart-payments";
export type PaymentResultMessage = { paymentId: string; outcome: "success" | "failed" };
