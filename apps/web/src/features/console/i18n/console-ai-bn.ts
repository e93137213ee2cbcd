import { toBengaliDigits } from "@outsmart/contracts/format";
import type { ConsoleAiMessages } from "./console-ai-en";

const n = (value: number) => toBengaliDigits(String(value));

/** The console's AI providers and models in Bangla (docs/ai-models.md "From the console"). */
export const consoleAiBn: ConsoleAiMessages = {
  nav: "AI মডেল",
  title: "AI প্রোভাইডার ও মডেল",
  lead: "প্রোভাইডারের কি যোগ করুন, পরীক্ষা করুন, আর ঠিক করুন কোন মডেল কোন টিয়ারে কত দামে কাস্টমাররা পাবেন। পরিবর্তন এক সেকেন্ডের মধ্যে সব সার্ভারে পৌঁছায়।",
  loading: "প্রোভাইডার আর মডেল লোড হচ্ছে",
  providersHeading: "প্রোভাইডার",
  providersLead:
    "কি সেভ করার আগে এনক্রিপ্ট করা হয়, পরে আর দেখানো হয় না, শুধু শেষ চারটি অক্ষর। এখানে সেভ করা সেটিং সার্ভারের এনভায়রনমেন্টের চেয়ে অগ্রাধিকার পায়।",
  source: {
    console: "এখানে সেভ করা",
    environment: "এনভায়রনমেন্ট থেকে",
    none: "কনফিগার করা নেই",
  },
  savedBy: (who, when) => `সেভ করেছেন ${who}, ${when}`,
  secretHint: (current) =>
    current ? `সেভ করা আছে: ${current}। আগেরটা রাখতে ফাঁকা রাখুন।` : "কিছু সেভ করা নেই।",
  urlHint: "প্রোভাইডারের স্বাভাবিক ঠিকানার জন্য ফাঁকা রাখুন।",
  save: "সেভ করুন",
  saving: "সেভ হচ্ছে...",
  saved: (name) => `${name} সেভ হয়েছে। এর মডেলগুলো এখনই আবার যাচাই হচ্ছে।`,
  test: "কানেকশন পরীক্ষা করুন",
  testing: "পরীক্ষা হচ্ছে...",
  testModel: "যে মডেলকে জিজ্ঞেস করবেন (ঐচ্ছিক)",
  testModelHint:
    "ফাঁকা রাখলে প্রোভাইডারের মডেলের তালিকা আসবে। মডেলের id দিলে তাকে এক শব্দে উত্তর দিতে বলা হবে।",
  connected: (ms) => `${n(ms)} মি.সে.-এ কানেক্ট হয়েছে।`,
  failed: (ms) => `${n(ms)} মি.সে. পরে ব্যর্থ হয়েছে।`,
  offeredModels: "যে মডেলগুলো দেয়",
  addAsModel: (id) => `${id} মডেল হিসেবে যোগ করুন`,
  remove: "কনসোল থেকে সরান",
  removeTitle: (name) => `${name}-এর সেটিং সরাবেন?`,
  removeBody:
    "এখানে সেভ করা কি আর ঠিকানা মুছে যাবে। সার্ভারের এনভায়রনমেন্টে এই প্রোভাইডার কনফিগার করা থাকলে সেটাই আবার ব্যবহার হবে; না থাকলে এর মডেলগুলো আর পাওয়া যাবে না।",
  removeConfirm: "সরান",
  removed: (name) => `${name} কনসোল থেকে সরানো হয়েছে।`,
  cancel: "বাতিল",
  modelsHeading: "মডেল",
  modelsLead:
    "ফ্রি মডেল সব প্ল্যানে, প্রিমিয়াম মডেল স্টার্টার প্যাক থেকে, এন্টারপ্রাইজ মডেল প্রো প্যাকে। কোনো টিয়ারে উত্তর দিতে পারে এমন মডেল থাকলে তবেই সেই প্যাক বিক্রি হয়।",
  columns: {
    model: "মডেল",
    tier: "টিয়ার",
    credits: "প্রতি জেনারেশনে ক্রেডিট",
    cap: "আউটপুটের সীমা (টোকেন)",
    offered: "কাস্টমারদের দেওয়া হবে",
  },
  tiers: { free: "ফ্রি", premium: "প্রিমিয়াম", enterprise: "এন্টারপ্রাইজ" },
  available: "এখন উত্তর দিচ্ছে",
  unavailable: (reason) => `পাওয়া যাচ্ছে না: ${reason}`,
  off: "বন্ধ",
  custom: "এখানে যোগ করা",
  changedHere: "এখানে বদলানো",
  saveModel: "মডেল সেভ করুন",
  modelSaved: (name) => `${name} সেভ হয়েছে।`,
  reset: "কনসোলের পরিবর্তন বাদ দিন",
  resetCustom: "মডেলটি মুছে ফেলুন",
  modelReset: (name) => `${name} ইনস্টলের সময়ের অবস্থায় ফিরেছে।`,
  modelDeleted: (name) => `${name} মুছে ফেলা হয়েছে।`,
  addHeading: "মডেল যোগ করুন",
  addLead: "কনফিগার করা যেকোনো প্রোভাইডারের মডেল, যেমন OpenRouter বা Ollama-র কোনো মডেল।",
  id: "Id (হিস্ট্রিতে দেখা যায়)",
  idHint: "ছোট হাতের অক্ষর, সংখ্যা আর . : _ - যেমন llama-3.3-70b",
  name: "কাস্টমাররা যে নাম দেখবেন",
  provider: "প্রোভাইডার",
  providerModelId: "প্রোভাইডারের মডেল id",
  add: "মডেল যোগ করুন",
  added: (name) => `${name} যোগ হয়েছে।`,
};
