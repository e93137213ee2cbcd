import { formatBdt } from "@outsmart/contracts/format";
import type { SiteMessages } from "./site-en";

/** The public site's shared strings in Bangla (চলিত; product and platform names as people say them). */
export const siteBn: SiteMessages = {
  language: "bn",
  taka: (amount) => formatBdt(amount, "bn"),
  metaTitle: "Outsmart · এআই দিয়ে মার্কেটিং কনটেন্ট · বুদ্ধি খাটান, খাটুনি কমান",
  metaDescription:
    "ক্যাপশন, অ্যাড, ইমেইল, ব্লগ আর ক্যাম্পেইন প্ল্যান লিখে দেয় Outsmart-এর এআই। শুরু ফ্রিতে, দরকারে bKash-এ টপ আপ।",
  navFeatures: "ফিচার",
  navUseCases: "কাদের জন্য",
  navPricing: "দাম",
  navFaq: "প্রশ্নোত্তর",
  navMain: "প্রধান মেনু",
  navMobile: "মোবাইল মেনু",
  navLanguage: "ভাষা",
  login: "লগ ইন",
  startFree: "ফ্রিতে শুরু করুন",
  dashboard: "ড্যাশবোর্ড",
  openMenu: "মেনু খুলুন",
  closeMenu: "মেনু বন্ধ করুন",
  heroEyebrow: "বুদ্ধি খাটান, খাটুনি কমান",
  heroTitle: "শুধু অ্যাড চালালেই হবে না। প্রতিযোগীদের ছাড়িয়ে যান।",
  heroLead:
    "Outsmart-এর এআই টুল ক্যাম্পেইন প্ল্যান করে, কপিও লিখে দেয়: অডিয়েন্স, অ্যাড, ক্যাপশন, ইমেইল আর রিপোর্ট, যে প্ল্যাটফর্মে বিক্রি করেন তার মাপে।",
  startWinning: "এখনই শুরু করুন",
  seePricing: "দাম দেখুন",
  samplePromptLabel: "নমুনা প্রম্পট",
  samplePrompt:
    "আমাদের পরিবেশবান্ধব স্নিকার্সের লঞ্চ ক্যাম্পেইন প্ল্যান করো, খরচ যেন উসুল হয়: অডিয়েন্স, অ্যাড কপি, A/B ভার্সন আর Facebook ও Instagram-এ বাজেট ভাগ।",
  promptOutputsLabel: "এর জন্য Outsmart যা লিখে দেয়",
  promptOutputs: ["টার্গেট অডিয়েন্স", "অ্যাড কপি", "A/B ভার্সন", "বাজেট ভাগ"],
  platformsTitle: "যেসব প্ল্যাটফর্মে মার্কেটিং করেন, কপি হবে ঠিক সেগুলোর মাপে",
  platforms: ["Google Ads", "Facebook", "Instagram", "TikTok", "LinkedIn", "YouTube", "ইমেইল"],
  roiLabel: "আপনার মাসিক অ্যাড খরচ",
  roiSpend: "মাসিক অ্যাড খরচ",
  roiSavings: "মাসে আনুমানিক সাশ্রয়",
};
