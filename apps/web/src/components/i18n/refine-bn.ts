import { toBengaliDigits } from "@outsmart/contracts/format";
import type { RefineMessages } from "./refine-en";

const toBn = (value: number) => toBengaliDigits(String(value));

export const refineBn: RefineMessages = {
  heading: "লেখা ঘষামাজা",
  intro: "প্রতিটি বদল নতুন ভার্সন হিসেবে সেভ হয়; ভার্সনের তালিকায় সবগুলো থেকে যায়।",
  actionsLabel: "এক ক্লিকে বদল",
  actions: {
    shorter: "ছোট করুন",
    longer: "বড় করুন",
    casual: "আরও ঘরোয়া",
    formal: "আরও আনুষ্ঠানিক",
    "add-emojis": "ইমোজি দিন",
    "no-emojis": "ইমোজি বাদ দিন",
  },
  translateTo: {
    en: "ইংরেজিতে অনুবাদ করুন",
    bn: "বাংলায় অনুবাদ করুন",
    banglish: "বাংলিশে অনুবাদ করুন",
  },
  modelLabel: "বদলের জন্য মডেল",
  instructionLabel: "আপনার নির্দেশনা",
  instructionHint: "যেমন: ঢাকায় ফ্রি ডেলিভারির কথা উল্লেখ করুন",
  instructionEmpty: "আগে একটা নির্দেশনা লিখুন।",
  apply: "প্রয়োগ করুন",
  costFree: "প্রতিটি বদল ফ্রি",
  cost: (credits, taka) => `প্রতিটি বদলে খরচ ${toBn(credits)} ক্রেডিট (${taka})`,
  freeLeft: (left, limit) => `আজ ${toBn(limit)}টির মধ্যে ${toBn(left)}টি ফ্রি জেনারেশন বাকি।`,
  freeUsedUp: (limit) =>
    `আজকের ${toBn(limit)}টি ফ্রি জেনারেশন শেষ। বাংলাদেশ সময় রাত ১২টায় আবার পাবেন।`,
  freeUnlimited: "আপনার প্ল্যানে ফ্রি মডেল যত খুশি ব্যবহার করা যায়।",
  balance: (balance) => `ব্যালান্স: ${toBn(balance)} ক্রেডিট।`,
  short: (balance) => `যথেষ্ট ক্রেডিট নেই: আপনার আছে ${toBn(balance)} ক্রেডিট।`,
  loading: "বদলের অপশনগুলো লোড হচ্ছে…",
  loadFailed: "বদলের অপশনগুলো লোড করা গেল না।",
  working: (action) => `কাজ চলছে: ${action}…`,
  saved: (number, action) => `ভার্সন ${toBn(number)} হিসেবে সেভ হয়েছে: ${action}।`,
  noModel: "এই মুহূর্তে বদলের জন্য কোনো এআই মডেল পাওয়া যাচ্ছে না।",
  versionNote: {
    translated: {
      en: "ইংরেজিতে অনুবাদ",
      bn: "বাংলায় অনুবাদ",
      banglish: "বাংলিশে অনুবাদ",
    },
    instruction: (instruction) => `আপনার নির্দেশনা: ${instruction}`,
  },
};
