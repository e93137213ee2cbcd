import { bengaliDigits, banglaHashtags, namesAudience, possessive } from "../../kit/bangla-kit.ts";
import { AUDIENCE, PRODUCT } from "../../kit/brief.ts";
import { detectPlatform, type Platform } from "../../kit/copy-kit.ts";
import { choose } from "../../kit/random.ts";
import { blocks } from "../../kit/text-kit.ts";
import type { LanguageWriter } from "../../kit/tool-writer.ts";
import { NATIVE_EMOJIS, NATIVE_TAG_COUNT } from "./ai-caption-generator.writer.ts";

/**
 * Captions written natively in Bangla, the way a Dhaka Facebook-shop page posts them: চলিত, আপনি
 * to the customer, an inbox or comment call to action, Bangla hashtags from the product's words.
 */

type Slots = { product: string; audience: string; emoji: string };

const ANGLES: readonly {
  name: string;
  hook: (slots: Slots) => string;
  body: (slots: Slots) => string;
}[] = [
  {
    name: "নতুন এসেছে",
    hook: ({ product, emoji }) => `নতুন এসেছে: ${product} ${emoji}`,
    body: ({ audience }) =>
      `${audience ? `${possessive(audience)} কথা ভেবেই বানানো। ` : ""}দেখতে সুন্দর, ব্যবহারে আরামদায়ক — প্রতিদিনের জন্য একদম পারফেক্ট।`,
  },
  {
    name: "প্রশ্ন",
    hook: ({ audience, emoji }) =>
      `${audience ? `${audience}, ` : ""}এমন কিছু খুঁজছিলেন যেটা স্টাইলিশও, আরামদায়কও? ${emoji}`,
    body: ({ product }) => `তাহলে ${product} আপনার জন্যই। একবার ব্যবহার করলেই পার্থক্যটা বুঝবেন।`,
  },
  {
    name: "কেন আমরা",
    hook: ({ product, emoji }) => `কেন সবাই ${product} নিয়ে কথা বলছে? ${emoji}`,
    body: ({ audience }) =>
      `কারণ মানের ব্যাপারে আমরা কোনো আপস করি না। ${audience ? `${possessive(audience)} রোজকার চলাফেরার` : "রোজকার ব্যবহারের"} কথা মাথায় রেখেই প্রতিটি জিনিস বাছাই করা।`,
  },
  {
    name: "স্টক সীমিত",
    hook: ({ emoji }) => `স্টক সীমিত! ${emoji}`,
    body: ({ product }) =>
      `${product} এখন পাওয়া যাচ্ছে, কিন্তু বেশিদিন থাকবে না। পছন্দ হলে দেরি করবেন না।`,
  },
  {
    name: "উপহার",
    hook: () => "প্রিয় মানুষটির জন্য উপহার খুঁজছেন? 🎁",
    body: ({ product }) => `${product} হতে পারে সেরা চয়েস। সুন্দর প্যাকেজিংয়ে পৌঁছে যাবে আপনার দরজায়।`,
  },
];

const CTAS: Readonly<Record<Platform, readonly string[]>> = {
  facebook: [
    "অর্ডার করতে পেজে ইনবক্স করুন 📩",
    'দাম জানতে কমেন্টে "দাম" লিখুন, আমরা ইনবক্সে জানিয়ে দেব।',
    "ক্যাশ অন ডেলিভারিতে অর্ডার করতে ইনবক্স করুন।",
  ],
  instagram: ["অর্ডার করতে প্রোফাইলের লিংকে ক্লিক করুন 🔗", "অর্ডার করতে ডিএম করুন 📩"],
  tiktok: ["অর্ডার করতে বায়োর লিংকে যান।", "এমন আরও ভিডিও দেখতে ফলো করুন!"],
  linkedin: ["বিস্তারিত জানতে আমাদের সাথে যোগাযোগ করুন।"],
  x: ["আজই অর্ডার করুন।"],
  youtube: ["অর্ডারের লিংক ডেসক্রিপশনে দেওয়া আছে।"],
  other: ["আজই অর্ডার করুন।", "বিস্তারিত জানতে ইনবক্স করুন।"],
};

export const captionBn: LanguageWriter = (brief, random) => {
  const product = brief.text(PRODUCT, "আমাদের নতুন কালেকশন");
  const audience = brief.text(AUDIENCE, "");
  const platformName = brief.text(["platform", "platforms"], "Facebook");
  const platform = detectPlatform(platformName);
  const pool = [...banglaHashtags([product, audience].join(",")), "#অনলাইনশপ", "#বাংলাদেশ"].filter(
    (tag, index, all) => all.indexOf(tag) === index,
  );

  const captions = random.sample(ANGLES, 3).map((angle, index) => {
    const slots = {
      product,
      audience,
      emoji: platform === "linkedin" ? "" : choose(random, NATIVE_EMOJIS),
    };
    const tags = [
      ...pool.slice(0, 2),
      ...random.sample(pool.slice(2), NATIVE_TAG_COUNT[platform] - 2),
    ];
    return blocks(
      `### ক্যাপশন ${bengaliDigits(String(index + 1))} — ${angle.name}`,
      angle.hook(slots).trim(),
      // A body that says who the product is for, after a product name that already says it,
      // reads "for Dhaka's youth … made with Dhaka's youth in mind": it says it the plain way.
      platform === "x"
        ? undefined
        : angle.body(namesAudience(product, audience) ? { ...slots, audience: "" } : slots),
      choose(random, CTAS[platform]),
      tags.join(" "),
    );
  });

  return blocks(
    `## ${possessive(platformName)} জন্য ক্যাপশন`,
    audience ? `**যাদের জন্য:** ${audience}` : undefined,
    ...captions,
  );
};
