import { toBengaliDigits } from "@outsmart/contracts/format";
import { formatClock } from "~/lib/dates";
import { formatLongDate, formatNumber } from "~/lib/i18n/format";
import { toolNamesBn } from "~/lib/i18n/tool-names-bn";
import { banglaErrorMessage } from "~/lib/i18n/api-errors-bn";
import type { GenerationMessages } from "./generation-en";

const count = (value: number) => formatNumber(value, "bn");
const digits = (value: number) => toBengaliDigits(String(value));

export const generationBn: GenerationMessages = {
  error: (error, fallback) => banglaErrorMessage(error, fallback),
  day: (date) => formatLongDate(new Date(date), "bn"),
  clock: (date) => toBengaliDigits(formatClock(date)),

  result: "রেজাল্ট",
  writing: "আপনার কনটেন্ট লেখা হচ্ছে…",
  generatedWith: (model, credits) => `${model} দিয়ে তৈরি · ${credits}`,
  freeGeneration: "ফ্রি জেনারেশন",
  creditsUsed: (charged, balance) => `${count(charged)} ক্রেডিট খরচ · বাকি ${count(balance)}`,
  stopped: "থামানো হয়েছে। কিছু সেভ হয়নি, কোনো ক্রেডিটও কাটা হয়নি।",
  failed: "এই জেনারেশনটা হয়নি। কোনো ক্রেডিট কাটা হয়নি।",
  failedFallback: "AI টুলের রিকোয়েস্টটা প্রসেস করা যায়নি",
  stop: "থামান",
  copy: "কপি",
  copied: "কপি হয়েছে!",
  copiedText: "কনটেন্ট ক্লিপবোর্ডে কপি হয়েছে।",
  copyFailed: "কপি হয়নি",
  copyFailedText: "কনটেন্ট ক্লিপবোর্ডে কপি করা যায়নি।",
  copyPart: (copied, name) => `${copied ? "কপি হয়েছে" : "কপি করুন"}: ${name}`,
  download: "ডাউনলোড",
  regenerate: "আবার তৈরি করুন",
  openingEditor: "এডিটর খুলছে…",
  generating: "তৈরি হচ্ছে",
  startingModel: "মডেল চালু হচ্ছে…",
  edit: "এডিট",
  savedAs: (version) => `ভার্সন ${digits(version)} হিসেবে সেভ হয়েছে, আপনার এডিট করা।`,
  downloaded: "ডাউনলোড হয়েছে!",
  downloadFailed: "ডাউনলোড হয়নি",
  tryAgain: "আবার চেষ্টা করুন।",
  somethingWrong: "কিছু একটা গোলমাল হয়েছে। আবার চেষ্টা করুন।",
  savedFile: {
    text: "কনটেন্ট টেক্সট ফাইল হিসেবে সেভ হয়েছে।",
    image: "কনটেন্ট ছবির ফাইল হিসেবে সেভ হয়েছে।",
    audio: "কনটেন্ট অডিও ফাইল হিসেবে সেভ হয়েছে।",
    video: "কনটেন্ট ভিডিও ফাইল হিসেবে সেভ হয়েছে।",
    "3d": "কনটেন্ট 3D মডেল ফাইল হিসেবে সেভ হয়েছে।",
    txt: "কনটেন্ট টেক্সট ফাইল হিসেবে সেভ হয়েছে।",
    md: "কনটেন্ট Markdown ফাইল হিসেবে সেভ হয়েছে।",
    docx: "কনটেন্ট Word ফাইল হিসেবে সেভ হয়েছে।",
    pdf: "কনটেন্ট PDF ফাইল হিসেবে সেভ হয়েছে।",
  },
  preparing: "তৈরি হচ্ছে…",
  exportFormats: {
    txt: "সাধারণ টেক্সট (.txt)",
    md: "মার্কডাউন (.md)",
    docx: "ওয়ার্ড (.docx)",
    pdf: "পিডিএফ (.pdf)",
  },

  reuseFailed: "ওই জেনারেশনটা লোড করা যায়নি।",
  reuseStartsEmpty: "ফর্মটা খালি থেকে শুরু হচ্ছে।",
  reuseLoading: "আপনার আগের জেনারেশনটা লোড হচ্ছে…",
  reuseFilled: (when, title) =>
    `${when}-এর জেনারেশন থেকে পূরণ করা হয়েছে${title ? ` (“${title}”)` : ""}। যা খুশি বদলে আবার তৈরি করুন।`,
  reuseOtherTool: "ওই জেনারেশনটা অন্য টুলে বানানো, তাই কিছু পূরণ করা হয়নি।",
  reuseModel: (model) => `${model} এখন আপনার জন্য চালু নেই, তাই টুলের স্বাভাবিক মডেলটা বাছা হয়েছে।`,
  reuseKit: (kit) => `“${kit}” ব্র্যান্ড কিটটা বাছা গেল না, তাই আপনার আগের ব্র্যান্ড কিটটাই থাকল।`,

  editResult: "রেজাল্ট এডিট করুন",
  editHint:
    "Markdown চিহ্নসহ সাধারণ লেখা (## হেডিং, **বোল্ড**, - লিস্ট)। Ctrl+Enter বা ⌘+Enter চাপলে সেভ, Esc চাপলে বাতিল।",
  writeSomething: "সেভ করার আগে কিছু লিখুন।",
  saving: "সেভ হচ্ছে…",
  save: "সেভ",
  cancel: "বাতিল",
  version: "ভার্সন",
  versionsFailed: "ভার্সনগুলো লোড করা যায়নি।",
  versionOriginal: (number) => `ভার্সন ${digits(number)} (মূল)`,
  versionEdited: (number, when) => `ভার্সন ${digits(number)} (আপনার এডিট, ${when})`,
  versionChanged: (number, note, when) => `ভার্সন ${digits(number)} (${note}, ${when})`,

  toolName: (slug, english) => toolNamesBn[slug]?.[0] ?? english,
  generation: "জেনারেশন",
  generatedOn: (day, clock) => `${day}, ${clock}-এ তৈরি`,
  loadingGeneration: "জেনারেশনটা লোড হচ্ছে…",
  model: "মডেল",
  brandKit: "ব্র্যান্ড কিট",
  inputData: "ইনপুট ডেটা",
  generatedContent: "তৈরি করা কনটেন্ট",
  versionsOriginalOnly: "এডিট করা ভার্সনগুলো লোড করা যায়নি; এটা মূল লেখা।",
  copyContent: "কনটেন্ট কপি করুন",
  star: (tool, when) => `${when}-এর ${tool} পছন্দের তালিকায় রাখুন`,
  rename: "নাম বদলান",
  openInTool: "টুলে খুলুন",
  titleLabel: "শিরোনাম",
  saveTitle: "শিরোনাম সেভ করুন",
  titleHint: (max) => `সর্বোচ্চ ${digits(max)} অক্ষর। খালি রাখলে টুলের নাম দেখাবে।`,
  deleteTitle: "এই জেনারেশনটা ডিলিট করবেন?",
  deleteText: (tool) =>
    `${tool}-এর এই জেনারেশনটা আপনার হিস্ট্রি থেকে মুছে যাবে, পরিসংখ্যানেও আর গোনা হবে না। এটা আর ফেরানো যাবে না।`,
  delete: "ডিলিট",
  deleting: "ডিলিট হচ্ছে…",
};
