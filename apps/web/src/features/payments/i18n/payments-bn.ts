import { toBengaliDigits } from "@outsmart/contracts/format";
import type { PaymentsMessages } from "./payments-en";

const digits = (value: number | string) => toBengaliDigits(String(value));

/** Buying credits in Bangla (চলিত; pack names and bKash stay as people say them). */
export const paymentsBn: PaymentsMessages = {
  toasts: {
    loginRequired: "ক্রেডিট কিনতে আগে লগ ইন করুন",
    createFailed: "পেমেন্ট শুরু করা গেল না",
    tryAgainSoon: "একটু পরে আবার চেষ্টা করুন।",
    verificationFailed: "পেমেন্ট যাচাই করা গেল না",
    succeeded: "পেমেন্ট সফল! প্যাক চালু হয়ে গেছে।",
    failed: "পেমেন্ট হয়নি। আবার চেষ্টা করুন।",
    timeout: "পেমেন্ট যাচাইয়ের সময় পেরিয়ে গেছে। আপনার অ্যাকাউন্ট দেখুন, বা সাপোর্টে যোগাযোগ করুন।",
    pendingFound: "আপনার একটা পেমেন্ট বাকি আছে। যাচাই করতে ক্লিক করুন।",
    verifyAction: "পেমেন্ট যাচাই করুন",
    verified: (packId) =>
      `পেমেন্ট যাচাই হয়েছে! ${packId === "starter" ? "Starter Pack" : "Pro Pack"} চালু হয়ে গেছে।`,
    tabBlocked: "আপনার ব্রাউজার bKash-এর ট্যাবটা আটকে দিয়েছে।",
    tabBlockedDescription: "পেমেন্ট শেষ করতে ট্যাবটা খুলুন; কাজ শেষ হলে এই পেজ নিজেই বুঝে নেবে।",
    openBkash: "bKash খুলুন",
  },
  continueTitle: (pack) => `${pack} কেনা চালিয়ে যাবেন?`,
  continueDescription: (pack, credits) =>
    `লগ ইনের আগে আপনি ${pack} (${digits(credits)} ক্রেডিট) বেছে নিয়েছিলেন। নতুন ট্যাবে bKash দিয়ে পেমেন্ট করতে চালিয়ে যান।`,
  notNow: "এখন না",
  continueAction: "চালিয়ে যান",
  paymentsTitle: "পেমেন্ট",
  paymentsDescription: "bKash দিয়ে কেনা ক্রেডিট প্যাক।",
  loadingPayments: "আপনার পেমেন্ট লোড হচ্ছে",
  paymentsError: "আপনার পেমেন্ট লোড করা গেল না।",
  noPayments: "এখনো কোনো পেমেন্ট নেই।",
  paymentLine: (pack, amount, credits) => `${pack} · ${amount} · ${digits(credits)} ক্রেডিট`,
  bkashTransaction: (trxId) => ` · bKash ট্রানজ্যাকশন ${trxId}`,
  statuses: {
    success: "পরিশোধিত",
    pending: "বাকি আছে",
    failed: "হয়নি",
    cancelled: "বাতিল",
    expired: "শেষ হয়নি",
    refunded: "টাকা ফেরত দেওয়া হয়েছে",
    partly_refunded: "কিছু টাকা ফেরত দেওয়া হয়েছে",
  },
  continuePayment: "পেমেন্ট চালিয়ে যান",
};
