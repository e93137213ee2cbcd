/**
 * The payment result page (the bKash tab's last page) in English: the seed's texts exactly.
 * `PaymentResultTexts` is this object's shape; the Bangla texts are typed with it (docs/i18n.md).
 */
export const paymentResultTextsEn = {
  success: {
    title: (credits: number, _amountBdt: number) => `Payment complete: ${credits} credits added.`,
    text: "You can close this tab. Your credits are ready in Outsmart.",
  },
  cancelledOnBkash: {
    title: "Payment cancelled.",
    text: "You cancelled on bKash's page, so no money was taken. You can close this tab and try again whenever you like.",
  },
  failedOnBkash: {
    title: "Payment failed.",
    text: "bKash did not complete the payment and no money was taken. You can close this tab and try again.",
  },
  pending: {
    title: "We are confirming your payment with bKash.",
    text: "Your credits will be added as soon as bKash confirms it. You can close this tab.",
  },
  cancelled: {
    title: "Payment cancelled.",
    text: "No money was taken. You can close this tab and try again whenever you like.",
  },
  failed: {
    title: "Payment failed.",
    /** `reason` is bKash's or our own English reason, when there is one. */
    text: (reason: string | null) =>
      `${reason ?? "bKash did not complete the payment."} No credits were added. You can close this tab and try again.`,
  },
  invalidLink: {
    title: "This payment link is not valid.",
    text: "Nothing was charged or credited. Start the purchase again from the pricing page.",
  },
  back: "Back to Outsmart",
};

export type PaymentResultTexts = typeof paymentResultTextsEn;
