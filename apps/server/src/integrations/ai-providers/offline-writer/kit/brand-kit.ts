import type { BrandKitFields, BrandTone } from "@outsmart/contracts/brand-kit";
import type { OfflineLanguage } from "./language.ts";
import { clean } from "./text-kit.ts";

/**
 * The brand kit in the offline writer (issue 16, ADR 0068), for every tool and language alike
 * (the engine has already put the kit in the fields the user left empty,
 * contracts/brand-kit-inputs.ts): a short brand block in the kit's tone names the brand, its products and their facts (price, offer, what makes them
 * different) and where to buy; and the kit's words to avoid are taken out of the whole text.
 */
export type OfflineBrandKit = Pick<
  BrandKitFields,
  "name" | "products" | "audience" | "tone" | "wordsToAvoid" | "salesChannel"
>;

type BrandBook = {
  /** "price: ৳1,200" as the language says it. */
  price: (price: string) => string;
  order: (channel: string) => string;
  also: (brand: string) => string;
  stop: string;
  tone: Readonly<Record<BrandTone, string>>;
};

const BOOKS: Readonly<Record<OfflineLanguage, BrandBook>> = {
  en: {
    price: (price) => `only ${price}`,
    order: (channel) => `Order now: ${channel}`,
    also: (brand) => `Also from ${brand}`,
    stop: ".",
    tone: {
      friendly: "Questions? Message us anytime — we're happy to help.",
      premium: "Made for those who value quality that lasts.",
      playful: "Go on, treat yourself — you deserve it!",
      formal: "We look forward to serving you.",
    },
  },
  bn: {
    price: (price) => `দাম ${price}`,
    order: (channel) => `অর্ডার করুন: ${channel}`,
    also: (brand) => `${brand}-এর আরও`,
    stop: "।",
    tone: {
      friendly: "কোনো প্রশ্ন থাকলে ইনবক্স করুন, আমরা পাশে আছি।",
      premium: "মান যাঁদের কাছে সবার আগে, তাঁদের জন্যই।",
      playful: "দেরি কেন? আজই নিজেকে একটা ট্রিট দিন!",
      formal: "আপনাকে সেবা দিতে পেরে আমরা আনন্দিত হব।",
    },
  },
  banglish: {
    price: (price) => `dam ${price}`,
    order: (channel) => `Order korun: ${channel}`,
    also: (brand) => `${brand}-er aro`,
    stop: ".",
    tone: {
      friendly: "Kono proshno thakle inbox korun, amra pashe achi.",
      premium: "Maan jader kache shobar age, tader jonnoi.",
      playful: "Deri keno? Ajkei nijeke ekta treat din!",
      formal: "Apnake sheba dite pere amra anondito hobo.",
    },
  },
};

/** The brand block under the tool's copy: brand, products with their facts, where to buy, tone. */
export function brandBlock(kit: OfflineBrandKit, language: OfflineLanguage): string {
  const book = BOOKS[language];
  const sentence = (text: string) => {
    const line = clean(text);
    return /[.!?।]$/u.test(line) ? line : `${line}${book.stop}`;
  };
  const [first, ...others] = kit.products;
  const lines: string[] = [];
  if (first) {
    const facts = [first.price && book.price(first.price), first.offer, first.difference]
      .filter(Boolean)
      .map(sentence);
    const name = `**${kit.name} ${first.name}**`;
    lines.push(facts.length > 0 ? `${name} — ${facts.join(" ")}` : name);
  } else {
    lines.push(`**${kit.name}**`);
  }
  if (others.length > 0) {
    const list = others
      .map((product) => (product.price ? `${product.name} (${product.price})` : product.name))
      .join(", ");
    lines.push(sentence(`${book.also(kit.name)}: ${list}`));
  }
  if (kit.salesChannel) lines.push(book.order(kit.salesChannel));
  lines.push(book.tone[kit.tone]);
  return lines.join("\n\n");
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// Letters with their combining marks (Bangla vowel signs are marks), digits and the underscore.
const WORD_CHAR = "[\\p{L}\\p{M}\\p{N}_]";

/**
 * The text with every word that contains one of `avoid` taken out (case-insensitive, so "Cheap"
 * and "cheaper" go with "cheap"), and the spaces, punctuation and bare hashtags it leaves tidied.
 */
export function withoutWords(text: string, avoid: readonly string[]): string {
  const phrases = avoid.map((phrase) => phrase.trim()).filter(Boolean);
  if (phrases.length === 0) return text;
  let result = text;
  for (const phrase of phrases) {
    const pattern = new RegExp(`${WORD_CHAR}*${escapeRegExp(phrase)}${WORD_CHAR}*`, "giu");
    result = result.replace(pattern, "");
  }
  return (
    result
      .replace(/(^|[ \t])#(?=[ \t]|$)/gmu, "$1")
      .replace(/[ \t]+([,.!?।:;])/gu, "$1")
      .replace(/([,;:])(?:[ \t]*[,;:])+/gu, "$1")
      .replace(/(?<=\S)[ \t]{2,}/gu, " ")
      // A word taken from the start of a line leaves one space (indentation is two or more).
      .replace(/^ (?=\S)/gmu, "")
      .replace(/[ \t]+$/gmu, "")
  );
}
