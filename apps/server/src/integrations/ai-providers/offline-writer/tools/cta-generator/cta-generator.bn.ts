import { bengaliDigits, possessive } from "../../kit/bangla-kit.ts";
import { AUDIENCE, PRODUCT } from "../../kit/brief.ts";
import { blocks, charCount, numbered } from "../../kit/text-kit.ts";
import type { LanguageWriter } from "../../kit/tool-writer.ts";

/** Calls to action written natively in Bangla: buttons, ad lines, post endings, soft asks. */

const BUTTON_MAX = 25;

export const ctasBn: LanguageWriter = (brief, random) => {
  const product = brief.text(PRODUCT, "আমাদের পণ্য");
  const audience = brief.text(AUDIENCE, "");
  const action = brief.text(["desired_action", "cta_goal"], "অর্ডার করুন").replace(/[।!.]+$/u, "");
  const buttons = [
    action,
    "এখনই অর্ডার করুন",
    "অর্ডার করুন",
    "দাম জানুন",
    "ইনবক্স করুন",
    "কার্টে যোগ করুন",
    "বিস্তারিত দেখুন",
  ].filter((line, index, all) => charCount(line) <= BUTTON_MAX && all.indexOf(line) === index);
  const ads = [
    `${product} পছন্দ হয়েছে? ${action}।`,
    `${audience ? `${audience}, ` : ""}আর দেরি নয় — ${action}।`,
    `স্টক শেষ হওয়ার আগেই ${action}।`,
    `${product} সম্পর্কে জানতে চান? পেজে মেসেজ দিন, আমরা উত্তর দেব।`,
  ];
  const posts = random.shuffle([
    "অর্ডার করতে পেজে ইনবক্স করুন 📩",
    'দাম জানতে কমেন্টে "দাম" লিখুন, আমরা ইনবক্সে জানিয়ে দেব।',
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
    numbered([`${possessive(product)} বিস্তারিত দেখুন`, "আমাদের প্রশ্ন করুন", "ক্রেতাদের রিভিউ পড়ুন"]),
  );
};
