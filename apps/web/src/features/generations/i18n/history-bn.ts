import { toBengaliDigits } from "@outsmart/contracts/format";
import { formatClock } from "~/lib/dates";
import { banglaErrorMessage } from "~/lib/i18n/api-errors-bn";
import { formatLongDate } from "~/lib/i18n/format";
import { toolNamesBn } from "~/lib/i18n/tool-names-bn";
import type { HistoryMessages } from "./history-en";

const digits = (value: number | string) => toBengaliDigits(String(value));

export const historyBn: HistoryMessages = {
  day: (date) => formatLongDate(new Date(date), "bn"),
  clock: (date) => toBengaliDigits(formatClock(date)),
  toolName: (slug, english) => toolNamesBn[slug]?.[0] ?? english,
  number: digits,

  title: "জেনারেশন হিস্ট্রি",
  lead: "আপনার তৈরি করা সবকিছু, নতুনগুলো আগে।",
  refresh: "রিফ্রেশ",
  statistics: "হিস্ট্রির পরিসংখ্যান",
  totalGenerations: "মোট জেনারেশন",
  thisMonth: "এই মাসে",
  averageDaily: "দিনে গড়ে",
  averageDailyExplanation:
    "এই মাসের সফল জেনারেশন ÷ মাসের এ পর্যন্ত যত দিন গেছে (বাংলাদেশ সময়), এক দশমিক পর্যন্ত।",
  favoriteTool: "প্রিয় টুল",
  noneYet: "এখনো নেই",
  statsError: "আপনার পরিসংখ্যান লোড করা যায়নি। রিফ্রেশ করে আবার চেষ্টা করুন।",

  filters: "আপনার হিস্ট্রি ফিল্টার করুন",
  tool: "টুল",
  allTools: "সব টুল",
  moreTools: "আরও টুল",
  outputLanguage: "কপির ভাষা",
  allLanguages: "সব ভাষা",
  brandKit: "ব্র্যান্ড কিট",
  allBrandKits: "সব ব্র্যান্ড কিট",
  favourites: "পছন্দের",
  allGenerations: "সব জেনারেশন",
  favouritesOnly: "শুধু পছন্দেরগুলো",
  search: "লেখার ভেতরে খুঁজুন",
  searchPlaceholder: "তৈরি করা কনটেন্টের কোনো শব্দ",

  error: "সমস্যা হয়েছে",
  loadFailed: "আপনার জেনারেশন হিস্ট্রি লোড করা যায়নি।",
  unexpected: "হিস্ট্রি লোড করার সময় একটা অপ্রত্যাশিত সমস্যা হয়েছে।",
  loadingHistory: "আপনার হিস্ট্রি লোড হচ্ছে",
  tryAgain: "আবার চেষ্টা করুন",
  emptyTitle: "এখনো কোনো জেনারেশন নেই",
  emptyText: "আপনি যা তৈরি করবেন সব এখানে থাকবে, আবার দেখা আর কপি করার জন্য তৈরি।",
  firstContent: "প্রথম কনটেন্ট তৈরি করুন",
  backToDashboard: "ড্যাশবোর্ডে ফিরে যান",
  noMatch: "এই ফিল্টারে কোনো জেনারেশন মেলেনি।",
  clearFilters: "ফিল্টার মুছুন",
  loading: "লোড হচ্ছে…",
  loadMore: "আরও দেখুন",
  matching: "মিলে যাওয়া জেনারেশন",
  yours: "আপনার জেনারেশন",
  shown: (count) => `${digits(count)}টা দেখানো হচ্ছে`,
  copied: "কপি হয়েছে!",
  copiedText: "কনটেন্ট ক্লিপবোর্ডে কপি হয়েছে।",
  copyFailed: "কপি হয়নি",
  copyFailedText: "কনটেন্ট ক্লিপবোর্ডে কপি করা যায়নি।",
  deleted: "জেনারেশনটা ডিলিট হয়েছে",
  deletedText: "এটা আর আপনার হিস্ট্রি বা পরিসংখ্যানে দেখাবে না।",
  deleteFailed: "ডিলিট করা যায়নি",
  deleteFailedText: (error) => banglaErrorMessage(error, "একটু পরে আবার চেষ্টা করুন।"),
  brandKitPrefix: "ব্র্যান্ড কিট: ",
  campaign: "ক্যাম্পেইন",
  mediaOutput: {
    text: "টেক্সট আউটপুট",
    image: "ছবির আউটপুট",
    audio: "অডিও আউটপুট",
    video: "ভিডিও আউটপুট",
    "3d": "3D মডেল আউটপুট",
  },
  star: (tool, when) => `${when}-এর ${tool} পছন্দের তালিকায় রাখুন`,
  reuse: (tool, when) => `${when}-এর ${tool} আবার ব্যবহার করুন`,
  view: (tool, when) => `${when}-এর ${tool} দেখুন`,
  copy: (tool, when) => `${when}-এর ${tool} কপি করুন`,
  deleteOne: (tool, when) => `${when}-এর ${tool} ডিলিট করুন`,
};
