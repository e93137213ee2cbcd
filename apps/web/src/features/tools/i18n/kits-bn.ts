import { toBengaliDigits } from "@outsmart/contracts/format";
import type { KitsMessages } from "./kits-en";

const bn = (value: number) => toBengaliDigits(String(value));

/** Campaign kits in Bangla (docs/templates.md). */
export const kitsBn: KitsMessages = {
  sectionTitle: "ক্যাম্পেইন কিট",
  sectionLead:
    "একটা ব্রিফে কয়েকটা টুল একসাথে একটা কাজ হিসেবে চলে: প্রতিটা ধাপ আগের ধাপের লেখার ওপর দাঁড়ায়, আর পুরো কিটের দাম একটাই। কিট পেইড প্যাকের সাথে আসে।",
  paidBadge: "পেইড প্যাক",
  stepsLabel: (count: number) => `${bn(count)}টি ধাপ`,
  openKit: "কিটটি খুলুন",
  openKitNamed: (title: string) => `কিটটি খুলুন: ${title}`,
  backToTemplates: "সব টেমপ্লেট আর কিট",
  notFoundTitle: "ক্যাম্পেইন কিটটি পাওয়া যায়নি",
  notFoundText: "এই ঠিকানায় কোনো কিট নেই। টেমপ্লেটের পেজ থেকে একটা বেছে নিন।",
  steps: "ধাপগুলো",
  brief: "ব্রিফ",
  briefHint:
    "প্রোডাক্ট আর অফারগুলো উদাহরণ: নিজেরগুলো লিখে দিন। প্রতিটা ধাপ এই ব্রিফ পায়; পরের ধাপগুলো আগের ধাপের লেখার ওপরও কাজ করে।",
  briefLanguage: "ব্রিফ আর কপির ভাষা",
  fields: {
    product_name: "প্রোডাক্ট",
    target_audience: "অডিয়েন্স",
    offer: "অফার আর তথ্য",
    campaign_goal: "ক্যাম্পেইনের লক্ষ্য",
  },
  fieldRequired: "এটা পূরণ করুন।",
  quoteLoading: "দাম হিসাব করা হচ্ছে…",
  quote: (steps: number, perStep: string, total: string) =>
    `${bn(steps)}টি ধাপ × ${perStep} = পুরো কিট ${total}।`,
  quoteFree: (steps: number) => `${bn(steps)}টি ধাপ, এই মডেলে ফ্রি।`,
  credits: (credits: number, bdt: string) => `${bn(credits)} ক্রেডিট (${bdt})`,
  balance: (credits: number) => `ব্যালেন্স: ${bn(credits)} ক্রেডিট।`,
  notEnough: (credits: number) => `আপনার ব্যালেন্সে (${bn(credits)} ক্রেডিট) পুরো কিট হবে না।`,
  chargedNote: "প্রতিটা ধাপের টাকা কাটা হয় শুধু লেখা হলে; যে ধাপ ব্যর্থ হয়, তার কোনো খরচ নেই।",
  needsPack: "ক্যাম্পেইন কিট Starter Pack বা Pro Pack-এর সাথে আসে।",
  buyCredits: "ক্রেডিট কিনুন",
  run: "কিটটি চালান",
  running: "চলছে…",
  stop: "থামান",
  progress: (done: number, total: number) => `${bn(total)}টির মধ্যে ${bn(done)}টি ধাপ শেষ`,
  stepStatus: {
    waiting: "অপেক্ষায়",
    running: "লেখা হচ্ছে…",
    done: "শেষ",
    failed: "ব্যর্থ: কোনো টাকা কাটা হয়নি",
    skipped: "চালানো হয়নি: কোনো টাকা কাটা হয়নি",
  },
  stepAnnounce: (step: number, tool: string, status: string) =>
    `ধাপ ${bn(step)}, ${tool}: ${status}`,
  copy: "কপি",
  copyStep: (tool: string) => `কপি করুন: ${tool}`,
  copied: "কপি হয়েছে!",
  copiedText: "লেখাটা ক্লিপবোর্ডে কপি হয়েছে।",
  copyFailed: "কপি হয়নি",
  copyFailedText: "লেখাটা ক্লিপবোর্ডে কপি করা যায়নি।",
  charged: (credits: number) => `কাটা হয়েছে: ${bn(credits)} ক্রেডিট।`,
  outcome: {
    running: "চলছে",
    succeeded: "সবগুলো ধাপ লেখা হয়েছে।",
    partial: "মাঝপথে থেমে গেছে: শুধু যে ধাপগুলো লেখা হয়েছে, সেগুলোর টাকা কাটা হয়েছে।",
    failed: "কোনো ধাপ লেখা হয়নি; কোনো টাকা কাটা হয়নি।",
  },
  viewCampaign: "হিস্টোরিতে ক্যাম্পেইনটা দেখুন",
  campaignTitle: (kit: string) => `ক্যাম্পেইন: ${kit}`,
  campaignNotFoundTitle: "ক্যাম্পেইনটি পাওয়া যায়নি",
  campaignNotFoundText: "এই ক্যাম্পেইনটি আপনার হিস্টোরিতে নেই।",
  campaignLoadFailed: "ক্যাম্পেইনটি লোড করা যায়নি। আবার চেষ্টা করুন।",
  createdOn: (date: string) => `চালানো হয়েছে ${date}`,
  stepsWritten: (done: number, total: number) =>
    `${bn(total)}টির মধ্যে ${bn(done)}টি ধাপ লেখা হয়েছে`,
  toHistory: "হিস্টোরিতে ফিরুন",
  runAgain: "কিটটি আবার চালান",
};
