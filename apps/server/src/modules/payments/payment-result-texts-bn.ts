import { formatBdt, formatLakhs, toBengaliDigits } from "@outsmart/contracts/format";
import type { PaymentResultTexts } from "./payment-result-texts-en.ts";

/**
 * The payment result page in Bangla (চলিত; taka and counts in Bengali digits). A failure's reason
 * comes from bKash or our server in English, so it is not repeated here: the page says plainly that
 * bKash did not complete the payment.
 */
export const paymentResultTextsBn: PaymentResultTexts = {
  success: {
    title: (credits, amountBdt) =>
      `পেমেন্ট সম্পন্ন: ${formatBdt(amountBdt, "bn")} দিয়ে ${toBengaliDigits(formatLakhs(credits))} ক্রেডিট যোগ হয়েছে।`,
    text: "এই ট্যাবটা এখন বন্ধ করতে পারেন। আপনার ক্রেডিট Outsmart-এ রেডি।",
  },
  cancelledOnBkash: {
    title: "পেমেন্ট বাতিল হয়েছে।",
    text: "আপনি bKash-এর পেজে বাতিল করেছেন, তাই কোনো টাকা কাটা হয়নি। ট্যাবটা বন্ধ করে যখন খুশি আবার চেষ্টা করতে পারেন।",
  },
  failedOnBkash: {
    title: "পেমেন্ট হয়নি।",
    text: "bKash পেমেন্টটা শেষ করেনি, কোনো টাকা কাটা হয়নি। ট্যাবটা বন্ধ করে আবার চেষ্টা করুন।",
  },
  pending: {
    title: "bKash-এর সাথে আপনার পেমেন্ট মিলিয়ে দেখা হচ্ছে।",
    text: "bKash কনফার্ম করলেই আপনার ক্রেডিট যোগ হয়ে যাবে। ট্যাবটা বন্ধ করতে পারেন।",
  },
  cancelled: {
    title: "পেমেন্ট বাতিল হয়েছে।",
    text: "কোনো টাকা কাটা হয়নি। ট্যাবটা বন্ধ করে যখন খুশি আবার চেষ্টা করতে পারেন।",
  },
  failed: {
    title: "পেমেন্ট হয়নি।",
    text: () => "bKash পেমেন্টটা শেষ করেনি। কোনো ক্রেডিট যোগ হয়নি। ট্যাবটা বন্ধ করে আবার চেষ্টা করুন।",
  },
  invalidLink: {
    title: "এই পেমেন্ট লিংকটা সঠিক নয়।",
    text: "কোনো টাকা কাটা হয়নি, কোনো ক্রেডিটও যোগ হয়নি। প্রাইসিং পেজ থেকে আবার কেনা শুরু করুন।",
  },
  back: "Outsmart-এ ফিরে যান",
};
