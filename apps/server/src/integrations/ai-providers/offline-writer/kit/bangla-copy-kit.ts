import {
  banglaStem,
  banglishPossessive,
  bengaliDigits,
  formatBanglaNumber,
  formatTaka,
  hasBengali,
  isBanglaPlace,
  locative,
  romanise,
  withoutRelativeClause,
} from "./bangla-kit.ts";
import {
  benefitKey,
  detectPlatform,
  goalIntent,
  goalMetricKey,
  mentionsBangladesh,
  isSoftware,
  offerKind,
  type OfferKind,
  productParts,
  type BenefitKey,
  type GoalIntent,
  type GoalMetricKey,
  type Platform,
  type PostPurpose,
} from "./copy-kit.ts";
import type { NativeLanguage } from "./language.ts";
import { asciiDigits, parseDays, parseSeconds } from "./numbers.ts";
import type { Random } from "./random.ts";
import { audienceCore, charCount, clean, titleCase, truncateName } from "./text-kit.ts";

/**
 * Marketing helpers for the Bangla and Banglish books (issue 15), beside the grammar of
 * bangla-kit.ts: counts and lists as each writes them, money in any currency, the product's short
 * name, and the inputs' goals, benefits, days and seconds read from Bangla, Banglish or English.
 * The English kit's readers (goalIntent, benefitKey …) are the fallback, so a goal typed in English
 * is understood the same way in every language. Pure.
 */

/** A regular expression over NFC text (য়, ড় and ঢ় stay two code points in NFC). */
const nfc = (source: string, flags = "iu") => new RegExp(source.normalize("NFC"), flags);

// ─── Numbers, counts and lists ───────────────────────────────────────────────────────────────

/** A number as the language writes it: Bengali digits in Bangla ("২০"), ASCII in Banglish. */
export function nativeDigits(value: number | string, language: NativeLanguage): string {
  return language === "bn" ? bengaliDigits(String(value)) : String(value);
}

/** A text with its length in characters: "… (২৭ অক্ষর)", "… (27 okkhor)". */
export function nativeCounted(text: string, language: NativeLanguage): string {
  const count = charCount(text);
  return language === "bn"
    ? `${text} (${bengaliDigits(String(count))} অক্ষর)`
    : `${text} (${count} okkhor)`;
}

/** A sentence's end as Bangla copy writes it: "।" after Bangla, "." after the user's Latin words. */
export function banglaStop(text: string): string {
  const sentence = text.trim();
  if (/[।.!?]$/u.test(sentence)) return sentence;
  return /[A-Za-z0-9)]$/u.test(sentence) ? `${sentence}.` : `${sentence}।`;
}

/** Items in running text: "হালকা, নরম আর টেকসই" in Bangla, "halka, norom ar tekshoi" in Banglish. */
export function nativeList(items: readonly string[], language: NativeLanguage): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${language === "bn" ? "আর" : "ar"} ${items.at(-1)}`;
}

/**
 * A list the user typed, in any of the three languages, as items: split at commas, দাঁড়ি, line
 * breaks and the words for "and" (আর, ও, এবং, ar, and, &), without blanks or repeats.
 */
export function splitNativeList(text: string): string[] {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const part of text.normalize("NFC").split(/[,;।|•\n]+|\s+(?:আর|ও|এবং|ar|and|&|\+)\s+/iu)) {
    const item = clean(part.replace(/^[\s\-*–—]+/u, ""));
    const key = item.toLowerCase();
    if (item === "" || seen.has(key)) continue;
    seen.add(key);
    items.push(item);
  }
  return items;
}

const lakhNumber = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });

/** How Bangla and Banglish name the currencies parseAmount recognises, after the number. */
const CURRENCY_NAMES: Readonly<Record<string, Readonly<Record<NativeLanguage, string>>>> = {
  $: { bn: "ডলার", banglish: "dollar" },
  "€": { bn: "ইউরো", banglish: "euro" },
  "£": { bn: "পাউন্ড", banglish: "pound" },
  "₹": { bn: "রুপি", banglish: "rupee" },
};

/**
 * Money as Bangladeshi shops write it: taka before the number ("৳১০,০০০", "Tk 10,000"), other
 * currencies named after it ("৫০০ ডলার"), a bare number when no currency was written.
 */
export function nativeMoney(value: number, currency: string, language: NativeLanguage): string {
  const sign = value < 0 ? "-" : "";
  const amount = Math.abs(value);
  if (currency === "৳") return `${sign}${formatTaka(amount, language)}`;
  const number = language === "bn" ? formatBanglaNumber(amount) : lakhNumber.format(amount);
  const name = CURRENCY_NAMES[currency]?.[language];
  return name ? `${sign}${number} ${name}` : `${sign}${number}`;
}

/** A whole number of days from "৭ দিন", "২ সপ্তাহ", "1 mash", "for 7 days"; undefined when not stated. */
export function parseNativeDays(text: string): number | undefined {
  const source = asciiDigits(text).normalize("NFC").toLowerCase();
  const counted = nfc(
    "(\\d+)\\s*(?:টি|টা)?\\s*(দিন|din|সপ্তাহ|shoptah|soptah|মাস|mash|mas\\b)",
  ).exec(source);
  if (counted) {
    const unit = counted[2] ?? "";
    const days = /সপ্তাহ|ptah/u.test(unit) ? 7 : /মাস|mas/u.test(unit) ? 30 : 1;
    return Number(counted[1]) * days;
  }
  if (nfc("এক সপ্তাহ|ek shoptah|প্রতি সপ্তাহ").test(source)) return 7;
  if (nfc("এক মাস|ek mash|প্রতি মাস").test(source)) return 30;
  return parseDays(text);
}

/** Seconds from "৩০ সেকেন্ড", "১ মিনিট", "1:30", "45 sec"; undefined when no number is given. */
export function parseNativeSeconds(text: string): number | undefined {
  const minutes = nfc("(\\d+(?:\\.\\d+)?)\\s*(?:মিনিট|minit)").exec(asciiDigits(text));
  if (minutes) return Number(minutes[1]) * 60;
  return parseSeconds(text);
}

// ─── The product and the audience ───────────────────────────────────────────────────────────

export type NativeProduct = {
  /** As the user wrote it. */
  full: string;
  /** A brand-like first word ("EcoStep"), or what the thing is when that is short. */
  short: string;
  /** What the thing is ("পরিবেশবান্ধব স্নিকার্স", "sneakers"), without the brand or "who it's for". */
  noun: string;
};

const FOR = nfc("^(?:জন্য|জন্যে)$");

/** The last word of a business named with the place it is ("… ডেন্টাল ক্লিনিক"), as ADR 0116. */
const BANGLA_PLACES = nfc(
  "^(?:ক্লিনিক|স্টুডিও|সেলুন|পার্লার|একাডেমি|রেস্টুরেন্ট|রেস্তোরাঁ|ক্যাফে|বেকারি|শপ|স্টোর|বুটিক|এজেন্সি|সেন্টার|হাসপাতাল|জিম|স্কুল|ফার্মেসি)$",
);

/** What sort of place, before the place word ("ডেন্টাল" of "… ডেন্টাল ক্লিনিক"). */
const BANGLA_PLACE_DESCRIPTORS = nfc(
  "^(?:ডেন্টাল|আই|চক্ষু|স্কিন|হেয়ার|বিউটি|ব্রাইডাল|ইয়োগা|যোগ|যোগব্যায়াম|ডান্স|নাচের|মিউজিক|গানের|ফিটনেস|পেট|মেডিকেল|ডায়াগনস্টিক|ফ্যামিলি|কিডস|শিশু|কফি|পিৎজা|বার্গার|বুক|ফ্যাশন|ল্যাঙ্গুয়েজ|ড্রাইভিং|কোচিং|ফটো|স্পা|নেইল|মেকআপ|মিষ্টি|মোবাইল|কম্পিউটার)$",
);

/**
 * A business named with the place it is: its own name and the kind of place ("স্মাইল কেয়ার" and
 * "ডেন্টাল ক্লিনিক" of "স্মাইল কেয়ার ডেন্টাল ক্লিনিক"), when a name comes before the kind;
 * undefined otherwise ("বিউটি পার্লার" is a kind of place only).
 */
function placeOf(words: readonly string[]): { name: string; kind: string } | undefined {
  if (!BANGLA_PLACES.test(words.at(-1) ?? "")) return undefined;
  let start = words.length - 1;
  if (BANGLA_PLACE_DESCRIPTORS.test(words[start - 1] ?? "")) start -= 1;
  if (start < 1) return undefined;
  return { name: words.slice(0, start).join(" "), kind: words.slice(start).join(" ") };
}

/**
 * The product's names for headlines and sentences: "ঢাকার তরুণদের জন্য পরিবেশবান্ধব স্নিকার্স" is
 * "পরিবেশবান্ধব স্নিকার্স" (what follows "জন্য"), "EcoStep স্নিকার্স" and "EcoStep sneakers" are
 * "EcoStep"; "স্মাইল কেয়ার ডেন্টাল ক্লিনিক" is "স্মাইল কেয়ার", a "ডেন্টাল ক্লিনিক" (`placeOf`).
 */
export function nativeProduct(product: string): NativeProduct {
  const full = clean(product.normalize("NFC"));
  if (!hasBengali(full)) {
    const parts = productParts(full);
    return { full, short: parts.short, noun: parts.noun };
  }
  const words = full.split(" ");
  const forIndex = words.findLastIndex((word) => FOR.test(word));
  const rest = forIndex >= 0 && forIndex < words.length - 1 ? words.slice(forIndex + 1) : words;
  const place = placeOf(rest);
  if (place) return { full, short: place.name, noun: place.kind };
  const [first = "", ...others] = rest;
  const brand = /^\p{Script=Latin}/u.test(first) && others.length > 0 ? first : undefined;
  const noun = brand ? others.join(" ") : rest.join(" ");
  const short = brand ?? (charCount(noun) <= 24 ? noun : rest.slice(-2).join(" "));
  return { full, short, noun };
}

/** The audience without its trailing clauses, for headlines and hooks (at most 32 characters). */
export function nativeAudienceCore(audience: string): string {
  const text = clean(audience.normalize("NFC"));
  if (!hasBengali(text)) return audienceCore(text);
  // "চট্টগ্রামের ছাত্রছাত্রী আর অফিসকর্মী, যাদের ফোনের স্ক্রিন ফেটে গেছে": the people, not the
  // clause after them, which a sentence cannot take a case ending on ("… ফেটে গেছের কথা").
  const people = withoutRelativeClause(text).split(/\s*[,;(।]\s*/u)[0] || text;
  // Bangla counts its vowel signs as characters: 40 fits what English fits in 32.
  if (charCount(people) <= AUDIENCE_CORE_MAX) return people;
  // Bangla names the people last ("বিদেশে পড়তে যেতে চাওয়া ঢাকার বিশ্ববিদ্যালয় শিক্ষার্থী"): a
  // long phrase keeps its end, from where a describing phrase closes ("… চাওয়া" | "ঢাকার …"),
  // never its start without the people ("বিদেশে পড়তে যেতে চাওয়া ঢাকার").
  const words = people.split(/\s+/u);
  for (let start = 1; start < words.length; start += 1) {
    const rest = words.slice(start).join(" ");
    if (charCount(rest) <= AUDIENCE_CORE_MAX && DESCRIBING_END.test(words[start - 1] ?? ""))
      return rest;
  }
  // Otherwise the front, but a cut never ends on "and" ("… ছাত্রছাত্রী আর").
  return truncateName(people, AUDIENCE_CORE_MAX).replace(/\s+(?:আর|ও|এবং|বা|কিংবা)$/u, "");
}

const AUDIENCE_CORE_MAX = 40;

/** The last word of a describing phrase before the people: a participle ("চাওয়া", "বানানো"). */
const DESCRIBING_END = /(?:ওয়া|া|ানো|ত)$/u;

/**
 * A keyword typed with a place at its end as a sentence says it, the place first with its ending
 * ("আইইএলটিএস কোচিং ঢাকা" → "ঢাকায় আইইএলটিএস কোচিং"), as `keywordAsSaid` does in English;
 * anything else as typed.
 */
export function nativeKeywordAsSaid(keyword: string): string {
  const words = keyword.trim().split(/\s+/u);
  const place = words.at(-1) ?? "";
  if (
    words.length < 2 ||
    !hasBengali(place) ||
    !isBanglaPlace(place) ||
    banglaStem(place) !== place
  )
    return keyword;
  return `${locative(place)} ${words.slice(0, -1).join(" ")}`;
}

/** Whether the text names a place in Bangladesh, in Bangla ("ঢাকার") or Latin letters ("Dhaka"). */
export function pointsToBangladesh(text: string): boolean {
  return (
    mentionsBangladesh(text) ||
    (text.normalize("NFC").match(/[\p{L}\p{M}]+/gu) ?? []).some(
      (word) => hasBengali(word) && isBanglaPlace(word),
    )
  );
}

/** An input as Banglish copy shows it: Bangla romanised (দাঁড়ি as a full stop), Latin as typed. */
export const inBanglish = (text: string): string =>
  romanise(text.normalize("NFC")).replace(/\s*।/gu, ".");

/**
 * A name the user typed (a brand, a shop) in Banglish: romanised with a capital on each word
 * ("নানুর হেঁশেল" → "Nanur Heshel"); a name typed in Latin letters stays as typed ("EcoStep").
 */
export const banglishName = (text: string): string =>
  hasBengali(text) ? titleCase(inBanglish(text)) : text;

/** The same name's possessive ("Nanur Hesheler", "EcoStep-er"). */
export const banglishNamePossessive = (text: string): string =>
  hasBengali(text) ? titleCase(banglishPossessive(text)) : banglishPossessive(text);

/** Prose the user typed, in Banglish: romanised, each sentence starting with a capital letter. */
export const banglishProse = (text: string): string =>
  inBanglish(text).replace(
    /(^|[.!?]\s+)(\p{Ll})/gu,
    (_match, before: string, letter: string) => `${before}${letter.toUpperCase()}`,
  );

// ─── Goals ──────────────────────────────────────────────────────────────────────────────────

/** Goal words in Bangla and Banglish, in the English reader's order of precedence. */
const INTENT_PATTERNS: readonly (readonly [RegExp, GoalIntent])[] = [
  [
    nfc(
      "আবার কিন|আবার অর্ডার|পুরনো ক্রেতা|পুরোনো ক্রেতা|পুরনো কাস্টমার|পুরোনো কাস্টমার|রিপিট|নিয়মিত ক্রেতা|abar kin|puron",
    ),
    "retention",
  ],
  [nfc("মেসেজ|ইনবক্স|হোয়াটসঅ্যাপ|মেসেঞ্জার|ফোন কল"), "messages"],
  [
    nfc(
      "লিড|সাইন ?আপ|রেজিস্ট্রেশন|নিবন্ধন|ফর্ম|বুকিং|ডেমো|ট্রায়াল|সাবস্ক্রাইবার|সাবস্ক্রিপশন|মাসিক গ্রাহক|মাসিক প্ল্যান",
    ),
    "leads",
  ],
  [nfc("বিক্রি|বিক্রয়|অর্ডার|সেল|কেনাকাটা|নতুন গ্রাহক|নতুন ক্রেতা|bikri|kenakata"), "sales"],
  [nfc("ওয়েবসাইট|ভিজিট|ক্লিক|ট্রাফিক"), "traffic"],
  [nfc("কমেন্ট|শেয়ার|লাইক|এনগেজমেন্ট|রিঅ্যাকশন"), "engagement"],
  [nfc("ফলোয়ার|ফলোয়ার|পরিচিতি|রিচ|ব্র্যান্ড|ভিউ|চিনুক|porichiti"), "awareness"],
];

/** What kind of goal it is, read from Bangla, Banglish or English ("ঈদের আগে ২০০ অর্ডার" → sales). */
export function nativeGoalIntent(goal: string): GoalIntent {
  const text = goal.normalize("NFC");
  return INTENT_PATTERNS.find(([pattern]) => pattern.test(text))?.[1] ?? goalIntent(text);
}

const METRIC_PATTERNS: readonly (readonly [RegExp, GoalMetricKey])[] = [
  [nfc("কার্টে|কার্ট"), "addToCart"],
  [nfc("ক্লিক|ভিজিট|ট্রাফিক|ওয়েবসাইটে"), "clicks"],
  [nfc("ইমেইল খোল|ওপেন রেট"), "opens"],
  [nfc("রিপ্লাই|জবাব"), "replies"],
  [nfc("সাইন ?আপ|রেজিস্ট্রেশন|নিবন্ধন|সাবস্ক্রা|মাসিক গ্রাহক|মাসিক প্ল্যান"), "signUps"],
  [nfc("লিড|ফর্ম"), "leads"],
  [nfc("বুকিং|ডেমো|অ্যাপয়েন্টমেন্ট"), "bookings"],
  [nfc("আবার কিন|আবার অর্ডার|রিপিট|পুরনো ক্রেতা|পুরোনো ক্রেতা|নিয়মিত ক্রেতা"), "repeatPurchases"],
  [nfc("অর্ডার|বিক্রি|বিক্রয়|সেল|কেনা"), "purchases"],
  [nfc("মেসেজ|ইনবক্স|হোয়াটসঅ্যাপ|মেসেঞ্জার"), "conversations"],
  [nfc("ফলোয়ার|ফলোয়ার"), "followers"],
  [nfc("কমেন্ট|শেয়ার|লাইক|এনগেজমেন্ট"), "engagement"],
  [nfc("রিচ|পরিচিতি|ভিউ|ইমপ্রেশন"), "reach"],
];

/** The metric a goal is measured by, read from Bangla or English; undefined when unknown. */
export function nativeGoalMetricKey(goal: string): GoalMetricKey | undefined {
  const text = goal.normalize("NFC");
  return METRIC_PATTERNS.find(([pattern]) => pattern.test(text))?.[1] ?? goalMetricKey(text);
}

/** Each metric as Bangla and Banglish ad managers say it, with how it is worked out. */
export const NATIVE_METRICS: Readonly<
  Record<NativeLanguage, Readonly<Record<GoalMetricKey, string>>>
> = {
  bn: {
    addToCart: "অ্যাড-টু-কার্ট রেট (কার্টে যোগ ÷ ভিজিটর)",
    opens: "ওপেন রেট (খোলা ইমেইল ÷ পৌঁছানো ইমেইল)",
    replies: "রিপ্লাই রেট (রিপ্লাই ÷ পাঠানো মেসেজ)",
    signUps: "সাইন-আপ রেট (সাইন-আপ ÷ ভিজিটর)",
    leads: "লিডের সংখ্যা আর প্রতি লিডের খরচ (খরচ ÷ লিড)",
    bookings: "বুকিংয়ের সংখ্যা আর প্রতি বুকিংয়ের খরচ",
    repeatPurchases: "রিপিট অর্ডারের হার (আবার কেনা ক্রেতা ÷ মোট ক্রেতা)",
    purchases: "অর্ডারের সংখ্যা আর কনভার্সন রেট (অর্ডার ÷ ক্লিক)",
    conversations: "কতগুলো কথোপকথন শুরু হলো আর প্রতি কথোপকথনের খরচ",
    clicks: "ক্লিক-থ্রু রেট (ক্লিক ÷ ইমপ্রেশন)",
    followers: "নতুন ফলোয়ারের সংখ্যা",
    engagement: "এনগেজমেন্ট রেট (রিঅ্যাকশন, কমেন্ট আর শেয়ার ÷ রিচ)",
    reach: "রিচ আর প্রতি ১,০০০ জনের কাছে পৌঁছানোর খরচ",
  },
  banglish: {
    addToCart: "cart-e add korar rate (cart-e add ÷ visitor)",
    opens: "open rate (khola email ÷ pouchhano email)",
    replies: "reply rate (reply ÷ pathano message)",
    signUps: "sign-up rate (sign-up ÷ visitor)",
    leads: "lead-er shongkha ar protiti lead-er khoroch (khoroch ÷ lead)",
    bookings: "booking-er shongkha ar protiti booking-er khoroch",
    repeatPurchases: "repeat order-er har (abar kena kreta ÷ mot kreta)",
    purchases: "order-er shongkha ar conversion rate (order ÷ click)",
    conversations: "kotogulo conversation shuru holo ar protiti conversation-er khoroch",
    clicks: "click-through rate (click ÷ impression)",
    followers: "notun follower-er shongkha",
    engagement: "engagement rate (reaction, comment ar share ÷ reach)",
    reach: "reach ar protiti 1,000 jon-er kachhe pouchhanor khoroch",
  },
};

/** The metric a goal is measured by, in the language, or progress toward the goal itself. */
export function nativeGoalMetric(goal: string, language: NativeLanguage): string {
  const key = nativeGoalMetricKey(goal);
  if (key !== undefined) return NATIVE_METRICS[language][key];
  return language === "bn"
    ? `“${goal}” লক্ষ্যের দিকে কতটা এগোল`
    : `“${inBanglish(goal)}” lokkher dike kotota egolo`;
}

// ─── Benefits that follow from the features' own words ─────────────────────────────────────

const BENEFIT_PATTERNS: readonly (readonly [RegExp, BenefitKey])[] = [
  // Food first: "কম তেল, হালকা খাবার" is less oil, not a light weight.
  [nfc("টাটকা রান্না|সকালে রান্না|প্রতিদিন টাটকা"), "cookedFresh"],
  [nfc("কম তেল|তেল কম"), "lessOil"],
  [nfc("সপ্তাহে নতুন মেনু|সাপ্তাহিক মেনু|মেনু বদল"), "weeklyMenu"],
  [nfc("টিফিন ক্যারিয়ার|স্টিলের টিফিন|স্টিলের বাটি|স্টিলের বক্স"), "reusableCarrier"],
  [nfc("রিসাইকেল|পুনর্ব্যবহৃত"), "recycled"],
  [nfc("অর্গানিক|জৈব"), "organic"],
  [nfc("বাতাস চলাচল|ব্রিদেবল|মেশ"), "breathable"],
  [nfc("হালকা|halka"), "lightweight"],
  [nfc("ওয়াটারপ্রুফ|পানিরোধী|পানি ঢোকে না"), "waterproof"],
  [nfc("নরম সোল|কুশন"), "cushioned"],
  [nfc("ধোয়া যায়|ধুয়ে|ধোয়া|ওয়াশেবল"), "washable"],
  [nfc("ঘরে বানানো|ঘরে তৈরি|ঘরোয়া|হোমমেড"), "homemade"],
  [nfc("হাতে তৈরি|হাতে বোনা|হাতের কাজ|হ্যান্ডমেড"), "handmade"],
  [nfc("প্রিজারভেটিভ ছাড়া|প্রিজারভেটিভমুক্ত|কোনো প্রিজারভেটিভ নেই"), "noPreservatives"],
  [nfc("অল্প অল্প করে|ছোট ব্যাচে"), "smallBatch"],
  [nfc("কাচের বয়াম|কাচের বোতল"), "glassJar"],
  [nfc("মক টেস্ট|প্র্যাকটিস টেস্ট|মডেল টেস্ট"), "mockTests"],
  [nfc("ছোট (?:ক্লাস|গ্রুপ)|অল্প কয়েকজন"), "smallGroups"],
  [nfc("রেকর্ড করা|রেকর্ডেড|রেকর্ডিং"), "recordings"],
  [nfc("স্পিকিং প্র্যাকটিস|রাইটিং প্র্যাকটিস|ফিডব্যাক"), "feedback"],
  [nfc("লাইভ ক্লাস|লাইভ সেশন"), "liveClasses"],
  [nfc("সন্ধ্যার (?:ব্যাচ|ক্লাস)|ছুটির দিনের (?:ব্যাচ|ক্লাস)|সুবিধামতো (?:ব্যাচ|সময়)"), "flexibleBatches"],
  [
    nfc(
      "অভিজ্ঞ (?:শিক্ষক|ট্রেইনার)|দক্ষ (?:শিক্ষক|ট্রেইনার)|ব্যান্ড [০-৯\\d] (?:পাওয়া )?(?:শিক্ষক|ট্রেইনার)",
    ),
    "expertTeachers",
  ],
  [nfc("সুতি|কটন|লিনেন"), "cotton"],
  [nfc("চামড়া|লেদার"), "leather"],
  [nfc("স্টেইনলেস"), "stainless"],
  [nfc("রিচার্জেবল"), "rechargeable"],
  [nfc("ওয়্যারলেস|ব্লুটুথ"), "wireless"],
  [nfc("ভাঁজ করা যায়|পোর্টেবল|সহজে বহন"), "portable"],
  [nfc("টেকসই|মজবুত"), "durable"],
  [nfc("অ্যাডজাস্টেবল"), "adjustable"],
  [nfc("ফাস্ট চার্জ"), "fastCharging"],
  [nfc("ব্যাটারি"), "battery"],
  [nfc("পরিবেশবান্ধব|ইকো"), "eco"],
  [nfc("ড্যাশবোর্ড|রিপোর্ট"), "dashboard"],
  [nfc("অটোমেটিক|স্বয়ংক্রিয়"), "automation"],
  [nfc("ইন্টিগ্রেশন"), "integrations"],
  [nfc("টেমপ্লেট"), "templates"],
  [nfc("সুরক্ষিত|নিরাপদ|এনক্রিপ্ট"), "secure"],
  [nfc("ক্লাউড|যেকোনো জায়গা থেকে"), "cloud"],
  [nfc("অ্যাপ"), "app"],
  [nfc("সাপোর্ট"), "support"],
  [nfc("ফ্রি ডেলিভারি|ফ্রি হোম ডেলিভারি"), "freeDelivery"],
  [nfc("ক্যাশ অন ডেলিভারি"), "cashOnDelivery"],
  [nfc("ওয়ারেন্টি|গ্যারান্টি"), "warranty"],
  [nfc("উপহার|গিফট"), "gift"],
  [nfc("সাইজ"), "sizes"],
  [nfc("রং|রঙ|কালার"), "colours"],
  [nfc("সানস্ক্রিন"), "sunscreen"],
  [nfc("ময়েশ্চার|আর্দ্র"), "moisturising"],
  [nfc("ভেগান"), "vegan"],
];

/** The kind of benefit a feature's words point to, in Bangla or English; undefined when none. */
export function nativeBenefitKey(feature: string): BenefitKey | undefined {
  const text = feature.normalize("NFC");
  return BENEFIT_PATTERNS.find(([pattern]) => pattern.test(text))?.[1] ?? benefitKey(text);
}

/** What each kind of feature honestly gives the customer, as a phrase. */
export const NATIVE_BENEFITS: Readonly<
  Record<NativeLanguage, Readonly<Record<BenefitKey, string>>>
> = {
  bn: {
    recycled: "ফেলে দেওয়া জিনিস পায় নতুন জীবন",
    organic: "রাসায়নিক কীটনাশক ছাড়াই চাষ করা",
    breathable: "গরম আর ভ্যাপসা আবহাওয়াতেও আরাম",
    lightweight: "সারাদিন ব্যবহারেও ভারী লাগে না",
    waterproof: "বৃষ্টি বা পানি পড়লেও চিন্তা নেই",
    cushioned: "প্রতিটি পদক্ষেপে নরম আরাম",
    washable: "ধুয়ে নিলেই আবার আগের মতো ঝকঝকে",
    handmade: "হাতে তৈরি, তাই প্রতিটি পিসই একটু আলাদা",
    cotton: "গায়ে নরম, গরমেও আরাম",
    leather: "যত ব্যবহার করবেন, তত সুন্দর হবে",
    stainless: "মরিচা ধরে না, মুছলেই পরিষ্কার",
    rechargeable: "বারবার ব্যাটারি কেনার ঝামেলা নেই",
    wireless: "তারের জট নেই",
    portable: "যেখানে খুশি সাথে নেওয়া যায়",
    durable: "রোজকার ধকলেও টিকে থাকে",
    adjustable: "নিজের মতো করে মানিয়ে নেওয়া যায়",
    fastCharging: "চার্জে কম সময়, ব্যবহারে বেশি",
    battery: "দরকারের সময় থেমে যায় না",
    eco: "পরিবেশের কথা ভেবে নিশ্চিন্তে বেছে নেওয়া যায়",
    nonStick: "খাবার লেগে যায় না, ধোয়াও সহজ",
    dashboard: "কোনটা কাজ করছে, এক নজরেই দেখা যায়",
    automation: "একঘেয়ে কাজগুলো নিজে থেকেই হয়ে যায়",
    integrations: "যে টুলগুলো এখন ব্যবহার করছেন, সেগুলোর সাথেই চলে",
    templates: "ফাঁকা পাতা থেকে শুরু করতে হয় না",
    secure: "আপনার তথ্য থাকে সুরক্ষিত",
    cloud: "যেকোনো জায়গা থেকে খোলা যায়",
    app: "ফোন থেকেই সব সামলানো যায়",
    support: "দরকার হলেই সাহায্য পাবেন",
    freeDelivery: "বাড়তি খরচ ছাড়াই পৌঁছে যায় আপনার দরজায়",
    cashOnDelivery: "হাতে পেয়ে তারপর টাকা দিন",
    warranty: "কেনার পরেও নিশ্চিন্ত",
    gift: "উপহার দেওয়ার জন্য একদম তৈরি",
    sizes: "নিজের মাপমতো বেছে নিতে পারবেন",
    colours: "পছন্দের রংটা বেছে নিতে পারবেন",
    sunscreen: "রোজকার রোদ থেকে সুরক্ষা",
    moisturising: "ত্বক থাকে আর্দ্র আর কোমল",
    vegan: "কোনো প্রাণিজ উপাদান নেই",
    crueltyFree: "প্রাণীর ওপর পরীক্ষা করা হয়নি",
    homemade: "ঘরে বানানো, কারখানায় যে যত্ন মেলে না",
    noPreservatives: "ঘরে যা দিতেন, শুধু সেটুকুই",
    smallBatch: "অল্প করে বানানো, তাই প্রতিটিতে সমান যত্ন",
    glassJar: "ধুয়ে আবার ব্যবহার করা যায়",
    cookedFresh: "যেদিন রান্না, সেদিনই আপনার প্লেটে",
    lessOil: "কাজের দিনেও পেট থাকে হালকা",
    weeklyMenu: "প্রতি সপ্তাহে নতুন স্বাদ, একঘেয়ে লাগে না",
    mockTests: "আসল পরীক্ষার আগেই নিজের অগ্রগতি দেখতে পান",
    smallGroups: "শিক্ষক প্রত্যেকের দিকে আলাদা করে নজর দিতে পারেন",
    recordings: "কোনো ক্লাস মিস হলেও পরে দেখে নিতে পারেন",
    feedback: "ঠিক কোথায় উন্নতি দরকার, জানতে পারেন",
    liveClasses: "প্রশ্ন করলেই ক্লাসেই উত্তর পান",
    flexibleBatches: "চাকরি বা পড়াশোনার পাশাপাশি সুবিধামতো সময়ে ক্লাস",
    expertTeachers: "পড়ান এমন শিক্ষকেরা, যাঁরা নিজেরাই এই পথ পেরিয়েছেন",
    reusableCarrier: "প্লাস্টিকের বাক্স ফেলে দেওয়ার ঝামেলা নেই",
  },
  banglish: {
    recycled: "fele dewa jinish pay notun jibon",
    organic: "rashayonik kitnashok chharai chash kora",
    breathable: "gorom ar bhapsha abohawateo aram",
    lightweight: "saradin byabohareo bhari lage na",
    waterproof: "brishti ba pani porleo chinta nei",
    cushioned: "protiti podokkhepe norom aram",
    washable: "dhuye nilei abar ager moto jhokjhoke",
    handmade: "hate toiri, tai protiti piece-i ektu alada",
    cotton: "gaye norom, gorome-o aram",
    leather: "joto byabohar korben, toto shundor hobe",
    stainless: "moricha dhore na, muchhlei porishkar",
    rechargeable: "barbar battery kenar jhamela nei",
    wireless: "tarer jot nei",
    portable: "jekhane khushi shathe newa jay",
    durable: "rojkar dhokoleo tike thake",
    adjustable: "nijer moto kore maniye newa jay",
    fastCharging: "charge-e kom shomoy, byabohare beshi",
    battery: "dorkarer shomoy theme jay na",
    eco: "poribesher kotha bheve nishchinte bechhe newa jay",
    nonStick: "khabar lege jay na, dhowao shohoj",
    dashboard: "konta kaj korchhe, ek nojorei dekha jay",
    automation: "ekgheye kajgulo nije thekei hoye jay",
    integrations: "je tool gulo ekhon use korchhen, shegulor shathei chole",
    templates: "faka pata theke shuru korte hoy na",
    secure: "apnar tothyo thake shurokkhito",
    cloud: "jekono jayga theke khola jay",
    app: "phone thekei shob shamlano jay",
    support: "dorkar holei help paben",
    freeDelivery: "barti khoroch chharai pouchhe jay apnar dorjay",
    cashOnDelivery: "hate peye tarpor taka din",
    warranty: "kenar poreo nishchinto",
    gift: "gift dewar jonno ekdom ready",
    sizes: "nijer mapmoto bechhe nite parben",
    colours: "pochhonder rong ta bechhe nite parben",
    sunscreen: "rojkar rod theke shurokkha",
    moisturising: "toke thake ardro ar komol",
    vegan: "kono pranij upadan nei",
    crueltyFree: "pranir opor porikkha kora hoyni",
    homemade: "ghore banano, karkhanay je jotno mele na",
    noPreservatives: "ghore ja diten, shudhu shetukui",
    smallBatch: "olpo kore banano, tai protitite shoman jotno",
    glassJar: "dhuye abar byabohar kora jay",
    cookedFresh: "jedin ranna, shedini apnar plate-e",
    lessOil: "kajer dineo pet thake halka",
    weeklyMenu: "proti shoptahe notun shad, ekgheye lage na",
    mockTests: "ashol porikkhar agei nijer ogrogoti dekhte pan",
    smallGroups: "teacher protyeker dike alada kore nojor dite paren",
    recordings: "kono class miss holeo pore dekhe nite paren",
    feedback: "thik kothay unnoti dorkar, jante paren",
    liveClasses: "proshno korlei class-ei uttor pan",
    flexibleBatches: "chakri ba porashonar pashapashi shubidhamoto shomoye class",
    expertTeachers: "poran emon teacher-ra, jara nijerai ei poth periyechhen",
    reusableCarrier: "plastic-er box fele dewar jhamela nei",
  },
};

/** What a feature honestly gives, in the language, or undefined when its words suggest nothing. */
export function nativeBenefit(feature: string, language: NativeLanguage): string | undefined {
  const key = nativeBenefitKey(feature);
  return key === undefined ? undefined : NATIVE_BENEFITS[language][key];
}

// ─── Filling a length ───────────────────────────────────────────────────────────────────────

/**
 * A text from an opening and fillers (in random order), filled to at least `min` characters and
 * never past `max`: for search snippets and listing summaries, whose length is their job.
 */
export function fillToLength(
  opening: string,
  fillers: readonly string[],
  random: Random,
  { min, max }: { min: number; max: number },
): string {
  let text = opening;
  for (const filler of random.shuffle(fillers)) {
    if (charCount(text) >= min) break;
    if (charCount(`${text} ${filler}`) <= max) text = `${text} ${filler}`;
  }
  return text;
}

/**
 * An ad line's versions, longest first, for the first that fits its limit: the full name with
 * the benefit for the wider audience (when given), then for the narrower one, the short name,
 * the benefit's first clause, and last without the audience. `is` ("X: benefit.") and `forWho`
 * ("made for …", or "") word it in the book's language; the order is the same in every book.
 */
export function productLadder<
  Slots extends { product: { full: string; short: string }; benefit: string; first: string },
>(
  slots: Slots,
  {
    is,
    forWho,
  }: {
    is: (name: string, benefit: string) => string;
    forWho: (slots: Slots, who: string) => string;
  },
  { wide, narrow }: { wide?: string; narrow: string },
): string[] {
  const { product, benefit, first } = slots;
  return [
    ...(wide === undefined ? [] : [`${is(product.full, benefit)} ${forWho(slots, wide)}`]),
    `${is(product.full, benefit)} ${forWho(slots, narrow)}`,
    `${is(product.short, benefit)} ${forWho(slots, narrow)}`,
    `${is(product.short, first)} ${forWho(slots, narrow)}`,
    is(product.short, first),
  ];
}

/** "আপনাদের" for a group ("ঢাকার তরুণরা"), "আপনার" otherwise; "apnader"/"apnar" in Banglish. */
export function yourFor(audience: string, language: NativeLanguage): string {
  const group = /(?:রা|েরা|গণ|বৃন্দ|দের)$/u.test(audience.normalize("NFC").trim());
  if (language === "bn") return group ? "আপনাদের" : "আপনার";
  return group ? "apnader" : "apnar";
}

/**
 * Up to `count` texts from pools taken in turn (the pools in random order, each pool's texts
 * shuffled), skipping repeats: a list of headlines that mixes its angles.
 */
export function takeInTurn<Label>(
  pools: readonly { label: Label; texts: readonly string[] }[],
  count: number,
  random: Random,
): { text: string; label: Label }[] {
  const queues = random.shuffle(pools).map((pool) => ({
    label: pool.label,
    texts: random.shuffle(pool.texts),
  }));
  const picked: { text: string; label: Label }[] = [];
  const seen = new Set<string>();
  while (picked.length < count && queues.some((queue) => queue.texts.length > 0)) {
    for (const queue of queues) {
      const text = queue.texts.shift();
      if (text === undefined || seen.has(text.toLowerCase())) continue;
      seen.add(text.toLowerCase());
      picked.push({ text, label: queue.label });
      if (picked.length === count) break;
    }
  }
  return picked;
}

// ─── Platforms ──────────────────────────────────────────────────────────────────────────────

const PLATFORM_PATTERNS: readonly (readonly [RegExp, Platform])[] = [
  [nfc("ইনস্টা|ইন্সটা|রিলস"), "instagram"],
  [nfc("ফেসবুক|ফেইসবুক|এফবি"), "facebook"],
  [nfc("লিংকডইন|লিঙ্কডইন"), "linkedin"],
  [nfc("টিকটক|টিক টক"), "tiktok"],
  [nfc("টুইটার|এক্স"), "x"],
  [nfc("ইউটিউব|শর্টস"), "youtube"],
];

/** The platform a name points to, typed in Bangla ("ফেসবুক"), Banglish or English ("FB"). */
export function nativePlatform(text: string): Platform {
  const source = text.normalize("NFC");
  return PLATFORM_PATTERNS.find(([pattern]) => pattern.test(source))?.[1] ?? detectPlatform(source);
}

/** Whether the thing sold is software or a service rather than goods, in Bangla or English. */
export function nativeIsSoftware(text: string): boolean {
  return (
    nfc("অ্যাপ|সফটওয়্যার|সার্ভিস|সেবা|এজেন্সি|কোর্স|টুল|সাবস্ক্রিপশন|প্ল্যাটফর্ম|ড্যাশবোর্ড").test(
      text.normalize("NFC"),
    ) || isSoftware(text)
  );
}

const NATIVE_SOFTWARE = nfc("অ্যাপ|সফটওয়্যার|(?<!স্)টুল|সাবস্ক্রিপশন|প্ল্যাটফর্ম|ড্যাশবোর্ড|অনলাইন কোর্স");
const NATIVE_SERVICE = nfc(
  "সার্ভিস|সেবা|এজেন্সি|পরামর্শ|পার্লার|সেলুন|ফটোগ্রাফি|ভিডিওগ্রাফি|ক্যাটারিং|টিউশন|কোচিং|কোর্স|ক্লাস(?!িক)|প্রশিক্ষণ|আইইএলটিএস|ক্লিনিক|থেরাপি|মেরামত|রিপেয়ার(?! কিট)|রিপ্লেসমেন্ট|ট্যুর|সেশন|অ্যাপয়েন্টমেন্ট|বুকিং|(?<!গিফট |উপহার )প্যাকেজ|(?:ব্রাইডাল|বিয়ের|পার্টি) মেকআপ|মেকআপ আর্টিস্ট",
);

/** Goods, software or a service, from a name in Bangla, Banglish or English (`offerKind`). */
export function nativeOfferKind(text: string): OfferKind {
  const source = text.normalize("NFC");
  const english = offerKind(source);
  if (english === "software" || NATIVE_SOFTWARE.test(source)) return "software";
  return NATIVE_SERVICE.test(source) ? "service" : english;
}

/** Each platform as the language names it (an unknown one keeps the name the user typed). */
export const NATIVE_PLATFORM_NAMES: Readonly<
  Record<NativeLanguage, Readonly<Record<Exclude<Platform, "other">, string>>>
> = {
  bn: {
    facebook: "ফেসবুক",
    instagram: "ইনস্টাগ্রাম",
    linkedin: "লিংকডইন",
    tiktok: "টিকটক",
    x: "এক্স",
    youtube: "ইউটিউব",
  },
  banglish: {
    facebook: "Facebook",
    instagram: "Instagram",
    linkedin: "LinkedIn",
    tiktok: "TikTok",
    x: "X",
    youtube: "YouTube",
  },
};

/** A platform's name in the language: the known ones as people write them, others as typed. */
export function nativePlatformName(label: string, language: NativeLanguage): string {
  const platform = nativePlatform(label);
  if (platform !== "other") return NATIVE_PLATFORM_NAMES[language][platform];
  return language === "bn" ? label : inBanglish(label);
}

/** The post format that suits each platform and purpose, as Bangladeshi social teams call them. */
export const NATIVE_POST_FORMATS: Readonly<
  Record<NativeLanguage, Readonly<Record<Platform, Readonly<Record<PostPurpose, string>>>>>
> = {
  bn: {
    instagram: {
      educate: "ক্যারোসেল",
      engage: "পোলসহ স্টোরি",
      sell: "রিল",
      behindTheScenes: "রিল",
      community: "ক্রেতাদের ছবির ক্যারোসেল",
    },
    facebook: {
      educate: "ছবিসহ পোস্ট",
      engage: "প্রশ্নের পোস্ট",
      sell: "ভিডিও পোস্ট",
      behindTheScenes: "ফটো অ্যালবাম",
      community: "ক্রেতার ছবির পোস্ট",
    },
    linkedin: {
      educate: "ডকুমেন্ট ক্যারোসেল",
      engage: "পোল",
      sell: "লেখা আর ছবির পোস্ট",
      behindTheScenes: "ছবিসহ লেখা",
      community: "শাউট-আউট পোস্ট",
    },
    tiktok: {
      educate: "ছোট ভিডিও",
      engage: "প্রশ্নসহ ছোট ভিডিও",
      sell: "ডেমো ভিডিও",
      behindTheScenes: "ছোট ভিডিও",
      community: "ডুয়েট বা স্টিচ",
    },
    x: {
      educate: "থ্রেড",
      engage: "পোল",
      sell: "ছবিসহ পোস্ট",
      behindTheScenes: "ছবিসহ পোস্ট",
      community: "কোট পোস্ট",
    },
    youtube: {
      educate: "শর্টস",
      engage: "কমিউনিটি পোস্ট",
      sell: "শর্টস",
      behindTheScenes: "শর্টস",
      community: "কমিউনিটি পোস্ট",
    },
    other: {
      educate: "পোস্ট",
      engage: "প্রশ্নের পোস্ট",
      sell: "ছবিসহ পোস্ট",
      behindTheScenes: "ছবির পোস্ট",
      community: "ক্রেতার ছবির পোস্ট",
    },
  },
  banglish: {
    instagram: {
      educate: "Carousel",
      engage: "Poll shoho story",
      sell: "Reel",
      behindTheScenes: "Reel",
      community: "Kretader chhobir carousel",
    },
    facebook: {
      educate: "Chhobi shoho post",
      engage: "Proshner post",
      sell: "Video post",
      behindTheScenes: "Photo album",
      community: "Kretar chhobir post",
    },
    linkedin: {
      educate: "Document carousel",
      engage: "Poll",
      sell: "Lekha ar chhobir post",
      behindTheScenes: "Chhobi shoho lekha",
      community: "Shout-out post",
    },
    tiktok: {
      educate: "Chhoto video",
      engage: "Proshno shoho chhoto video",
      sell: "Demo video",
      behindTheScenes: "Chhoto video",
      community: "Duet ba stitch",
    },
    x: {
      educate: "Thread",
      engage: "Poll",
      sell: "Chhobi shoho post",
      behindTheScenes: "Chhobi shoho post",
      community: "Quote post",
    },
    youtube: {
      educate: "Shorts",
      engage: "Community post",
      sell: "Shorts",
      behindTheScenes: "Shorts",
      community: "Community post",
    },
    other: {
      educate: "Post",
      engage: "Proshner post",
      sell: "Chhobi shoho post",
      behindTheScenes: "Chhobir post",
      community: "Kretar chhobir post",
    },
  },
};

/** Calls to action per platform, as pages write them: order goods, try software, book a service. */
export const NATIVE_PLATFORM_CTAS: Readonly<
  Record<NativeLanguage, Readonly<Record<Platform, Readonly<Record<OfferKind, readonly string[]>>>>>
> = {
  bn: {
    facebook: {
      goods: [
        "অর্ডার করতে পেজে ইনবক্স করুন 📩",
        "দাম জানতে কমেন্টে “দাম” লিখুন, আমরা ইনবক্সে জানিয়ে দেব।",
        "অর্ডার করতে এখানে যান: [লিংক]",
      ],
      software: [
        "বিস্তারিত জানুন: [লিংক]",
        "মেসেজ দিন, কীভাবে কাজ করে দেখিয়ে দেব।",
        "আজই ট্রাই করুন: [লিংক]",
      ],
      service: [
        "বুকিং দিতে পেজে ইনবক্স করুন 📩",
        "কবে খালি আছে জানতে কমেন্টে “বুকিং” লিখুন, আমরা ইনবক্সে জানিয়ে দেব।",
        "বুকিং দিতে এখানে যান: [লিংক]",
      ],
    },
    instagram: {
      goods: [
        "অর্ডার করতে বায়োর লিংকে যান 👉",
        "ডিএম-এ “অর্ডার” লিখুন, পছন্দেরটা বাছতে সাহায্য করব।",
        "পোস্টটা সেভ করে রাখুন, অর্ডার করতে বায়োর লিংকে যান।",
      ],
      software: [
        "বায়োর লিংক থেকে ট্রাই করুন 👉",
        "কীভাবে কাজ করে দেখতে বায়োর লিংকে যান।",
        "ডিএম-এ “ডেমো” লিখুন, দেখিয়ে দেব।",
      ],
      service: [
        "বুকিং দিতে বায়োর লিংকে যান 👉",
        "ডিএম-এ লিখুন কী লাগবে আর কবে, খালি আছে কি না জানিয়ে দেব।",
      ],
    },
    linkedin: {
      goods: ["পুরো কালেকশন দেখুন: [লিংক]", "বিস্তারিত জানতে মেসেজ দিন।"],
      software: [
        "বিস্তারিত পাবেন কমেন্টের লিংকে।",
        "কীভাবে কাজ করে জানতে চান? মেসেজ দিন।",
        "ট্রাই করে জানান কেমন লাগল: [লিংক]",
      ],
      service: ["সময় ঠিক করতে মেসেজ দিন।", "কল বুক করুন: [লিংক]"],
    },
    tiktok: {
      goods: ["অর্ডার করতে বায়োর লিংকে যান 🔗", "বায়োর লিংক থেকে অর্ডার করুন।"],
      software: ["বায়োর লিংক থেকে ট্রাই করুন 🔗", "কীভাবে কাজ করে দেখুন বায়োর লিংকে।"],
      service: ["বুকিং দিতে বায়োর লিংকে যান 🔗"],
    },
    x: {
      goods: ["অর্ডার করুন: [লিংক]", "আপনারটা নিন: [লিংক]"],
      software: ["ট্রাই করুন: [লিংক]", "বিস্তারিত: [লিংক]"],
      service: ["বুক করুন: [লিংক]", "কবে খালি আছে দেখুন: [লিংক]"],
    },
    youtube: {
      goods: ["অর্ডারের লিংক ডেসক্রিপশনে দেওয়া আছে।"],
      software: ["ডেসক্রিপশনের লিংক থেকে ট্রাই করুন।"],
      service: ["বুকিংয়ের লিংক ডেসক্রিপশনে দেওয়া আছে।"],
    },
    other: {
      goods: ["অর্ডার করুন: [লিংক]", "আজই অর্ডার করুন: [লিংক]"],
      software: ["বিস্তারিত জানুন: [লিংক]", "আজই ট্রাই করুন: [লিংক]"],
      service: ["বুক করুন: [লিংক]", "আজই বুকিং নিশ্চিত করুন: [লিংক]"],
    },
  },
  banglish: {
    facebook: {
      goods: [
        "Order korte page-e inbox korun 📩",
        "Dam jante comment-e “dam” likhun, amra inbox-e janiye debo.",
        "Order korte ekhane jan: [link]",
      ],
      software: [
        "Bistarito janun: [link]",
        "Message din, kivabe kaj kore dekhiye debo.",
        "Ajkei try korun: [link]",
      ],
      service: [
        "Booking dite page-e inbox korun 📩",
        "Kobe khali achhe jante comment-e “booking” likhun, amra inbox-e janiye debo.",
        "Booking dite ekhane jan: [link]",
      ],
    },
    instagram: {
      goods: [
        "Order korte bio-r link-e jan 👉",
        "DM-e “order” likhun, pochhonder ta bachhte help korbo.",
        "Post ta save kore rakhun, order korte bio-r link-e jan.",
      ],
      software: [
        "Bio-r link theke try korun 👉",
        "Kivabe kaj kore dekhte bio-r link-e jan.",
        "DM-e “demo” likhun, dekhiye debo.",
      ],
      service: [
        "Booking dite bio-r link-e jan 👉",
        "DM-e likhun ki lagbe ar kobe, khali achhe ki na janiye debo.",
      ],
    },
    linkedin: {
      goods: ["Puro collection dekhun: [link]", "Bistarito jante message din."],
      software: [
        "Bistarito paben comment-er link-e.",
        "Kivabe kaj kore jante chan? Message din.",
        "Try kore janan kemon laglo: [link]",
      ],
      service: ["Shomoy thik korte message din.", "Call book korun: [link]"],
    },
    tiktok: {
      goods: ["Order korte bio-r link-e jan 🔗", "Bio-r link theke order korun."],
      software: ["Bio-r link theke try korun 🔗", "Kivabe kaj kore dekhun bio-r link-e."],
      service: ["Booking dite bio-r link-e jan 🔗"],
    },
    x: {
      goods: ["Order korun: [link]", "Apnar ta nin: [link]"],
      software: ["Try korun: [link]", "Bistarito: [link]"],
      service: ["Book korun: [link]", "Kobe khali achhe dekhun: [link]"],
    },
    youtube: {
      goods: ["Order-er link description-e dewa achhe."],
      software: ["Description-er link theke try korun."],
      service: ["Booking-er link description-e dewa achhe."],
    },
    other: {
      goods: ["Order korun: [link]", "Ajkei order korun: [link]"],
      software: ["Bistarito janun: [link]", "Ajkei try korun: [link]"],
      service: ["Book korun: [link]", "Ajkei booking nishchit korun: [link]"],
    },
  },
};

/**
 * The emojis Bangla and Banglish posts pick one from (none on LinkedIn), by what is sold: a
 * shopping bag only for goods that are not food, a plate for food, a calendar for a service
 * people book.
 */
const NATIVE_EMOJIS: Readonly<Record<OfferKind | "food", readonly string[]>> = {
  goods: ["✨", "🔥", "💚", "🛍️", "😍"],
  food: ["😋", "🍛", "✨", "💚"],
  software: ["✨", "🚀", "💡", "✅"],
  service: ["✨", "💚", "😍", "📅"],
};

/** The emojis for what is sold: its kind (`nativeOfferKind`), and whether it is food (`isFood`). */
export function nativeEmojis(kind: OfferKind, food: boolean): readonly string[] {
  return NATIVE_EMOJIS[kind === "goods" && food ? "food" : kind];
}
