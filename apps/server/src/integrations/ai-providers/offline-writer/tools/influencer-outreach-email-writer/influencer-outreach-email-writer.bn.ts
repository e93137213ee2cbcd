import { possessive } from "../../kit/bangla-kit.ts";
import { banglaStop } from "../../kit/bangla-copy-kit.ts";
import {
  nativeInfluencerEmailWriter,
  type OutreachNativeSlots,
} from "./influencer-outreach-email-writer.native.ts";

/** "পরিবেশবান্ধব ফ্যাশন নিয়ে আপনার কনটেন্ট", or "আপনার কনটেন্ট" without a niche. */
const content = ({ niche }: OutreachNativeSlots) =>
  niche ? `${niche} নিয়ে আপনার কনটেন্ট` : "আপনার কনটেন্ট";

/**
 * A creator outreach email written natively in Bangla, as a Bangladeshi brand writes to a
 * creator: warm but formal (আপনি), the creator's work named first, the offer plainly, an easy
 * yes or no; the DM as it would go in Instagram or Messenger.
 */
export const influencerEmailBn = nativeInfluencerEmailWriter({
  language: "bn",
  defaultBrand: "আমাদের ব্র্যান্ড",
  defaultName: "[ক্রিয়েটরের নাম]",
  defaultOffer: "[আপনার প্রস্তাব লিখুন]",
  subjects: ({ brand, first, paid }) => [
    `${brand} × ${first}: একসাথে কাজের একটা আইডিয়া`,
    `${first}, আপনার কনটেন্টের জন্য একটা কোলাব আইডিয়া`,
    paid
      ? `${first}, ${possessive(brand)} সাথে একটা পেইড কোলাব?`
      : `${first}, ${brand} একবার ট্রাই করে দেখবেন?`,
  ],
  emailHeading: "## ইমেইল",
  subjectsLabel: "**সাবজেক্ট লাইনের অপশন:**",
  greeting: ({ name }) => `প্রিয় ${name},  \nশুভেচ্ছা নেবেন।`,
  openers: [
    (slots) =>
      `${content(slots)} অনেক দিন ধরেই দেখছি, বিশেষ করে [সম্প্রতি দেখা একটা পোস্ট, আর সেটার কী ভালো লেগেছে]।`,
    (slots) =>
      `${content(slots)} আমাদের নজর কেড়েছে, বিশেষ করে [সম্প্রতি দেখা একটা পোস্ট, আর কেন সেটা আলাদা লেগেছে]।`,
  ],
  introduction: ({ brand }) =>
    `আমি [আপনার নাম], ${brand} থেকে লিখছি। আপনার ফলোয়াররা ঠিক সেই মানুষগুলো, যাঁদের কথা ভেবে ${brand} বানানো, তাই আপনার সাথে কাজ করতে চাই।`,
  offerLine: (offer) => `আমাদের প্রস্তাব: ${banglaStop(offer)}`,
  brief:
    "মূল কথাগুলো নিয়ে একটা ছোট ব্রিফ পাঠাব; কনটেন্টটা যেন আপনার নিজের মতোই লাগে, সে জন্য আপনার আইডিয়া পেলে খুব খুশি হব।",
  asks: [
    "আপনি কি আগ্রহী? হ্যাঁ হলে শুধু রিপ্লাই দিন, বিস্তারিত পাঠিয়ে দেব।",
    "প্রস্তাবটা কেমন লাগল? ছোট্ট একটা রিপ্লাই দিলেই সব বিস্তারিত পাঠিয়ে দেব।",
  ],
  signOff: (brand) => `ধন্যবাদ,  \n[আপনার নাম]  \n${brand}`,
  followUpHeading: "## ফলো-আপ (৪–৫ দিন পর পাঠান)",
  nudges: [
    "আগের ইমেইলটা হয়তো ইনবক্সে চাপা পড়ে গেছে, তাই আবার লিখছি",
    "আগের ইমেইলটার ব্যাপারে একটু খোঁজ নিতে লিখছি",
    "ব্যস্ততার মাঝে হয়তো চোখ এড়িয়ে গেছে, তাই ছোট্ট করে মনে করিয়ে দিচ্ছি",
  ],
  followUp: ({ first, nudge, offer }) =>
    `হাই ${first}, ${nudge}। আপনার সাথে কাজ করার আগ্রহ এখনো আছে: ${banglaStop(offer)} এখন সময় না হলে একদম সমস্যা নেই; শুধু হ্যাঁ বা না জানালেই আমাদের পরিকল্পনা করতে সুবিধা হয়। ধন্যবাদ, [আপনার নাম]`,
  dmHeading: "## ছোট ডিএম",
  dmCloses: ["কোলাব করতে আগ্রহী? বিস্তারিত পাঠাতে পারি।", "রাজি থাকলে জানাবেন, বিস্তারিত পাঠিয়ে দেব।"],
  dm: (slots) =>
    `হাই ${slots.first}! আমি [আপনার নাম], ${slots.brand} থেকে। ${content(slots)} আমাদের খুব ভালো লাগে, তাই একটা প্রস্তাব দিতে চাই: ${banglaStop(slots.offer)} ${slots.close}`,
});
