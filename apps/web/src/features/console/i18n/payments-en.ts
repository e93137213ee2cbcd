/**
 * The console's Payments screens (list, a payment's page, refunds) in English. The Bangla
 * catalogue (payments-bn.ts) is typed with this object's shape (docs/i18n.md).
 */
export const consolePaymentsEn = {
  nav: "Payments",
  listTitle: "Payments",
  filtersLabel: "Filter payments",
  status: "Status",
  anyStatus: "Any status",
  statuses: {
    pending: "Pending",
    success: "Paid",
    failed: "Failed",
    cancelled: "Cancelled",
    expired: "Not completed",
    refunded: "Refunded",
    partly_refunded: "Partly refunded",
  },
  from: "From (UTC day)",
  to: "To (UTC day)",
  search: "Invoice, bKash ID or e-mail",
  filter: "Filter",
  loadingList: "Loading payments",
  noPayments: "No payments match.",
  pagesLabel: "Payment pages",
  /** "Starter Pack · ৳500 · 250 credits" (the amount is formatted already). */
  line: (pack: string, amount: string, credits: number) =>
    `${pack} · ${amount} · ${credits} credits`,
  deletedAccount: "Deleted account",
  allPayments: "All payments",
  loadingPayment: "Loading the payment",
  fields: {
    invoice: "Invoice",
    bkashPaymentId: "bKash payment ID",
    trxId: "bKash transaction",
    customer: "Customer",
    created: "Started",
    completed: "Finished",
    wallet: "Wallet",
    bkashStatus: "bKash's last status",
    refunded: "Refunded so far",
    refundable: "Can still be refunded",
    failure: "Why it ended",
  },
  checkNow: "Check with bKash now",
  checking: "Asking bKash...",
  timelineTitle: "bKash timeline",
  timelineEmpty: "Nothing recorded yet.",
  eventKinds: {
    create: "Create",
    execute: "Execute",
    query: "Query",
    callback: "Customer came back from bKash",
    refund: "Refund",
    refund_status: "Refund status",
  },
  refundsTitle: "Refunds",
  refundStatuses: {
    pending: "Waiting for bKash",
    completed: "Refunded",
    failed: "Not made",
  },
  /** "৳100 · 50 credits taken back · by admin@example.com" */
  refundLine: (amount: string, credits: number, by: string) =>
    `${amount} · ${credits} credits taken back · by ${by}`,
  refundTitle: "Refund through bKash",
  refundDescription:
    "bKash sends the money back to the customer's wallet. The credits it bought are taken back from the balance, never below zero.",
  amount: "Amount in taka",
  amountHint: (max: string) => `Up to ${max}.`,
  amountError: (max: string) =>
    `Enter an amount above ৳0 and up to ${max}, with at most 2 decimals.`,
  reason: "Reason (bKash keeps it)",
  reasonError: "Say why, in 3 to 255 characters.",
  refundAll: "Refund all",
  refund: "Refund",
  refunding: "Refunding...",
  confirmTitle: (amount: string) => `Refund ${amount} through bKash?`,
  /** What happens to the credits, said before confirming. */
  confirmCredits: (removed: number, balance: number) =>
    `${removed} credits will be removed from the customer's balance of ${balance}.`,
  confirmSpent: (spent: number) =>
    `${spent} of the credits this money bought are already spent: they stay spent, and the balance stops at zero.`,
  confirmNothingSpent: "None of those credits has been spent.",
  confirmFinal: "This cannot be undone.",
  cancel: "Cancel",
  refundDone: "Refunded. The customer's balance and payments show it.",
  refundPending: "bKash has not confirmed the refund yet. Check with bKash in a minute.",
};

export type ConsolePaymentsMessages = typeof consolePaymentsEn;
