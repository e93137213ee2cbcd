import { toBengaliDigits } from "@outsmart/contracts/format";
import { WORDS_PER_MINUTE_SAVED } from "@outsmart/contracts/time-saved";
import type { AppMessages } from "./app-en";
import { plural } from "./plural";

const digits = (value: number | string) => toBengaliDigits(String(value));

/** The signed-in shell and the dashboard home in Bangla (চলিত; tool names as people say them). */
export const appBn: AppMessages = {
  language: "bn",
  languageLabel: "ভাষা",
  openNavigation: "নেভিগেশন মেনু খুলুন",
  pleaseSignIn: "ড্যাশবোর্ডে ঢুকতে লগ ইন করুন।",
  checkingSession: "আপনার সেশন যাচাই হচ্ছে",
  loadingPlan: "আপনার প্ল্যান আর ক্রেডিট লোড হচ্ছে",
  // Bangla counts take no plural ending ("১ ক্রেডিট", "৫ ক্রেডিট"); CLDR's "one" covers 0 and 1 only.
  credits: (count) => plural("bn", count, { other: " ক্রেডিট" }),
  planLabels: { free: "ফ্রি প্ল্যান", starter: "Starter Pack", pro: "Pro Pack" },
  dashboardNav: "ড্যাশবোর্ড মেনু",
  dashboard: "ড্যাশবোর্ড",
  brandKits: "ব্র্যান্ড কিট",
  templates: "টেমপ্লেট",
  comingSoon: "শিগগিরই আসছে",
  categories: {
    content: "কনটেন্ট ও কপিরাইটিং",
    creative: "ক্রিয়েটিভ টুল",
    strategy: "মার্কেটিং স্ট্র্যাটেজি",
    email: "ইমেইল ও আউটরিচ",
    advanced: "অ্যাডভান্সড টুল",
    ai: "এআই টুল",
  },
  accountMenu: (name, initials) => `${name}-এর অ্যাকাউন্ট মেনু, ${initials}`,
  profile: "প্রোফাইল",
  myHistory: "আমার হিস্টোরি",
  operatorConsole: "অপারেটর কনসোল",
  signOut: "সাইন আউট",
  welcome: (name) => `আবার স্বাগতম, ${name}!`,
  welcomeLead: "Outsmart দিয়ে এ পর্যন্ত যা বানিয়েছেন, এক নজরে।",
  currentPlan: "বর্তমান প্ল্যান",
  statsHeading: "আপনার পরিসংখ্যান",
  quickActions: "এক ক্লিকে শুরু",
  quickActionTexts: [
    {
      title: "AI Caption Generator",
      description: "আপনার প্রোডাক্ট আর অডিয়েন্সের জন্য সোশ্যাল মিডিয়া ক্যাপশন।",
    },
    {
      title: "Blog Content Generator",
      description: "হেডিং আর কল টু অ্যাকশনসহ গোছানো ব্লগ পোস্ট।",
    },
    { title: "ক্যাম্পেইন আইডিয়া", description: "চ্যানেল আর হুকসহ ক্যাম্পেইনের আইডিয়া।" },
    {
      title: "ক্রিয়েটিভ টুল",
      description: "Logo Name Generator: ব্র্যান্ড আর লোগোর নামের আইডিয়া, প্রতিটার পেছনের যুক্তিসহ।",
    },
  ],
  recentActivity: "সাম্প্রতিক কাজ",
  upgradeTitle: "প্ল্যান আপগ্রেড করবেন?",
  upgradeFree: (starter, pro) => `${starter} নিলে খুলে যাবে প্রিমিয়াম মডেল, ${pro} নিলে সব মডেল।`,
  upgradeStarter: (pro) => `${pro} নিলে পাবেন টপ-টিয়ার আর কাস্টম মডেল।`,
  viewPricing: "প্যাক আর দাম দেখুন",
  toolsUsed: "ব্যবহার করা টুল",
  contentGenerated: "তৈরি কনটেন্ট",
  timeSaved: "বাঁচানো সময়",
  successRate: "সফলতার হার",
  hours: (hours) => `${digits(hours)} ঘণ্টা`,
  howWorkedOut: (label) => `${label} কীভাবে হিসাব হয়`,
  timeSavedExplanation: `সফল জেনারেশনগুলোর মোট শব্দ ÷ মিনিটে ${digits(WORDS_PER_MINUTE_SAVED)} শব্দ (নিজে লিখলে যত সময় লাগত), ঘণ্টায়, এক দশমিক পর্যন্ত।`,
  successRateExplanation:
    "সফল জেনারেশন ÷ যেগুলো সফল বা ব্যর্থ হয়েছে (যেগুলো আপনি থামিয়েছেন সেগুলো বাদ) × ১০০, পূর্ণসংখ্যায়। প্রথম জেনারেশনের আগে ১০০%।",
  statsError: "আপনার পরিসংখ্যান লোড করা যায়নি। পেজটা রিফ্রেশ করে আবার চেষ্টা করুন।",
  loadingActivity: "সাম্প্রতিক কাজ লোড হচ্ছে",
  activityError: "আপনার সাম্প্রতিক কাজ লোড করা যায়নি।",
  noActivity: "এখনো কিছু বানাননি, শুরু করে দিন!",
  tryCaptions: "Caption Generator চালিয়ে দেখুন",
  view: "দেখুন",
  viewInHistory: (tool) => `${tool} হিস্টোরিতে দেখুন`,
};
