import { AUDIENCE, PRODUCT } from "../../kit/brief.ts";
import {
  asOurs,
  benefitOf,
  detectPlatform,
  emojiFor,
  offerKind,
  type OfferKind,
  partsInSentences,
  type Platform,
  platformCta,
  productParts,
  type ProductParts,
  productWithoutAudience,
} from "../../kit/copy-kit.ts";
import { choose } from "../../kit/random.ts";
import {
  audienceCore,
  blocks,
  charCount,
  lowerFirst,
  trimToSentences,
  truncate,
} from "../../kit/text-kit.ts";
import { productHashtags } from "../../kit/hashtag-kit.en.ts";
import type { Writer } from "../../kit/tool-writer.ts";

/** Three social captions from different angles, each within its platform's limits. */

export type CaptionSlots = {
  product: string;
  parts: ProductParts;
  /** A benefit that follows from the product's own words, if any. */
  benefit: string | undefined;
  /** The audience as given, and its core ("young professionals in Dhaka"), for mid-sentence use. */
  audience: string;
  core: string;
  /** An emoji that fits, or "" where the platform does without (LinkedIn). */
  emoji: string;
  /** What is sold: goods fit into a day, software is tried, a service is asked for. */
  kind: OfferKind;
};

/** One caption angle: a hook (one picked at random) and the body under it. */
export type CaptionAngle = {
  name: string;
  hooks: readonly ((slots: CaptionSlots) => string)[];
  body: (slots: CaptionSlots) => string;
  /** What it suits, when not everything: "switching to" is for products, "before and after" for a service. */
  kinds?: readonly OfferKind[];
};

export type CaptionPhrases = {
  defaultProduct: string;
  defaultAudience: string;
  /** Three of those that suit what is sold are used, in random order. */
  angles: readonly CaptionAngle[];
  heading: (slots: { platform: string; product: string }) => string;
  captionHeading: (slots: { number: number; angle: string }) => string;
};

type CaptionRule = { hashtags: number; maxTotal?: number; maxBeforeTags?: number };

/** Per-platform caption limits: X counts hashtags in its 280; TikTok reads best under 150. */
const CAPTION_RULES: Readonly<Record<Platform, CaptionRule>> = {
  instagram: { hashtags: 5 },
  facebook: { hashtags: 3 },
  linkedin: { hashtags: 3 },
  tiktok: { hashtags: 4, maxBeforeTags: 150 },
  x: { hashtags: 2, maxTotal: 280 },
  youtube: { hashtags: 3 },
  other: { hashtags: 3 },
};

/** Instagram shows about this much of a caption before "more". */
const INSTAGRAM_HOOK_MAX = 125;

/** How many hashtags the Bangla and Banglish captions carry on each platform. */
export const NATIVE_TAG_COUNT: Readonly<Record<Platform, number>> = {
  instagram: 5,
  facebook: 3,
  linkedin: 3,
  tiktok: 4,
  x: 2,
  youtube: 3,
  other: 3,
};

/**
 * Goods people wear or carry (clothes, shoes, bags, watches, jewellery), named in Bangla, Banglish
 * or English: the Bangla and Banglish captions praise their look and comfort; other goods (a
 * homemade pickle, a cake, a lamp) get lines that suit anything sold.
 */
export const WORN = new RegExp(
  "জুতা|জুতো|স্নিকার্স|স্যান্ডেল|শাড়ি|পাঞ্জাবি|কুর্তি|থ্রি-?পিস|জামা|শার্ট|প্যান্ট|জিন্স|ব্যাগ|ঘড়ি|ওড়না|হিজাব|লেহেঙ্গা|গয়না|চুড়ি|পোশাক|ড্রেস|" +
    "\\b(?:sneakers?|shoes?|sandals?|sarees?|saris?|panjabi|kurti|three-?piece|dress(?:es)?|shirts?|t-?shirts?|jeans|bags?|watch(?:es)?|hijab|jewel\\w*|juta|jama)\\b",
  "iu",
);

export const writeCaption: Writer<CaptionPhrases> = ({ brief, random, phrases, kit }) => {
  const product = brief.text(PRODUCT, phrases.defaultProduct);
  const audience = brief.text(AUDIENCE, phrases.defaultAudience);
  const platform = detectPlatform(brief.text(["platform", "platforms"], "Instagram"));
  const rule = CAPTION_RULES[platform];
  const kind = offerKind(product);
  const core = lowerFirst(audienceCore(audience));
  // The captions name the audience themselves: "Meet eco sneakers, made for young runners in
  // Dhaka", not "Meet eco sneakers for young runners in Dhaka, made for young runners in Dhaka".
  const named = productWithoutAudience(product, core);
  const tagPool = productHashtags(named, audience, 10);
  const parts = productParts(named);
  const slots: Omit<CaptionSlots, "emoji"> = {
    product: asOurs(named),
    parts: partsInSentences(parts),
    benefit: benefitOf(product, kit.copy),
    audience: lowerFirst(audience),
    core,
    kind,
  };

  const angles = phrases.angles.filter((angle) => angle.kinds?.includes(kind) ?? true);
  const sections = random.sample(angles, 3).map((angle, index) => {
    const emoji = platform === "linkedin" ? "" : emojiFor(`${product} ${audience}`, random);
    const hook = choose(random, angle.hooks)({ ...slots, emoji }).trim();
    let body = angle.body({ ...slots, emoji });
    const cta = platformCta(kit.copy, platform, kind, random);
    const tags = [
      ...tagPool.slice(0, 2),
      ...random.sample(tagPool.slice(2), rule.hashtags - 2),
    ].join(" ");
    if (rule.maxTotal !== undefined) {
      // X: hook, body, CTA and hashtags share one 280-character budget.
      const fixed = charCount(`${hook}\n\n\n\n${cta}\n\n${tags}`);
      body = trimToSentences(body, Math.max(0, rule.maxTotal - fixed));
    }
    if (rule.maxBeforeTags !== undefined) {
      const fixed = charCount(`${hook}\n\n\n\n${cta}`);
      body = trimToSentences(body, Math.max(0, rule.maxBeforeTags - fixed));
    }
    const text =
      platform === "instagram"
        ? [truncate(hook, INSTAGRAM_HOOK_MAX), body, cta]
        : [hook, body, cta];
    return blocks(
      phrases.captionHeading({ number: index + 1, angle: angle.name }),
      ...text.filter(Boolean),
      tags,
    );
  });

  return blocks(
    phrases.heading({ platform: kit.copy.platformNames[platform], product }),
    ...sections,
  );
};
