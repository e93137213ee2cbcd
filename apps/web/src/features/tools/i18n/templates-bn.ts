import { toBengaliDigits } from "@outsmart/contracts/format";
import type { TemplatesMessages } from "./templates-en";

/** The template library in Bangla (docs/templates.md). */
export const templatesBn: TemplatesMessages = {
  title: "ক্যাম্পেইন টেমপ্লেট",
  lead: "বাংলাদেশের বিক্রির মৌসুম আর রোজকার কাজের জন্য তৈরি ব্রিফ। একটি বেছে নিন, ব্রিফটা দেখে নিন, টুলটি সব পূরণ করা অবস্থায় খুলে যাবে।",
  occasionFilter: "যে টেমপ্লেট দেখাবে",
  allOccasions: "সব",
  occasions: {
    festivals: "উৎসব ও বিশেষ দিন",
    sales: "সেল ও মৌসুম",
    launches: "লঞ্চ ও রিস্টক",
    orders: "অর্ডার ও মার্কেটপ্লেস",
    growth: "পেজ বড় করা",
  },
  briefLanguage: "ব্রিফ আর কপির ভাষা",
  count: (shown: number) => `${toBengaliDigits(String(shown))}টি টেমপ্লেট`,
  opens: "খুলবে:",
  preview: "ব্রিফটা দেখুন",
  useTemplate: "এই টেমপ্লেট ব্যবহার করুন",
  useTemplateNamed: (title: string) => `এই টেমপ্লেট ব্যবহার করুন: ${title}`,
  brandKitHint:
    "ব্রিফের প্রোডাক্টগুলো উদাহরণ: টুলের পেজে নিজের প্রোডাক্ট লিখে দিন, অথবা সেখানে একটি ব্র্যান্ড কিট বেছে নিন, তাতে আপনার দাম, অফার আর টোন যোগ হবে।",
  filledFrom: (title: string) =>
    `“${title}” টেমপ্লেট থেকে পূরণ করা হয়েছে। প্রোডাক্ট আর তথ্যগুলো নিজের মতো বদলে নিন, তারপর জেনারেট করুন।`,
  notFound: "টেমপ্লেটটি পাওয়া যায়নি, তাই ফর্মটি খালি রাখা হলো।",
  otherTool: "এই টেমপ্লেটটি অন্য একটি টুলের জন্য, তাই কিছু পূরণ করা হয়নি।",
};
