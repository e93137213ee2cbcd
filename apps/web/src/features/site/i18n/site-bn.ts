import { formatBdt } from "@outsmart/contracts/format";
import type { SiteMessages } from "./site-en";

const lead =
  "ক্যাম্পেইন প্ল্যান থেকে অ্যাড, ক্যাপশন, ইমেইল আর রিপোর্ট, সব লিখে দেয় Outsmart-এর এআই, আপনার প্ল্যাটফর্মের মাপে।";

/** The public site's shared strings in Bangla (চলিত; product and platform names as people say them). */
export const siteBn: SiteMessages = {
  language: "bn",
  taka: (amount) => formatBdt(amount, "bn"),
  metaTitle: "Outsmart · এআই দিয়ে মার্কেটিং কনটেন্ট",
  // The hero's lead says it best; one copy of the text on the page's first load.
  metaDescription: lead,
  navFeatures: "ফিচার",
  navUseCases: "কাদের জন্য",
  navPricing: "দাম",
  navFaq: "প্রশ্নোত্তর",
  navMain: "মেনু",
  navMobile: "মোবাইল মেনু",
  navLanguage: "ভাষা",
  login: "লগ ইন",
  startFree: "ফ্রিতে শুরু করুন",
  dashboard: "ড্যাশবোর্ড",
  openMenu: "মেনু খুলুন",
  closeMenu: "মেনু বন্ধ করুন",
  heroEyebrow: "বুদ্ধি খাটান, খাটুনি কমান",
  heroTitle: "শুধু অ্যাড চালালেই হবে না। প্রতিযোগীদের ছাড়িয়ে যান।",
  heroLead: lead,
  startWinning: "এখনই শুরু করুন",
  seePricing: "দাম দেখুন",
  samplePromptLabel: "নমুনা প্রম্পট",
  samplePrompt:
    "পরিবেশবান্ধব স্নিকার্সের লঞ্চ ক্যাম্পেইন প্ল্যান করো: অডিয়েন্স, অ্যাড কপি, A/B ভার্সন আর Facebook-Instagram-এ বাজেট ভাগ।",
  promptOutputsLabel: "এর জন্য Outsmart যা লিখে দেয়",
  promptOutputs: ["টার্গেট অডিয়েন্স", "অ্যাড কপি", "A/B ভার্সন", "বাজেট ভাগ"],
  platformsTitle: "যে প্ল্যাটফর্মে মার্কেটিং, কপি তার মাপে",
  platformEmail: "ইমেইল",
  roiLabel: "আপনার মাসিক অ্যাড খরচ",
  roiSpend: "মাসিক অ্যাড খরচ",
  roiSavings: "মাসে আনুমানিক সাশ্রয়",
};
