import { bengaliDigits, possessive } from "../../kit/bangla-kit.ts";
import { nativeOfferKind } from "../../kit/bangla-copy-kit.ts";
import { AUDIENCE, PRODUCT } from "../../kit/brief.ts";
import type { OfferKind } from "../../kit/copy-kit.ts";
import { blocks, charCount, numbered } from "../../kit/text-kit.ts";
import type { LanguageWriter } from "../../kit/tool-writer.ts";

/** Calls to action written natively in Bangla: buttons, ad lines, post endings, soft asks. */

const BUTTON_MAX = 25;

/** What each kind of offer asks for, in one language: the default action, buttons, an urgency line, post endings, the reviews to read. */
export type NativeCtaBook = Readonly<
  Record<
    OfferKind,
    {
      action: string;
      buttons: readonly string[];
      urgency: (action: string) => string;
      posts: readonly string[];
      reviews: string;
    }
  >
>;

/** What each kind of offer asks for: goods are ordered, software tried, a service booked. */
const BY_KIND: NativeCtaBook = {
  goods: {
    action: "অর্ডার করুন",
    buttons: [
      "এখনই অর্ডার করুন",
      "অর্ডার করুন",
      "দাম জানুন",
      "ইনবক্স করুন",
      "কার্টে যোগ করুন",
      "বিস্তারিত দেখুন",
    ],
    urgency: (action) => `স্টক শেষ হওয়ার আগেই ${action}।`,
    posts: ["অর্ডার করতে পেজে ইনবক্স করুন 📩", 'দাম জানতে কমেন্টে "দাম" লিখুন, আমরা ইনবক্সে জানিয়ে দেব।'],
    reviews: "ক্রেতাদের রিভিউ পড়ুন",
  },
  software: {
    action: "ট্রাই করে দেখুন",
    buttons: ["আজই ট্রাই করুন", "শুরু করুন", "ডেমো দেখুন", "সাইন আপ করুন", "বিস্তারিত দেখুন"],
    urgency: (action) => `শুরু করতে কয়েক মিনিটই যথেষ্ট — ${action}।`,
    posts: [
      "কীভাবে কাজ করে জানতে পেজে ইনবক্স করুন 📩",
      'ডেমো দেখতে কমেন্টে "ডেমো" লিখুন, আমরা ইনবক্সে লিংক পাঠিয়ে দেব।',
    ],
    reviews: "ব্যবহারকারীদের রিভিউ পড়ুন",
  },
  service: {
    action: "বুক করুন",
    buttons: ["এখনই বুক করুন", "বুকিং দিন", "খালি স্লট জানুন", "ইনবক্স করুন", "বিস্তারিত দেখুন"],
    urgency: (action) => `স্লট ফুরিয়ে যাওয়ার আগেই ${action}।`,
    posts: [
      "বুকিং দিতে পেজে ইনবক্স করুন 📩",
      'কবে খালি আছে জানতে কমেন্টে "বুকিং" লিখুন, আমরা ইনবক্সে জানিয়ে দেব।',
    ],
    reviews: "ক্লায়েন্টদের রিভিউ পড়ুন",
  },
};

export const ctasBn: LanguageWriter = (brief, random) => {
  const product = brief.text(PRODUCT, "আমাদের পণ্য");
  const audience = brief.text(AUDIENCE, "");
  const book = BY_KIND[nativeOfferKind(product)];
  const action = brief.text(["desired_action", "cta_goal"], book.action).replace(/[।!.]+$/u, "");
  const buttons = [action, ...book.buttons].filter(
    (line, index, all) => charCount(line) <= BUTTON_MAX && all.indexOf(line) === index,
  );
  const ads = [
    `${product} পছন্দ হয়েছে? ${action}।`,
    `${audience ? `${audience}, ` : ""}আর দেরি নয় — ${action}।`,
    book.urgency(action),
    `${product} সম্পর্কে জানতে চান? পেজে মেসেজ দিন, আমরা উত্তর দেব।`,
  ];
  const posts = random.shuffle([
    ...book.posts,
    "যার কাজে লাগবে, তাকে ট্যাগ করুন!",
    "পোস্টটি সেভ করে রাখুন, পরে কাজে লাগবে।",
  ]);
  return blocks(
    `## বাটনের লেখা (সর্বোচ্চ ${bengaliDigits(String(BUTTON_MAX))} অক্ষর)`,
    "ছোট আর কাজের কথা: বাটনে ক্রিয়াপদ দিয়ে শেষ করুন (করুন, দেখুন, জানুন)।",
    numbered(random.shuffle(buttons)),
    "## বিজ্ঞাপনের লাইন",
    numbered(random.shuffle(ads)),
    "## পোস্টের শেষে যা লিখবেন",
    numbered(posts),
    "## যারা এখনো ভাবছেন",
    numbered([`${possessive(product)} বিস্তারিত দেখুন`, "আমাদের প্রশ্ন করুন", book.reviews]),
  );
};
