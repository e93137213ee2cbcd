import { possessive } from "../../kit/bangla-kit.ts";
import {
  nativeAudienceCore,
  nativeBenefit,
  nativeCounted,
  nativeOfferKind,
  nativeProduct,
  splitNativeList,
  type NativeProduct,
} from "../../kit/bangla-copy-kit.ts";
import { AUDIENCE, BENEFITS, PRODUCT } from "../../kit/brief.ts";
import type { OfferKind } from "../../kit/copy-kit.ts";
import type { NativeLanguage } from "../../kit/language.ts";
import { blocks, charCount, numbered, truncate } from "../../kit/text-kit.ts";
import type { LanguageWriter } from "../../kit/tool-writer.ts";

/**
 * A social ad's primary text as the Bangla and Banglish books write it (the same copy in two
 * scripts): three short versions that show in full before "আরও দেখুন", two of two or three
 * sentences, and a story with the benefits as ticks, each with what it honestly gives.
 */

export type PrimaryTextNativeSlots = {
  product: NativeProduct;
  /** The audience as typed and its core ("" without one). */
  audience: string;
  core: string;
  /** Whether the product's name already says who it is for ("ঢাকার তরুণদের জন্য …"). */
  namesAudience: boolean;
  /** The benefit as typed without its closing mark, and its first clause ("" without one). */
  benefit: string;
  first: string;
  /** Each clause with what it gives, when its words suggest something. */
  clauses: readonly { clause: string; gives: string | undefined }[];
  emoji: string;
  /** The book's calls to action in random order. */
  ctas: readonly string[];
};

export type PrimaryTextNativeBook = {
  language: NativeLanguage;
  defaultProduct: string;
  /** Four calls to action for each kind of offer (order goods, try software, book a service), used in random order. */
  ctas: Readonly<Record<OfferKind, readonly string[]>>;
  shortHeading: (max: number) => string;
  shortNote: string;
  /** Each option's versions, longest first: the first that fits is used. */
  shortOptions: (slots: PrimaryTextNativeSlots) => readonly (readonly string[])[];
  mediumHeading: string;
  medium: (slots: PrimaryTextNativeSlots) => readonly string[];
  longHeading: string;
  /** The story's lines ("" for a blank line). */
  long: (slots: PrimaryTextNativeSlots) => readonly string[];
};

/** Feeds show about this much primary text before "আরও দেখুন" (See more). */
const SHORT_MAX = 125;

const EMOJIS = ["✨", "👉", "🔥", "💚", "🛍️", "🙌"];

/** The same without the shopping bag, for what is not goods. */
const NOT_GOODS_EMOJIS = EMOJIS.filter((emoji) => emoji !== "🛍️");

export function nativePrimaryTextWriter(book: PrimaryTextNativeBook): LanguageWriter {
  return (brief, random) => {
    const productText = brief.text(PRODUCT, book.defaultProduct);
    const product = nativeProduct(productText);
    const kind = nativeOfferKind(productText);
    const audience = brief.text(AUDIENCE, "").normalize("NFC");
    const core = audience ? nativeAudienceCore(audience) : "";
    const benefit = brief
      .text(BENEFITS, "")
      .normalize("NFC")
      .replace(/[\s।.!]+$/u, "");
    const clauses = splitNativeList(benefit).map((clause) => ({
      clause: clause.replace(/[।.!]+$/u, ""),
      gives: nativeBenefit(clause, book.language),
    }));
    const slots: PrimaryTextNativeSlots = {
      product,
      audience,
      core,
      namesAudience: core !== "" && product.full.includes(possessive(core)),
      benefit,
      first: clauses[0]?.clause ?? "",
      clauses,
      emoji: random.pick(kind === "goods" ? EMOJIS : NOT_GOODS_EMOJIS),
      ctas: random.shuffle(book.ctas[kind]),
    };
    const tidy = (text: string) => text.replace(/\s+/gu, " ").trim();
    const shortOptions = book.shortOptions(slots).map((versions) => {
      const texts = versions.map(tidy);
      return (
        texts.find((text) => charCount(text) <= SHORT_MAX) ??
        truncate(texts.at(-1) ?? "", SHORT_MAX)
      );
    });
    return blocks(
      book.shortHeading(SHORT_MAX),
      book.shortNote,
      numbered(random.shuffle(shortOptions).map((text) => nativeCounted(text, book.language))),
      book.mediumHeading,
      numbered(book.medium(slots).map(tidy)),
      book.longHeading,
      book.long(slots).join("\n"),
    );
  };
}
