import { formatBdt, toBengaliDigits } from "@outsmart/contracts/format";
import { formatDayAndClock } from "~/lib/dates";
import { banglaErrorMessage } from "~/lib/i18n/api-errors-bn";
import { formatLongDate, formatNumber } from "~/lib/i18n/format";
import type { ConsoleMessages } from "./console-en";

const count = (value: number) => formatNumber(value, "bn");
const clock = (date: string | Date) => toBengaliDigits(formatDayAndClock(date).slice(-5));

/** The console server's refusals the screens meet, in Bangla (the rest: api-errors-bn.ts). */
const consoleErrors: Readonly<Record<string, string>> = {
  "Only an operator of this Outsmart installation can do that.":
    "শুধু এই Outsmart-এর অপারেটররা এটা করতে পারেন।",
  "Enter the code from your authenticator app to continue.":
    "চালিয়ে যেতে অথেনটিকেটর অ্যাপের কোডটা দিন।",
  "That code is not correct. Enter the current code from your authenticator app.":
    "কোডটা সঠিক নয়। অথেনটিকেটর অ্যাপের এখনকার কোডটা দিন।",
  "An operator cannot suspend their own account.": "অপারেটর নিজের অ্যাকাউন্ট সাসপেন্ড করতে পারেন না।",
  "The last active operator cannot be removed.": "শেষ সক্রিয় অপারেটরকে সরানো যায় না।",
  // Tools and AI models (console-tools.ts, console-ai.ts)
  "Someone saved this tool since you opened it. Reload to see their version, then make your change again.":
    "আপনি খোলার পর অন্য কেউ এই টুলটা সেভ করেছেন। তাঁর ভার্সন দেখতে পেজটা রিলোড করুন, তারপর আবার বদলান।",
  "Nothing to save: the tool already works this way.": "সেভ করার কিছু নেই: টুলটা এখন এভাবেই চলছে।",
  "There is no such tool.": "এমন কোনো টুল নেই।",
  "There is no such version of this tool.": "এই টুলের এমন কোনো ভার্সন নেই।",
  "Try it runs text tools only.": "শুধু লেখার টুলই চালিয়ে দেখা যায়।",
  "There is no such AI provider.": "এমন কোনো AI প্রোভাইডার নেই।",
  "Nothing is saved in the console for this provider.": "কনসোলে এই প্রোভাইডারের কিছু সেভ করা নেই।",
  "A new model needs a name, a provider and the provider's model id.":
    "নতুন মডেলের জন্য নাম, প্রোভাইডার আর প্রোভাইডারের মডেল id লাগবে।",
  "The console has not changed this model.": "কনসোল থেকে এই মডেলে কোনো পরিবর্তন করা হয়নি।",
  "Model ids are lowercase letters, digits and . : _ - (up to 63 characters).":
    "মডেল id-তে শুধু ছোট হাতের অক্ষর, সংখ্যা আর . : _ - থাকবে (৬৩ অক্ষর পর্যন্ত)।",
};

export const consoleBn: ConsoleMessages = {
  error: (error, fallback) => {
    const known =
      error && typeof error === "object" && "message" in error
        ? consoleErrors[String(error.message)]
        : undefined;
    return known ?? banglaErrorMessage(error, fallback ?? "কিছু একটা সমস্যা হয়েছে। আবার চেষ্টা করুন।");
  },
  count,
  day: (date) => formatLongDate(new Date(date), "bn"),
  dayAndClock: (date) => `${formatLongDate(new Date(date), "bn")}, ${clock(date)}`,
  taka: (amount) => formatBdt(amount, "bn"),

  title: "অপারেটর কনসোল",
  customersTab: "কাস্টমার",
  messagesTab: "মেসেজ",
  auditTab: "অডিট লগ",
  operatorsOnly: "শুধু এই Outsmart-এর অপারেটররা এটা দেখতে পারেন।",
  tryAgain: "আবার চেষ্টা করুন",
  newer: "নতুনগুলো",
  older: "পুরোনোগুলো",

  searchLabel: "ইমেইল, ফোন নম্বর বা নাম",
  search: "খুঁজুন",
  loadingCustomers: "কাস্টমারদের তালিকা লোড হচ্ছে",
  noMatch: (q) => `“${q}”-এর সাথে মেলে এমন কোনো অ্যাকাউন্ট নেই।`,
  noAccounts: "এখনো কোনো অ্যাকাউন্ট নেই।",
  searchResults: "খোঁজার ফলাফল",
  customerPages: "কাস্টমারদের পেজ",
  noName: "নাম নেই",
  operator: "অপারেটর",
  suspended: "সাসপেন্ডেড",
  plan: (plan, label) => (plan === "free" ? "ফ্রি" : label),
  credits: (value) => `${count(value)} ক্রেডিট`,

  allCustomers: "সব কাস্টমার",
  loadingCustomer: "কাস্টমারের তথ্য লোড হচ্ছে",
  suspendedSince: (day) => `${day} থেকে সাসপেন্ডেড`,
  active: "সক্রিয়",
  balance: "ব্যালান্স",
  twoStep: "টু-স্টেপ ভেরিফিকেশন",
  on: "চালু",
  off: "বন্ধ",
  generations: "জেনারেশন",
  generationsCount: (total, month) => `${count(total)} (এই মাসে ${count(month)})`,
  joined: "যোগ দিয়েছেন",
  adjustCredits: "ক্রেডিট কমান-বাড়ান",
  adjustLead: "লাইনটা কাস্টমারের নিজের ক্রেডিট হিসাবে দেখা যাবে।",
  account: "অ্যাকাউন্ট",
  accountState: (email, phone, self) =>
    `ইমেইল ${email ? "কনফার্ম করা" : "কনফার্ম করা হয়নি"}${
      phone === undefined ? "" : `, ফোন ${phone ? "কনফার্ম করা" : "কনফার্ম করা হয়নি"}`
    }।${self ? " এটা আপনার নিজের অ্যাকাউন্ট।" : ""}`,
  ledger: "ক্রেডিটের হিসাব",
  ledgerLead: "সবশেষ এন্ট্রিগুলো, নতুনগুলো আগে।",
  noLedger: "এখনো ক্রেডিটের কোনো লেনদেন নেই।",
  ledgerEntries: "হিসাবের এন্ট্রি",
  ledgerKinds: {
    top_up: "টপ-আপ",
    spend: "খরচ",
    refund: "ফেরত",
    adjustment: "সমন্বয়",
    payment_refund: "পেমেন্ট রিফান্ড",
  },
  payments: "পেমেন্ট",
  noPayments: "কোনো পেমেন্ট নেই।",
  paymentStatus: (status) =>
    ({
      pending: "চলছে",
      success: "সফল",
      failed: "ব্যর্থ",
      cancelled: "বাতিল",
      expired: "মেয়াদ শেষ",
      refunded: "রিফান্ড হয়েছে",
      partly_refunded: "আংশিক রিফান্ড",
    })[status] ?? "অজানা",
  sessions: "চালু সেশন",
  sessionsList: "সেশন",
  noSessions: "কোথাও সাইন ইন করা নেই।",
  unknownBrowser: "অজানা ব্রাউজার",
  unknownAddress: "অজানা ঠিকানা",
  sessionTimes: (address, signedIn, lastSeen) =>
    `${address} · সাইন ইন ${signedIn} · শেষ দেখা ${lastSeen}`,

  actions: {
    suspend: {
      label: "সাসপেন্ড করুন",
      title: "অ্যাকাউন্টটা সাসপেন্ড করবেন?",
      description:
        "অ্যাকাউন্টের সব সেশন সাথে সাথে শেষ হবে, আর সাইন ইন করতে গেলে দেখাবে যে অ্যাকাউন্টটা সাসপেন্ড করা, সাথে আপনার যোগাযোগের ঠিকানা।",
      done: "অ্যাকাউন্টটা সাসপেন্ড করা হয়েছে।",
    },
    reactivate: {
      label: "আবার চালু করুন",
      title: "অ্যাকাউন্টটা আবার চালু করবেন?",
      description: "কাস্টমার আবার সাইন ইন করতে পারবেন।",
      done: "অ্যাকাউন্টটা আবার চালু হয়েছে।",
    },
    "reset-two-factor": {
      label: "টু-স্টেপ ভেরিফিকেশন রিসেট করুন",
      title: "টু-স্টেপ ভেরিফিকেশন বন্ধ করবেন?",
      description:
        "অথেনটিকেটরের গোপন কী, ব্যাকআপ কোড আর বিশ্বস্ত ডিভাইসগুলো মুছে যাবে; পাসওয়ার্ড থাকবে। কে চাইছেন সে ব্যাপারে নিশ্চিত হলেই এটা করুন।",
      done: "এই অ্যাকাউন্টের টু-স্টেপ ভেরিফিকেশন বন্ধ করা হয়েছে।",
    },
    grant: {
      label: "অপারেটর বানান",
      title: "এই অ্যাকাউন্টকে অপারেটর বানাবেন?",
      description:
        "অপারেটররা সব কাস্টমার দেখতে পারেন, ক্রেডিট কমাতে-বাড়াতে পারেন, অ্যাকাউন্ট সাসপেন্ড করতে পারেন আর অডিট লগ পড়তে পারেন।",
      done: "অ্যাকাউন্টটা এখন অপারেটর।",
    },
    revoke: {
      label: "অপারেটর থেকে সরান",
      title: "অপারেটরের দায়িত্ব সরিয়ে নেবেন?",
      description: "অ্যাকাউন্টের প্ল্যান আর ক্রেডিট থাকবে, কিন্তু কনসোল আর খোলা যাবে না।",
      done: "অ্যাকাউন্টটা আর অপারেটর নয়।",
    },
  },
  cancel: "বাতিল",

  amountFormat: "ক্রেডিটের একটা পূর্ণ সংখ্যা দিন, যেমন 50 বা -20।",
  amountZero: "০ ছাড়া অন্য কোনো সংখ্যা দিন।",
  amountTooLarge: "এক বারে এত ক্রেডিট বদলানো যায় না।",
  reasonShort: "কারণটা লিখুন (এটা কাস্টমারের হিসাবে থেকে যাবে)।",
  reasonLong: "কারণটা ২০০ অক্ষরের মধ্যে রাখুন।",
  adjusted: (balance) => `হয়ে গেছে। এখন ব্যালান্স ${count(balance)} ক্রেডিট।`,
  creditsLabel: "ক্রেডিট",
  creditsHint: "কমাতে চাইলে মাইনাস দিন।",
  reasonLabel: "কারণ",
  saving: "সেভ হচ্ছে...",
  removeCredits: (value) => `${count(value)} ক্রেডিট কমাবেন?`,
  addCredits: (value) => `${count(value)} ক্রেডিট যোগ করবেন?`,
  belowZero: (balance) => `ব্যালান্স ${count(balance)} ক্রেডিট: শূন্যের নিচে নামানো যায় না।`,
  newBalance: (balance, reason) => `নতুন ব্যালান্স হবে ${count(balance)} ক্রেডিট। কারণ: “${reason}”।`,

  reauthenticate: "নিরাপত্তার জন্য চালিয়ে যেতে আবার পাসওয়ার্ড দিন।",
  password: "পাসওয়ার্ড",
  checking: "যাচাই হচ্ছে...",
  confirmAndContinue: "কনফার্ম করে এগিয়ে যান",
  somethingWrong: "কিছু একটা সমস্যা হয়েছে। আবার চেষ্টা করুন।",
  strongerPassword: "আরও শক্ত একটা পাসওয়ার্ড দিন:",
  authenticatorCode: "অথেনটিকেটর কোড",

  show: "দেখান",
  allMessages: "সব মেসেজ",
  notHandled: "এখনো দেখা হয়নি",
  handled: "দেখা হয়েছে",
  loadingMessages: "মেসেজ লোড হচ্ছে",
  noMessages: "এখানে কোনো মেসেজ নেই।",
  messagePages: "মেসেজের পেজ",
  handledOn: (when) => `দেখা হয়েছে ${when}`,
  markedHandled: "দেখা হয়েছে বলে চিহ্ন দেওয়া হলো।",
  markHandled: "দেখা হয়েছে",

  auditActions: {
    "operator.grant": "অপারেটর বানানো হয়েছে",
    "operator.revoke": "অপারেটর থেকে সরানো হয়েছে",
    "customer.credits.adjust": "ক্রেডিট বদলানো হয়েছে",
    "customer.suspend": "সাসপেন্ড করা হয়েছে",
    "customer.reactivate": "আবার চালু করা হয়েছে",
    "customer.two-factor.reset": "টু-স্টেপ ভেরিফিকেশন রিসেট করা হয়েছে",
    "message.handled": "মেসেজ দেখা হয়েছে বলে চিহ্ন দেওয়া হয়েছে",
    "payment.query": "bKash-এ পেমেন্ট যাচাই করা হয়েছে",
    "payment.refund": "পেমেন্ট রিফান্ড করা হয়েছে",
    "tool.update": "টুল বদলানো হয়েছে",
    "tool.rollback": "টুল আগের ভার্সনে ফেরানো হয়েছে",
    "ai.provider.save": "AI প্রোভাইডার সেভ করা হয়েছে",
    "ai.provider.remove": "AI প্রোভাইডার সরানো হয়েছে",
    "ai.model.save": "মডেল বদলানো হয়েছে",
    "ai.model.reset": "মডেল আগের অবস্থায় ফেরানো হয়েছে",
  },
  filterAudit: "অডিট লগ ফিল্টার করুন",
  action: "কাজ",
  anyAction: "যেকোনো কাজ",
  actorId: "অপারেটরের ইউজার আইডি",
  recordId: "রেকর্ড আইডি",
  fromDay: "যেদিন থেকে (UTC)",
  toDay: "যেদিন পর্যন্ত (UTC)",
  filter: "ফিল্টার",
  loadingAudit: "অডিট লগ লোড হচ্ছে",
  noEntries: "মেলে এমন কোনো এন্ট্রি নেই।",
  auditEntries: "অডিট এন্ট্রি",
  auditPages: "অডিট লগের পেজ",
  by: "— করেছেন:",
  customerRecord: (id) => `কাস্টমার ${id}`,
  messageRecord: "মেসেজ",

  titles: {
    overview: "সারসংক্ষেপ · অপারেটর কনসোল · Outsmart",
    customers: "কাস্টমার · অপারেটর কনসোল · Outsmart",
    customer: "কাস্টমার · অপারেটর কনসোল · Outsmart",
    messages: "মেসেজ · অপারেটর কনসোল · Outsmart",
    audit: "অডিট লগ · অপারেটর কনসোল · Outsmart",
    payments: "পেমেন্ট · অপারেটর কনসোল · Outsmart",
    payment: "পেমেন্ট · অপারেটর কনসোল · Outsmart",
    tools: "টুল · অপারেটর কনসোল · Outsmart",
    tool: (name) => `${name} · টুল · অপারেটর কনসোল · Outsmart`,
    ai: "AI মডেল · অপারেটর কনসোল · Outsmart",
  },
};
