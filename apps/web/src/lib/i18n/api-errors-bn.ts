import { toBengaliDigits } from "@outsmart/contracts/format";
import { ApiClientError } from "~/lib/api-error";

/**
 * The server's error texts are English (the API's contract); on a Bangla screen the client shows
 * them in Bangla: the messages the screens meet most often word by word, the rest by their code,
 * and an unknown text of a form error (a bad request, a conflict) as the server wrote it, rather
 * than a vague one. Imported only by the Bangla catalogues (their own chunks).
 */
const messages: Readonly<Record<string, string>> = {
  "Please sign in to continue.": "চালিয়ে যেতে সাইন ইন করুন।",
  "There is nothing at this address.": "এই ঠিকানায় কিছু নেই।",
  "The request is too large.": "রিকোয়েস্টটা খুব বড়।",
  "That password is not correct.": "পাসওয়ার্ডটা সঠিক নয়।",
  "Your current password is not correct.": "আপনার বর্তমান পাসওয়ার্ডটা সঠিক নয়।",
  "Invalid response from AI service": "AI সার্ভিস থেকে ঠিকঠাক উত্তর আসেনি।",
  "Enter a valid phone number, for example 01712345678.": "সঠিক ফোন নম্বর দিন, যেমন 01712345678।",
  "You are not allowed to do that.": "এটা করার অনুমতি আপনার নেই।",
  "We could not send the link. Please try again.": "লিংক পাঠানো যায়নি। আবার চেষ্টা করুন।",
  "We could not change your password. Please try again.": "পাসওয়ার্ড বদলানো যায়নি। আবার চেষ্টা করুন।",
  "This phone number belongs to another account.": "এই ফোন নম্বরটা অন্য একটা অ্যাকাউন্টের।",
  "The request is not valid.": "রিকোয়েস্টটা ঠিক নেই।",
  "The generation was stopped. Nothing was charged.":
    "জেনারেশন থামানো হয়েছে। কোনো ক্রেডিট কাটা হয়নি।",
  "The code is wrong or has expired. Ask for a new one.":
    "কোডটা ভুল অথবা মেয়াদ শেষ। নতুন কোড চেয়ে নিন।",
  "That version of the generation was not found.": "জেনারেশনের ওই ভার্সনটা পাওয়া যায়নি।",
  "That session has already ended.": "ওই সেশনটা আগেই শেষ হয়ে গেছে।",
  "That is already your e-mail address, or it is not valid.":
    "এটা আগে থেকেই আপনার ইমেইল, অথবা ঠিকানাটা সঠিক নয়।",
  "That generation was not found in your history.": "আপনার হিস্ট্রিতে ওই জেনারেশনটা পাওয়া যায়নি।",
  "That brand kit was not found in your brand kits.":
    "আপনার ব্র্যান্ড কিটগুলোর মধ্যে ওই কিটটা পাওয়া যায়নি।",
  "Failed to process AI tool request": "AI টুলের রিকোয়েস্টটা প্রসেস করা যায়নি",
  "Enter your password to delete your account.": "অ্যাকাউন্ট ডিলিট করতে আপনার পাসওয়ার্ড দিন।",
  "Add an e-mail address first.": "আগে একটা ইমেইল ঠিকানা যোগ করুন।",
};

const byCode: Readonly<Record<string, string>> = {
  NETWORK: "সার্ভারে পৌঁছানো যাচ্ছে না। ইন্টারনেট কানেকশন দেখে আবার চেষ্টা করুন।",
  UNAUTHENTICATED: "চালিয়ে যেতে সাইন ইন করুন।",
  INSUFFICIENT_CREDITS: "যথেষ্ট ক্রেডিট নেই। ক্রেডিট কিনে আবার চেষ্টা করুন।",
  FORBIDDEN: "এটা করার অনুমতি আপনার নেই।",
  NOT_FOUND: "যেটা খুঁজছেন সেটা পাওয়া যায়নি।",
  PAYLOAD_TOO_LARGE: "রিকোয়েস্টটা খুব বড়।",
  RATE_LIMITED: "অল্প সময়ে অনেকবার চেষ্টা হয়েছে। একটু পরে আবার চেষ্টা করুন।",
  INTERNAL: "আমাদের দিকে একটা সমস্যা হয়েছে। একটু পরে আবার চেষ্টা করুন।",
  PROVIDER_ERROR: "AI সার্ভিস এখন উত্তর দিচ্ছে না। একটু পরে আবার চেষ্টা করুন।",
  SERVICE_UNAVAILABLE: "সার্ভিসটা এখন বন্ধ আছে। একটু পরে আবার চেষ্টা করুন।",
};

/** `errorMessage` for a Bangla screen: `fallback` (already Bangla) when it is not an API error. */
export function banglaErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiClientError)) return fallback;
  const known = messages[error.message];
  if (known) return known;
  const credits = /^You need (\d+) more credits?\.$/.exec(error.message);
  if (credits) return `আরও ${toBengaliDigits(credits[1] ?? "")} ক্রেডিট লাগবে।`;
  if (error.code === "BAD_REQUEST" || error.code === "CONFLICT") return error.message;
  return byCode[error.code] ?? error.message;
}
