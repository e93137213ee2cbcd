import { toBengaliDigits } from "@outsmart/contracts/format";
import { banglaErrorMessage } from "~/lib/i18n/api-errors-bn";
import type { BrandsMessages } from "./brands-en";

const digits = (value: number | string) => toBengaliDigits(String(value));

/** The contract's field names (contracts/brand-kit.ts) as its checks name them. */
const fields: Readonly<Record<string, string>> = {
  "Brand name": "ব্র্যান্ডের নাম",
  "Product name": "প্রোডাক্টের নাম",
  Price: "দাম",
  Offer: "অফার",
  "What makes it different": "কী কারণে আলাদা",
  Audience: "কাস্টমার কারা",
  "Tone notes": "টোন নিয়ে আরও কিছু",
  "Page or shop": "পেজ বা শপ",
  "A word to use": "ব্যবহার করার শব্দ",
  "A word to avoid": "এড়িয়ে চলার শব্দ",
  "A sample": "নমুনা লেখা",
};

/** The brand-kit checks' English messages in Bangla; undefined for a message it does not know. */
function known(message: string): string | undefined {
  let match = /^(.+) can be at most (\d+) characters\.$/.exec(message);
  if (match?.[1] && match[2] && fields[match[1]])
    return `${fields[match[1]]} সর্বোচ্চ ${digits(match[2])} অক্ষরের হতে পারে।`;
  match = /^(.+) is required\.$/.exec(message);
  if (match?.[1] && fields[match[1]]) return `${fields[match[1]]} লিখতে হবে।`;
  match = /^A brand kit can list at most (\d+) products or services\.$/.exec(message);
  if (match?.[1])
    return `একটা ব্র্যান্ড কিটে সর্বোচ্চ ${digits(match[1])}টা প্রোডাক্ট বা সার্ভিস রাখা যায়।`;
  match = /^List at most (\d+) words or phrases to (use|avoid)\.$/.exec(message);
  if (match?.[1])
    return `${match[2] === "use" ? "ব্যবহার করার" : "এড়িয়ে চলার"} শব্দ সর্বোচ্চ ${digits(match[1])}টা দিতে পারবেন।`;
  match = /^Keep at most (\d+) samples of copy you liked\.$/.exec(message);
  if (match?.[1]) return `পছন্দের লেখার নমুনা সর্বোচ্চ ${digits(match[1])}টা রাখা যায়।`;
  if (message.startsWith("Choose a tone")) return "একটা টোন বেছে নিন।";
  if (
    message.endsWith(
      "contains a broken character (half of an emoji or symbol). Retype it and try again.",
    )
  )
    return "লেখায় একটা ভাঙা অক্ষর আছে (ইমোজি বা চিহ্নের অর্ধেক)। আবার টাইপ করে চেষ্টা করুন।";
  if (
    message.endsWith(
      "contains an invisible control character that cannot be saved. Remove it and try again.",
    )
  )
    return "লেখায় একটা অদৃশ্য কন্ট্রোল ক্যারেক্টার আছে, সেভ করা যাবে না। ওটা মুছে আবার চেষ্টা করুন।";
  return undefined;
}

/** A field's check in Bangla; one it does not know gives a general sentence. */
const check = (message: string): string =>
  known(String(message)) ?? "এই ঘরের লেখাটা ঠিক নেই। দেখে আবার চেষ্টা করুন।";

export const brandsBn: BrandsMessages = {
  error: (error, fallback) => {
    const text = banglaErrorMessage(error, fallback);
    const limit = /^You can keep at most (\d+) brand kits\./.exec(text);
    if (limit?.[1])
      return `সর্বোচ্চ ${digits(limit[1])}টা ব্র্যান্ড কিট রাখা যায়। আগে দরকার নেই এমন একটা ডিলিট করুন।`;
    return known(text) ?? text;
  },
  check,
  number: digits,

  pageTitle: "ব্র্যান্ড কিট",
  lead: "কোন ব্র্যান্ড কী বিক্রি করে, কাদের কাছে, কোন সুরে কথা বলে — সব এক জায়গায়। যেকোনো টুলে একটা কিট বেছে নিলেই লেখায় আপনার ব্র্যান্ডের নাম, দাম আর অফার চলে আসবে, আর যে শব্দগুলো আপনি চান না সেগুলো কখনো আসবে না।",
  newKit: "নতুন ব্র্যান্ড কিট",
  failed: "কাজটা হয়নি। আবার চেষ্টা করুন।",
  loading: "ব্র্যান্ড কিট লোড হচ্ছে",
  loadFailed: "আপনার ব্র্যান্ড কিটগুলো লোড করা যায়নি।",
  tryAgain: "আবার চেষ্টা করুন",
  emptyTitle: "এখনো কোনো ব্র্যান্ড কিট নেই",
  emptyLead:
    "যে ব্র্যান্ডগুলোর জন্য লেখেন, প্রতিটার জন্য একটা করে কিট বানান: প্রোডাক্ট, দাম, অফার, কাস্টমার আর টোন সহ। এজেন্সি হলে প্রতিটা ক্লায়েন্টের জন্য একটা।",
  createFirst: "প্রথম ব্র্যান্ড কিট বানান",
  yourKits: "আপনার ব্র্যান্ড কিট",
  tones: {
    friendly: "বন্ধুসুলভ",
    premium: "প্রিমিয়াম",
    playful: "মজার",
    formal: "ফরমাল",
  },
  sells: "বিক্রি করে:",
  noProducts: "এখনো কোনো প্রোডাক্ট নেই",
  audienceLabel: "কাস্টমার:",
  sellsOn: "যেখানে বিক্রি করে:",
  edit: "এডিট",
  editKit: (name) => `${name} এডিট করুন`,
  duplicate: "কপি বানান",
  duplicateKit: (name) => `${name}-এর কপি বানান`,
  delete: "ডিলিট",
  deleteKit: (name) => `${name} ডিলিট করুন`,
  saved: (name) => `${name} সেভ হয়েছে।`,
  created: (name) => `${name} বানানো হয়েছে।`,
  deleted: (name) => `${name} ডিলিট হয়েছে।`,
  editorLead: "এই কিট বেছে নিলে টুলগুলো এই তথ্যগুলো ব্যবহার করবে।",
  deleteTitle: (name) => `${name ?? "এই ব্র্যান্ড কিট"} ডিলিট করবেন?`,
  deleteLead:
    "কিটটা একেবারে মুছে যাবে। এটা দিয়ে যা লিখেছেন সেগুলো হিস্ট্রিতে থেকে যাবে, শুধু কিটটা থাকবে না।",
  deleteConfirm: "ব্র্যান্ড কিট ডিলিট করুন",
  deleting: "ডিলিট হচ্ছে…",

  brandName: "ব্র্যান্ডের নাম",
  upTo: (max) => `সর্বোচ্চ ${max} অক্ষর।`,
  whatItSells: "কী বিক্রি করে",
  whatItSellsHint: (max) =>
    `সর্বোচ্চ ${max}টা প্রোডাক্ট বা সার্ভিস, লেখায় যে তথ্যগুলো আসতে পারে সেগুলো সহ।`,
  product: (index) => `প্রোডাক্ট ${index}`,
  removeProduct: (index) => `প্রোডাক্ট ${index} বাদ দিন`,
  remove: "বাদ দিন",
  productOrService: "প্রোডাক্ট বা সার্ভিস",
  price: "দাম",
  priceHint: (max) => `যেমন ৳১,২০০। সর্বোচ্চ ${max} অক্ষর।`,
  offer: "অফার",
  offerHint: (max) => `যেমন ঢাকার ভেতরে ফ্রি ডেলিভারি। সর্বোচ্চ ${max} অক্ষর।`,
  difference: "কী কারণে আলাদা",
  addProduct: "প্রোডাক্ট বা সার্ভিস যোগ করুন",
  audience: "কাস্টমার কারা",
  audienceHint: (max) => `কারা কেনে। সর্বোচ্চ ${max} অক্ষর।`,
  tone: "টোন",
  toneNotes: "টোন নিয়ে আরও কিছু",
  toneNotesHint: (max) => `চাইলে লিখুন, যেমন "ছোট ছোট লাইন, বড়জোর একটা ইমোজি"। সর্বোচ্চ ${max} অক্ষর।`,
  wordsToUse: "যে শব্দ বা কথাগুলো ব্যবহার করবেন",
  wordsToUseHint: (count, max) => `প্রতি লাইনে একটা; সর্বোচ্চ ${count}টা, প্রতিটা ${max} অক্ষরের মধ্যে।`,
  wordsToAvoid: "যে শব্দ বা কথাগুলো এড়িয়ে চলবেন",
  wordsToAvoidHint: (count, max) =>
    `প্রতি লাইনে একটা; সর্বোচ্চ ${count}টা, প্রতিটা ${max} অক্ষরের মধ্যে। এগুলো কখনো লেখা হবে না।`,
  samplesTitle: "পছন্দের লেখা",
  samplesHint: (count, max) =>
    `সর্বোচ্চ ${count}টা নমুনা, প্রতিটা ${max} অক্ষরের মধ্যে: মডেলগুলো এগুলোর ধাঁচে লিখবে।`,
  sample: (index) => `নমুনা ${index}`,
  removeSample: (index) => `নমুনা ${index} বাদ দিন`,
  addSample: "নমুনা যোগ করুন",
  defaultLanguage: "লেখার ডিফল্ট ভাষা",
  defaultLanguageHint: "এই কিট বেছে নিলে টুলগুলো এই ভাষায় চলে যাবে।",
  salesChannel: "যে পেজ বা শপে বিক্রি করে",
  salesChannelHint: (max) => `ঠিকানা বা নাম, যেমন facebook.com/yourpage। সর্বোচ্চ ${max} অক্ষর।`,
  somethingWrong: "কিছু একটা সমস্যা হয়েছে। আবার চেষ্টা করুন।",
  strongerPassword: "আরও শক্ত একটা পাসওয়ার্ড দিন:",
  cancel: "বাতিল",
  saving: "সেভ হচ্ছে…",
  saveChanges: "পরিবর্তন সেভ করুন",
  createKit: "ব্র্যান্ড কিট বানান",
};
