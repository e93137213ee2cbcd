/**
 * The credit history (the ledger on the profile page) in English: the seed's texts exactly.
 * `CreditsMessages` is this object's shape; the Bangla catalogue is typed with it (docs/i18n.md).
 */
export const creditsEn = {
  ledgerTitle: "Credit history",
  ledgerDescription: "Every credit added or spent, with the balance after it.",
  loadingLedger: "Loading your credit history",
  ledgerError: "Could not load your credit history.",
  noEntries: "No credit changes yet. Credits arrive when you buy a pack.",
  columns: { date: "Date", change: "Change", reason: "Reason", balance: "Balance" },
  loading: "Loading...",
  showOlder: "Show older entries",
  /** The server's reasons, written in English; the English screen shows them as they are. */
  reasons: {
    purchase: (pack: string, trxId: string | undefined) =>
      `${pack} purchase${trxId ? ` (bKash ${trxId})` : ""}`,
    generation: (tool: string, model: string) => `${tool} with ${model}`,
    refund: (reason: string) => `Refund: ${reason}`,
    paymentRefund: (pack: string, amount: string, trxId: string) =>
      `${pack} refunded: ${amount} (bKash ${trxId})`,
  },
};

export type CreditsMessages = typeof creditsEn;
