import { toBengaliDigits } from "@outsmart/contracts/format";
import { ApiClientError } from "~/lib/api-error";
import type { ContactMessages } from "./contact-en";

/** The contact form's checks (contracts/site.ts) and the server's answers, in Bangla. */
const messages: Readonly<Record<string, string>> = {
  "Please enter your name.": "আপনার নাম লিখুন।",
  "Please keep your name under 100 characters.": "নাম ১০০ অক্ষরের মধ্যে রাখুন।",
  "That e-mail address is too long.": "ইমেইল ঠিকানাটা অনেক লম্বা।",
  "Please enter a valid e-mail address.": "সঠিক একটা ইমেইল ঠিকানা দিন।",
  "Please write at least 10 characters so we can help.":
    "অন্তত ১০ অক্ষর লিখুন, যাতে আমরা বুঝে সাহায্য করতে পারি।",
  "Please keep your message under 5,000 characters.": "মেসেজটা ৫,০০০ অক্ষরের মধ্যে রাখুন।",
  "You have sent several messages recently. Please wait a while before sending another, or e-mail us.":
    "কিছুক্ষণের মধ্যে বেশ কয়েকটা মেসেজ পাঠিয়েছেন। আরেকটা পাঠানোর আগে একটু অপেক্ষা করুন, অথবা আমাদের ইমেইল করুন।",
  "Too many requests. Please wait a moment and try again.":
    "অল্প সময়ে অনেকবার চেষ্টা হয়েছে। একটু পরে আবার চেষ্টা করুন।",
};

const byCode: Readonly<Record<string, string>> = {
  NETWORK: "সার্ভারে পৌঁছানো যাচ্ছে না। ইন্টারনেট কানেকশন দেখে আবার চেষ্টা করুন।",
  RATE_LIMITED: "অল্প সময়ে অনেকবার চেষ্টা হয়েছে। একটু পরে আবার চেষ্টা করুন।",
  INTERNAL: "আমাদের দিকে একটা সমস্যা হয়েছে। একটু পরে আবার চেষ্টা করুন।",
  SERVICE_UNAVAILABLE: "সার্ভিসটা এখন বন্ধ আছে। একটু পরে আবার চেষ্টা করুন।",
};

export const contactBn: ContactMessages = {
  error: (error, fallback) => {
    if (!(error instanceof ApiClientError)) return fallback;
    return messages[error.message] ?? byCode[error.code] ?? fallback;
  },
  check: (message) => messages[String(message)] ?? "এই ঘরের লেখাটা ঠিক নেই। দেখে আবার লিখুন।",

  metaTitle: "যোগাযোগ · Outsmart",
  metaDescription:
    "Outsmart, পেমেন্ট, Enterprise প্ল্যান বা API নিয়ে কোনো প্রশ্ন? আমাদের একটা মেসেজ পাঠান।",
  title: "যোগাযোগ করুন",
  intro:
    "অ্যাকাউন্ট, পেমেন্ট, Enterprise প্ল্যান বা API অ্যাক্সেস নিয়ে কোনো প্রশ্ন? মেসেজ পাঠান, আমরা ইমেইলে উত্তর দেব।",
  topics: {
    api: "API অ্যাক্সেস নিয়ে আরও জানতে চাই।",
    enterprise: "Enterprise প্ল্যান নিয়ে আরও জানতে চাই।",
  },
  writeDirectly: "চাইলে সরাসরি",
  directlyAt: "-কে এই ঠিকানায় লিখতে পারেন:",
  includeTransaction: "। পেমেন্ট নিয়ে লিখলে প্রোফাইল পেজ থেকে bKash ট্রানজ্যাকশন আইডিটা দিয়ে দিন।",
  operator: "এই সাইটের পরিচালক",
  unnamedOperator: "এই Outsmart-এর পরিচালক",
  contactPage: "আমাদের যোগাযোগ পেজ",

  thanks: "ধন্যবাদ, আপনার মেসেজ আমরা পেয়েছি।",
  willReply: (email) => `আমরা ${email} ঠিকানায় উত্তর দেব। আপনার রেফারেন্স নম্বর `,
  sendAnother: "আরেকটা মেসেজ পাঠান",
  form: "যোগাযোগের ফর্ম",
  name: "নাম",
  email: "ইমেইল",
  message: "মেসেজ",
  messageHint: (min) => `অন্তত ${toBengaliDigits(String(min))} অক্ষর।`,
  somethingWrong: "কিছু একটা সমস্যা হয়েছে। আবার চেষ্টা করুন।",
  strongerPassword: "আরও শক্ত একটা পাসওয়ার্ড দিন:",
  sending: "পাঠানো হচ্ছে...",
  send: "মেসেজ পাঠান",
};
