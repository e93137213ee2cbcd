import { bengaliDigits, banglaHashtags, namesAudience, possessive } from "../../kit/bangla-kit.ts";
import {
  NATIVE_PLATFORM_CTAS,
  nativeAudienceCore,
  nativeEmojis,
  nativeOfferKind,
} from "../../kit/bangla-copy-kit.ts";
import { AUDIENCE, PRODUCT } from "../../kit/brief.ts";
import { detectPlatform, isFood, type OfferKind, type Platform } from "../../kit/copy-kit.ts";
import { choose } from "../../kit/random.ts";
import { blocks } from "../../kit/text-kit.ts";
import type { LanguageWriter } from "../../kit/tool-writer.ts";
import { NATIVE_TAG_COUNT, WORN } from "./ai-caption-generator.writer.ts";

/**
 * Captions written natively in Bangla, the way a Dhaka Facebook-shop page posts them: চলিত, আপনি
 * to the customer, an inbox or comment call to action, Bangla hashtags from the product's words.
 */

/**
 * `worn`: clothes, shoes, bags and the like (`WORN`), whose look and comfort the goods lines
 * praise; `food`: what people eat (`isFood`), which is tasted, not handled, and no gift parcel.
 */
type Slots = { product: string; audience: string; emoji: string; worn: boolean; food: boolean };

/** One angle, for the kinds of offer it suits: stock and parcels are for goods only. */
type Angle = {
  name: string;
  hook: (slots: Slots) => string;
  body: (slots: Slots) => string;
  kinds: readonly OfferKind[];
  /** The angle's name for food, where it differs. */
  foodName?: string;
  /** Left out for food (a gift parcel at the door is no lunch). */
  notFood?: true;
};

const ANGLES: readonly Angle[] = [
  {
    name: "নতুন এসেছে",
    hook: ({ product, emoji }) => `নতুন এসেছে: ${product} ${emoji}`,
    body: ({ audience, worn, food }) =>
      `${audience ? `${possessive(audience)} কথা ভেবেই বানানো। ` : ""}${worn ? "দেখতে সুন্দর, ব্যবহারে আরামদায়ক — প্রতিদিনের জন্য একদম পারফেক্ট।" : food ? "একবার খেলে বারবার খেতে ইচ্ছে করবে।" : "একবার নিলে বারবার নিতে ইচ্ছে করবে।"}`,
    kinds: ["goods"],
  },
  {
    name: "প্রশ্ন",
    hook: ({ audience, emoji, worn }) =>
      `${audience ? `${audience}, ` : ""}${worn ? "এমন কিছু খুঁজছিলেন যেটা স্টাইলিশও, আরামদায়কও?" : "মনের মতো কিছু খুঁজছিলেন?"} ${emoji}`,
    body: ({ product, worn, food }) =>
      `তাহলে ${product} আপনার জন্যই। ${worn ? "একবার ব্যবহার করলেই" : food ? "একবার খেলেই" : "হাতে পেলেই"} পার্থক্যটা বুঝবেন।`,
    kinds: ["goods"],
  },
  {
    name: "কেন আমরা",
    hook: ({ product, emoji }) => `কেন সবাই ${product} নিয়ে কথা বলছে? ${emoji}`,
    body: ({ audience, worn, food }) =>
      `কারণ ${food ? "স্বাদ আর মানের" : "মানের"} ব্যাপারে আমরা কোনো আপস করি না। ${worn ? `${audience ? `${possessive(audience)} রোজকার চলাফেরার` : "রোজকার ব্যবহারের"} কথা মাথায় রেখেই প্রতিটি জিনিস বাছাই করা।` : "প্রতিটি জিনিস যাচাই করে তবেই পেজে তুলি।"}`,
    kinds: ["goods"],
  },
  {
    name: "স্টক সীমিত",
    foodName: "পরিমাণ সীমিত",
    hook: ({ emoji, food }) => `${food ? "পরিমাণ সীমিত!" : "স্টক সীমিত!"} ${emoji}`,
    body: ({ product, food }) =>
      food
        ? `${product} সীমিত পরিমাণে তৈরি হয়, তাই আগেভাগে অর্ডার দিন।`
        : `${product} এখন পাওয়া যাচ্ছে, কিন্তু বেশিদিন থাকবে না। পছন্দ হলে দেরি করবেন না।`,
    kinds: ["goods"],
  },
  {
    name: "উপহার",
    hook: () => "প্রিয় মানুষটির জন্য উপহার খুঁজছেন? 🎁",
    body: ({ product }) => `${product} হতে পারে সেরা চয়েস। সুন্দর প্যাকেজিংয়ে পৌঁছে যাবে আপনার দরজায়।`,
    kinds: ["goods"],
    notFood: true,
  },
  // Software (an app, a tool, an online course): trying it and time saved, not stock or parcels.
  {
    name: "নতুন এসেছে",
    hook: ({ product, emoji }) => `নতুন এসেছে: ${product} ${emoji}`,
    body: ({ audience }) =>
      `${audience ? `${possessive(audience)} কথা ভেবেই বানানো। ` : ""}সহজে শুরু করুন, সময় বাঁচান — যেকোনো জায়গা থেকে, যখন খুশি।`,
    kinds: ["software"],
  },
  {
    name: "প্রশ্ন",
    hook: ({ audience, emoji }) =>
      `${audience ? `${audience}, ` : ""}কাজটা আরও সহজে করতে চান? ${emoji}`,
    body: ({ product }) => `তাহলে ${product} আপনার জন্যই। একবার ট্রাই করলেই পার্থক্যটা বুঝবেন।`,
    kinds: ["software"],
  },
  {
    name: "কেন আমরা",
    hook: ({ product, emoji }) => `কেন সবাই ${product} নিয়ে কথা বলছে? ${emoji}`,
    body: ({ audience }) =>
      `কারণ শুরু করা সহজ, আর কাজে লাগে প্রথম দিন থেকেই। ${audience ? `${possessive(audience)} কথা মাথায় রেখেই পুরোটা সাজানো।` : "আপনার কাজের কথা মাথায় রেখেই পুরোটা সাজানো।"}`,
    kinds: ["software"],
  },
  {
    name: "নিজেই দেখুন",
    hook: ({ emoji }) => `নিজেই ট্রাই করে দেখুন ${emoji}`,
    body: ({ product }) => `${product} কীভাবে কাজ করে, কয়েক মিনিটেই বুঝে যাবেন।`,
    kinds: ["software"],
  },
  {
    name: "ছোট পরিবর্তন",
    hook: ({ emoji }) => `ছোট পরিবর্তন, বড় পার্থক্য ${emoji}`,
    body: ({ product }) => `${possessive(product)} সাথে প্রতিদিন একটু একটু করে এগিয়ে যান।`,
    kinds: ["software"],
  },
  // A service people book (a parlour, a photographer, a tutor): bookings, not stock or parcels.
  {
    name: "বুকিং চলছে",
    hook: ({ product, emoji }) => `${possessive(product)} বুকিং চলছে ${emoji}`,
    body: ({ audience }) =>
      `${audience ? `${possessive(audience)} কথা ভেবেই সাজানো। ` : ""}কবে চান জানান, খালি আছে কি না আমরা দেখে জানাব।`,
    kinds: ["service"],
  },
  {
    name: "প্রশ্ন",
    hook: ({ audience, emoji }) =>
      `${audience ? `${audience}, ` : ""}ভরসা করার মতো কাউকে খুঁজছেন? ${emoji}`,
    body: ({ product }) => `তাহলে ${product} আপনার জন্যই। প্রতিটা খুঁটিনাটি আমরা যত্ন নিয়ে করি।`,
    kinds: ["service"],
  },
  {
    name: "আগে আর পরে",
    hook: ({ emoji }) => `আগে আর পরে ${emoji}`,
    body: ({ product, audience }) =>
      `${product} কী বদল আনে, সোয়াইপ করে দেখুন।${audience ? ` ${possessive(audience)} জন্য, যত্ন নিয়ে।` : ""}`,
    kinds: ["service"],
  },
  {
    name: "কেন আমরা",
    hook: ({ product, emoji }) => `কেন সবাই ${product} নিয়ে কথা বলছে? ${emoji}`,
    body: () =>
      "কারণ কাজের মানে আমরা কোনো আপস করি না। প্রতিটা ক্লায়েন্টকে আমরা সময় দিই, তাড়াহুড়ো ছাড়া।",
    kinds: ["service"],
  },
  {
    name: "সীমিত স্লট",
    hook: ({ emoji }) => `এই মাসের স্লট সীমিত! ${emoji}`,
    body: ({ product }) => `${product} বুক করতে চাইলে দেরি করবেন না। কবে চান জানিয়ে ইনবক্স করুন।`,
    kinds: ["service"],
  },
];

/** Goods: the Facebook-shop way (inbox, cash on delivery); the others use the kit's pools. */
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
  const typedAudience = brief.text(AUDIENCE, "");
  // The people, without a clause after them: sentences put a case ending on it.
  const audience = typedAudience && nativeAudienceCore(typedAudience);
  const platformName = brief.text(["platform", "platforms"], "Facebook");
  const platform = detectPlatform(platformName);
  const kind = nativeOfferKind(product);
  const pool = [
    ...banglaHashtags([product, audience].join(",")),
    ...{ goods: ["#অনলাইনশপ"], software: [], service: ["#বুকিং"] }[kind],
    "#বাংলাদেশ",
  ].filter((tag, index, all) => all.indexOf(tag) === index);
  const ctas = kind === "goods" ? CTAS[platform] : NATIVE_PLATFORM_CTAS.bn[platform][kind];
  const food = isFood(product);
  const emojis = nativeEmojis(kind, food);
  const angles = ANGLES.filter((angle) => angle.kinds.includes(kind) && !(food && angle.notFood));

  const captions = random.sample(angles, 3).map((angle, index) => {
    const slots = {
      product,
      audience,
      emoji: platform === "linkedin" ? "" : choose(random, emojis),
      worn: WORN.test(product.normalize("NFC")),
      food,
    };
    const tags = [
      ...pool.slice(0, 2),
      ...random.sample(pool.slice(2), NATIVE_TAG_COUNT[platform] - 2),
    ];
    return blocks(
      `### ক্যাপশন ${bengaliDigits(String(index + 1))} — ${(food && angle.foodName) || angle.name}`,
      angle.hook(slots).trim(),
      // A body that says who the product is for, after a product name that already says it,
      // reads "for Dhaka's youth … made with Dhaka's youth in mind": it says it the plain way.
      platform === "x"
        ? undefined
        : angle.body(namesAudience(product, audience) ? { ...slots, audience: "" } : slots),
      choose(random, ctas),
      tags.join(" "),
    );
  });

  return blocks(
    `## ${possessive(platformName)} জন্য ক্যাপশন`,
    typedAudience ? `**যাদের জন্য:** ${typedAudience}` : undefined,
    ...captions,
  );
};
