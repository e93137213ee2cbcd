import { toBengaliDigits } from "@outsmart/contracts/format";
import type { CreditsMessages } from "./credits-en";

/** The credit history in Bangla (চলিত; pack, tool and model names stay as they are). */
export const creditsBn: CreditsMessages = {
  ledgerTitle: "ক্রেডিটের হিসাব",
  ledgerDescription: "কখন কত ক্রেডিট যোগ হলো বা খরচ হলো, আর তারপর কত রইল।",
  loadingLedger: "আপনার ক্রেডিটের হিসাব লোড হচ্ছে",
  ledgerError: "আপনার ক্রেডিটের হিসাব লোড করা গেল না।",
  noEntries: "এখনো ক্রেডিটে কোনো পরিবর্তন নেই। প্যাক কিনলেই ক্রেডিট চলে আসবে।",
  columns: { date: "তারিখ", change: "পরিবর্তন", reason: "কারণ", balance: "ব্যালান্স" },
  loading: "লোড হচ্ছে...",
  showOlder: "আগের হিসাব দেখুন",
  reasons: {
    purchase: (pack, trxId) => `${pack} কেনা${trxId ? ` (bKash ${trxId})` : ""}`,
    generation: (tool, model) => `${tool}, ${model} দিয়ে`,
    refund: (reason) => `ফেরত: ${reason}`,
    paymentRefund: (pack, amount, trxId) =>
      `${pack}-এর টাকা ফেরত: ${toBengaliDigits(String(amount))} (bKash ${trxId})`,
  },
};
