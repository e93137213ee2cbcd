import type { Brief } from "./brief.ts";
import type { Random } from "./random.ts";
import {
  charCount,
  clean,
  extractKeywords,
  hashtags,
  isCommonWord,
  isWeakWord,
  joinNatural,
  lowerFirst,
  phraseCut,
  splitList,
  titleCase,
  truncate,
} from "./text-kit.ts";

/** One tool's writer: the inputs and a seeded random source in, Markdown out. */
export type Template = (brief: Brief, random: Random) => string;

export type ProductParts = {
  /** As the user wrote it. */
  full: string;
  /** A brand-like first word ("EcoStride") or the name cut to fit a headline. */
  short: string;
  /** What the thing is ("recycled running sneakers"), without the brand. */
  noun: string;
  /** The last word of the noun, for tight headlines ("sneakers"). */
  head: string;
};

/** Splits "EcoStride recycled running sneakers" into a brand-like name and what it is. */
export function productParts(product: string): ProductParts {
  const words = product.split(" ");
  const first = words[0] ?? product;
  const camelOrCaps = /\p{Lu}/u.test(first.slice(1)) && first.length > 1;
  const capitalisedName =
    /^\p{Lu}\p{Ll}/u.test(first) &&
    !isCommonWord(first) &&
    words.slice(1).some((word) => word === word.toLowerCase());
  const hasBrand = words.length > 1 && (camelOrCaps || capitalisedName);
  const noun = hasBrand ? words.slice(1).join(" ") : product;
  return {
    full: product,
    short: hasBrand ? first : truncate(product, 22),
    noun,
    head: noun.split(" ").at(-1) ?? noun,
  };
}

/** Hashtags from the product and audience words: brand, product type, then single keywords. */
export function productHashtags(product: string, extra: string, count: number): string[] {
  const parts = productParts(product);
  const tags = hashtags([
    parts.short,
    parts.noun.split(" ").slice(-2).join(""),
    ...extractKeywords(`${parts.noun} ${extra}`, 12).filter(
      (word) => !isWeakWord(word) && !isCommonWord(word),
    ),
  ]);
  return tags.slice(0, count);
}

/** Words that point to software rather than a physical product. */
export function isSoftware(text: string): boolean {
  return /\b(app|apps|software|saas|platform|tool|tools|crm|dashboard|plugin|api|ai|online course|course|subscription|service|agency|consult\w*)\b/iu.test(
    text,
  );
}

/**
 * Benefits that honestly follow from a feature's own words, written as lowercase fragments so they
 * read well after a colon or a dash and as a sentence of their own.
 */
const BENEFITS: readonly [RegExp, string][] = [
  [/recycl/iu, "a second life for used materials"],
  [/organic/iu, "grown without synthetic pesticides"],
  [/breathab|mesh/iu, "cool and comfortable in hot, humid weather"],
  [/lightweight|\blight\b/iu, "easy to carry and comfortable all day"],
  [/waterproof|water[- ]resistant/iu, "ready for rain and spills"],
  [/cushion/iu, "a softer feel with every step"],
  [/washable|machine wash/iu, "easy to keep fresh: wash and wear again"],
  [/hand ?made|handcrafted|hand-crafted/iu, "made by hand, so each piece has its own character"],
  [/cotton|linen/iu, "soft and breathable against the skin"],
  [/leather/iu, "more character the more you use it"],
  [/stainless/iu, "rust-resistant and easy to wipe clean"],
  [/rechargeable/iu, "no more disposable batteries"],
  [/wireless|bluetooth/iu, "no cables getting in the way"],
  [/portable|compact|foldable/iu, "small enough to take anywhere"],
  [/durable|sturdy|heavy[- ]duty/iu, "built to handle everyday wear"],
  [/adjustable/iu, "set up the way that suits you"],
  [/fast[- ]charg/iu, "less time charging, more time using it"],
  [/battery/iu, "keeps going when you need it"],
  [/eco|sustainab|biodegradable/iu, "a lower-impact choice you can feel good about"],
  [/non[- ]stick/iu, "food releases easily and cleanup is quick"],
  [/dashboard|analytics|report/iu, "see what is working at a glance"],
  [/automat/iu, "repetitive work, off your plate"],
  [/integrat/iu, "works with the tools you already use"],
  [/template/iu, "a ready structure instead of a blank page"],
  [/secure|encrypt/iu, "your data, kept protected"],
  [/cloud|anywhere/iu, "open it from anywhere"],
  [/mobile app|\bapp\b/iu, "manage everything from your phone"],
  [/support/iu, "help when you need it"],
  [/free (delivery|shipping)/iu, "delivered to your door at no extra cost"],
  [/cash on delivery|\bcod\b/iu, "pay when it arrives"],
  [/warranty/iu, "peace of mind after you buy"],
  [/gift/iu, "ready to give"],
  [/sizes?\b/iu, "find the fit that is right for you"],
  [/colou?rs?\b/iu, "pick the look that is yours"],
  [/spf|sunscreen/iu, "everyday protection from the sun"],
  [/moistur|hydrat/iu, "skin that feels hydrated"],
  [/vegan/iu, "made without animal ingredients"],
  [/cruelty[- ]free/iu, "not tested on animals"],
];

/** A benefit that honestly follows from a feature's own words, or undefined. */
export function benefitOf(feature: string): string | undefined {
  return BENEFITS.find(([pattern]) => pattern.test(feature))?.[1];
}

const EMOJI: readonly [RegExp, string][] = [
  [/shoe|sneaker|running|footwear/iu, "👟"],
  [/dress|fashion|saree|sari|panjabi|kurta|cloth|shirt|wear\b/iu, "👗"],
  [/skin|beauty|cream|serum|cosmetic|makeup/iu, "🧴"],
  [/coffee|\btea\b|cafe/iu, "☕"],
  [/food|biryani|rice|meal|restaurant|kitchen|cook|snack/iu, "🍛"],
  [/cake|bakery|dessert|sweet/iu, "🍰"],
  [/book|course|learn|study|class|tutor/iu, "📚"],
  [/eco|green|recycl|sustainab|organic|plant|jute/iu, "🌿"],
  [/fitness|gym|workout|yoga/iu, "💪"],
  [/home|decor|décor|furniture|interior/iu, "🏡"],
  [/phone|mobile|gadget|electronic/iu, "📱"],
  [/\bapp\b|software|saas|platform|crm|dashboard|\bai\b/iu, "💻"],
  [/travel|tour|trip|hotel/iu, "✈️"],
  [/baby|kid|child/iu, "🧸"],
  [/\bpets?\b|\bdogs?\b|\bcats?\b/iu, "🐾"],
  [/jewel|ring|gold|necklace/iu, "💍"],
  [/gift|eid|festival|celebrat/iu, "🎁"],
  [/flower|floral/iu, "💐"],
];

const GENERIC_EMOJI = ["✨", "👉", "🙌", "💡", "🎯", "🚀", "💬", "✅"] as const;

/** An emoji that fits the text when one does, otherwise a neutral one. */
export function emojiFor(text: string, random: Random): string {
  const fitting = EMOJI.filter(([pattern]) => pattern.test(text)).map(([, emoji]) => emoji);
  return fitting.length > 0 && random.next() < 0.7
    ? random.pick(fitting)
    : random.pick(GENERIC_EMOJI);
}

export type Platform = "instagram" | "facebook" | "linkedin" | "tiktok" | "x" | "youtube" | "other";

export const platformNames: Readonly<Record<Platform, string>> = {
  instagram: "Instagram",
  facebook: "Facebook",
  linkedin: "LinkedIn",
  tiktok: "TikTok",
  x: "X",
  youtube: "YouTube",
  other: "Social",
};

export function detectPlatform(text: string): Platform {
  const source = text.toLowerCase();
  if (/insta|\big\b|reels?\b/u.test(source)) return "instagram";
  if (/facebook|\bfb\b|meta\b/u.test(source)) return "facebook";
  if (/linkedin/u.test(source)) return "linkedin";
  if (/tiktok|tik tok/u.test(source)) return "tiktok";
  if (/twitter|\bx\b/u.test(source)) return "x";
  if (/youtube|shorts/u.test(source)) return "youtube";
  return "other";
}

const CTAS: Readonly<Record<Platform, { goods: readonly string[]; software: readonly string[] }>> =
  {
    instagram: {
      goods: [
        "Shop now via the link in bio 👉",
        "Order yours via the link in our bio.",
        "DM us “ORDER” and we'll help you pick yours.",
        "Save this post, then shop via the link in bio.",
      ],
      software: [
        "Try it via the link in bio 👉",
        "See how it works: link in bio.",
        "DM us “DEMO” and we'll show you how it works.",
      ],
    },
    facebook: {
      goods: [
        "Message us to order today.",
        "Comment “INFO” and we'll inbox you the details.",
        "Tap “Shop now” to order yours.",
        "Order here: [link]",
      ],
      software: [
        "Learn more: [link]",
        "Message us and we'll show you how it works.",
        "Try it today: [link]",
      ],
    },
    linkedin: {
      goods: ["See the collection: [link]", "Send me a message if you'd like the details."],
      software: [
        "Learn more via the link in the comments.",
        "Curious how it works? Send me a message.",
        "Try it and tell me what you think: [link]",
      ],
    },
    tiktok: {
      goods: ["Grab yours: link in bio 🔗", "Shop the link in bio.", "Link in bio to order 🔗"],
      software: ["Try it: link in bio 🔗", "See how it works: link in bio."],
    },
    x: {
      goods: ["Shop now: [link]", "Get yours: [link]"],
      software: ["Try it: [link]", "Learn more: [link]"],
    },
    youtube: {
      goods: ["Find the link in the description to order."],
      software: ["Try it via the link in the description."],
    },
    other: {
      goods: ["Shop now: [link]", "Order yours today: [link]"],
      software: ["Learn more: [link]", "Try it today: [link]"],
    },
  };

export function platformCta(platform: Platform, software: boolean, random: Random): string {
  const pool = CTAS[platform];
  return random.pick(software ? pool.software : pool.goods);
}

export type GoalIntent =
  "retention" | "messages" | "leads" | "sales" | "traffic" | "engagement" | "awareness" | "other";

export function goalIntent(goal: string): GoalIntent {
  const text = goal.toLowerCase();
  if (/repeat|retention|loyal|reorder|re-order|churn|renew|upsell|returning/u.test(text))
    return "retention";
  if (/message|inbox|whatsapp|\bdms?\b|messenger|calls?\b/u.test(text)) return "messages";
  if (
    /lead|sign[- ]?ups?|register|registration|subscri|demo|trial|enquir|inquir|form|book/u.test(
      text,
    )
  )
    return "leads";
  if (/sale|sell|order|purchas|revenue|buy|checkout|cart|conversion|roas/u.test(text))
    return "sales";
  if (/traffic|visit|click|website|\bsite\b/u.test(text)) return "traffic";
  if (/engag|comment|share|likes|community|ugc/u.test(text)) return "engagement";
  if (/aware|reach|follower|brand|visib|impression|views?\b/u.test(text)) return "awareness";
  return "other";
}

/** The metric that shows whether a goal was met, named the way ad managers name it. */
export function goalMetric(goal: string): string {
  const text = goal.toLowerCase();
  const rules: readonly [RegExp, string][] = [
    [/add[- ]to[- ]cart|\bcart/u, "add-to-cart rate (add-to-carts ÷ visitors)"],
    [/\bopens?\b|open rate/u, "open rate (opens ÷ emails delivered)"],
    [/repl(y|ies)/u, "reply rate (replies ÷ messages sent)"],
    [/sign[- ]?ups?|regist|subscri/u, "sign-up rate (sign-ups ÷ visitors)"],
    [/lead|enquir|inquir|form/u, "leads and cost per lead (spend ÷ leads)"],
    [/demo|book/u, "bookings and cost per booking"],
    [
      /repeat|reorder|re-order|retention|loyal/u,
      "repeat purchase rate (repeat buyers ÷ all buyers)",
    ],
    [/order|sale|purchas|buy|revenue/u, "purchases and conversion rate (purchases ÷ clicks)"],
    [/message|inbox|whatsapp|messenger/u, "conversations started and cost per conversation"],
    [/click|traffic|visit/u, "click-through rate (clicks ÷ impressions)"],
    [/follower/u, "new followers"],
    [/engag|comment|share/u, "engagement rate (interactions ÷ reach)"],
    [/reach|aware|view|impression/u, "reach and cost per 1,000 people reached"],
  ];
  return rules.find(([pattern]) => pattern.test(text))?.[1] ?? `progress toward “${goal}”`;
}

export type Headline = { text: string; angle: string };

type HeadlineInput = { product: ProductParts; benefit: string; audience: string; offer?: string };

/**
 * Headlines of at most `max` characters, Title Case, one angle after another (benefit, audience,
 * product, question, call to action, offer) so a list of ten is varied. No exclamation marks:
 * Google Ads rejects them in headlines.
 */
export function headlines(
  { product, benefit, audience, offer }: HeadlineInput,
  max: number,
  count: number,
  random: Random,
): Headline[] {
  const clauses = splitList(benefit).map((clause) => clean(clause.replace(/!/g, "")));
  const [first = product.noun, second] = clauses;
  const longest = [...clauses].sort((a, b) => charCount(b) - charCount(a))[0] ?? first;
  const nounTwo = product.noun.split(" ").slice(-2).join(" ");
  const candidates: Record<string, string[]> = {
    Benefit: [
      benefit,
      second ? `${first} & ${second}` : first,
      `${first} ${product.head}`,
      `${product.short}: ${first}${second ? ` & ${second}` : ""}`,
      longest,
      `${first}, Every Day`,
    ],
    Audience: [
      `Made for ${phraseCut(audience, max - 9)}`,
      `${product.head} for ${phraseCut(audience, max - 5 - charCount(product.head))}`,
      `Built for ${phraseCut(audience, max - 10)}`,
      `${phraseCut(audience, max - 7 - charCount(product.short))}, Meet ${product.short}`,
    ],
    Product: [
      `Meet ${product.short}`,
      `${product.short} ${nounTwo}`,
      `Discover ${product.short}`,
      `Why Choose ${product.short}?`,
      product.full,
    ],
    Question: [
      `Looking for ${nounTwo}?`,
      `Need ${first} ${product.head}?`,
      `Ready for ${product.short}?`,
      `Still Settling for Less?`,
    ],
    "Call to action": [
      `Try ${product.short} Today`,
      `Shop ${product.short} Online`,
      `Get Your ${product.head} Today`,
      `Order ${product.short} Now`,
    ],
    Offer: offer ? [offer, `${product.short}: ${offer}`, phraseCut(offer, max)] : [],
  };
  const pools = Object.entries(candidates).map(([angle, texts]) => ({
    angle,
    texts: random.shuffle(
      texts
        .map((text) => titleCase(clean(text.replace(/!/g, ""))))
        .filter((text) => /^\p{L}|^\d/u.test(text) && !/(for|,)$/u.test(text))
        .filter((text) => charCount(text) <= max),
    ),
  }));
  const picked: Headline[] = [];
  const seen = new Set<string>();
  const order = random.shuffle(pools);
  while (picked.length < count && order.some((pool) => pool.texts.length > 0)) {
    for (const pool of order) {
      const text = pool.texts.shift();
      if (text === undefined || seen.has(text.toLowerCase())) continue;
      seen.add(text.toLowerCase());
      picked.push({ text, angle: pool.angle });
      if (picked.length === count) break;
    }
  }
  return picked;
}

/**
 * As many of the benefit's clauses as fit in `max` characters, joined naturally
 * ("light, breathable and made from recycled bottles" → "light and breathable").
 */
export function benefitSummary(benefit: string, max: number): string {
  const clauses = splitList(benefit).map(lowerFirst);
  for (let count = clauses.length; count > 0; count -= 1) {
    const text = joinNatural(clauses.slice(0, count));
    if (charCount(text) <= max) return text;
  }
  return truncate(clauses[0] ?? "", max);
}
