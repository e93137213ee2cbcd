import { paymentMessages } from "@outsmart/contracts/payment-messages";

/**
 * Buying credits (toasts, "Continue buying …?", the payments list) in English: the seed's texts
 * exactly (`paymentMessages`, which e2e specs assert). `PaymentsMessages` is this object's shape;
 * the Bangla catalogue is typed with it (docs/i18n.md).
 */
/** A seed text as a plain string, so the other languages' texts may differ from it. */
const text = (value: string): string => value;

export const paymentsEn = {
  toasts: {
    loginRequired: text(paymentMessages.loginRequired),
    createFailed: text(paymentMessages.createFailed),
    tryAgainSoon: "Please try again in a moment.",
    verificationFailed: text(paymentMessages.verificationFailed),
    succeeded: text(paymentMessages.succeeded),
    failed: text(paymentMessages.failed),
    timeout: text(paymentMessages.timeout),
    pendingFound: text(paymentMessages.pendingFound),
    verifyAction: text(paymentMessages.verifyAction),
    verified: (packId: "starter" | "pro") =>
      paymentMessages.verified(packId === "starter" ? "Starter" : "Pro"),
    tabBlocked: "Your browser blocked the bKash tab.",
    tabBlockedDescription: "Open it to finish paying; this page will notice when you are done.",
    openBkash: "Open bKash",
  },
  continueTitle: (pack: string) => `Continue buying ${pack}?`,
  continueDescription: (pack: string, credits: number) =>
    `You chose the ${pack} (${credits} credits) before signing in. Continue to pay with bKash in a new tab.`,
  notNow: "Not now",
  continueAction: "Continue",
  paymentsTitle: "Payments",
  paymentsDescription: "Credit packs you bought with bKash.",
  loadingPayments: "Loading your payments",
  paymentsError: "Could not load your payments.",
  noPayments: "No payments yet.",
  /** "Starter Pack · ৳500 · 100 credits" (the amount is formatted already). */
  paymentLine: (pack: string, amount: string, credits: number) =>
    `${pack} · ${amount} · ${credits} credits`,
  bkashTransaction: (trxId: string) => ` · bKash transaction ${trxId}`,
  statuses: {
    success: "Paid",
    pending: "Pending",
    failed: "Failed",
    cancelled: "Cancelled",
    // Past bKash's 24 h lifetime, never paid: nothing was charged and nothing can finish it.
    expired: "Not completed",
    // An operator gave the money back through bKash (all of it, or part of it).
    refunded: "Refunded",
    partly_refunded: "Partly refunded",
  },
  continuePayment: "Continue payment",
};

export type PaymentsMessages = typeof paymentsEn;
