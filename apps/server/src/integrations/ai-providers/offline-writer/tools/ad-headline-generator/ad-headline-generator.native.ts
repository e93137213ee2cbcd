import {
  nativeAudienceCore,
  nativeCounted,
  nativeOfferKind,
  nativeProduct,
  splitNativeList,
  takeInTurn,
  type NativeProduct,
} from "../../kit/bangla-copy-kit.ts";
import { AUDIENCE, BENEFITS, PRODUCT } from "../../kit/brief.ts";
import type { OfferKind } from "../../kit/copy-kit.ts";
import type { NativeLanguage } from "../../kit/language.ts";
import { blocks, charCount, numbered } from "../../kit/text-kit.ts";
import type { LanguageWriter } from "../../kit/tool-writer.ts";

/**
 * Ad headlines as the Bangla and Banglish books write them (the same copy in two scripts): ten for
 * Google (30 characters), five more for Meta (40), and three to test first, each angle with what
 * its win would tell you about the audience.
 */

const ANGLES = ["benefit", "audience", "product", "question", "cta"] as const;

export type HeadlineAngle = (typeof ANGLES)[number];

export type HeadlineSlots = {
  product: NativeProduct;
  /** The benefit's clauses ("হালকা", "আরামদায়ক" …); empty without a benefit. */
  benefits: readonly string[];
  /** Whether the first clause can stand before the product's name ("হালকা স্নিকার্স"). */
  describes: boolean;
  /** The last word of what the product is ("স্নিকার্স"). */
  head: string;
  /** The audience as typed (its core when long), or "". */
  audience: string;
  /** What is sold: a service's headlines ask to book, not to order. */
  kind: OfferKind;
};

export type AdHeadlineNativeBook = {
  language: NativeLanguage;
  defaultProduct: string;
  angles: Readonly<Record<HeadlineAngle, string>>;
  candidates: (slots: HeadlineSlots) => Readonly<Record<HeadlineAngle, readonly string[]>>;
  googleHeading: (max: number) => string;
  /** Carries the product as typed, so every input shows in the copy. */
  googleNote: (slots: { product: string; max: number }) => string;
  metaHeading: (max: number) => string;
  item: (slots: { counted: string; angle: string }) => string;
  testHeading: string;
  /** What a win for this angle would teach about the audience ("" without one). */
  testItem: (slots: { headline: string; angle: HeadlineAngle; audience: string }) => string;
};

const GOOGLE_MAX = 30;
const META_MAX = 40;

/** A clause that ends in a verb reads as a sentence, not as a word before a noun. */
const SENTENCE_END = /(?:দেয়|করে|থাকে|যায়|হয়|রাখে|আসে|দেয়|kore|thake|jay|hoy|dey)$/u;

/** The headline slots from the product, benefit and audience as typed (ads-builder uses them too). */
export function nativeHeadlineSlots(
  productText: string,
  benefitText: string,
  audienceText: string,
): HeadlineSlots {
  const product = nativeProduct(productText);
  const benefits = splitNativeList(benefitText).map((clause) => clause.replace(/[!।.]+$/u, ""));
  return {
    product,
    benefits,
    describes: benefits.length > 0 && !SENTENCE_END.test(benefits[0] ?? ""),
    head: product.noun.split(" ").at(-1) ?? product.noun,
    audience: nativeAudienceCore(audienceText),
    kind: nativeOfferKind(productText),
  };
}

/** Each angle's candidates within `max` characters, without exclamation marks (Google refuses them). */
export function headlinePools(
  candidates: Readonly<Record<HeadlineAngle, readonly string[]>>,
  max: number,
): { label: HeadlineAngle; texts: string[] }[] {
  return ANGLES.map((angle) => ({
    label: angle,
    texts: candidates[angle]
      .map((text) => text.replace(/!/gu, "").replace(/\s+/gu, " ").trim())
      .filter((text) => text !== "" && charCount(text) <= max),
  }));
}

export function nativeAdHeadlineWriter(book: AdHeadlineNativeBook): LanguageWriter {
  return (brief, random) => {
    const slots = nativeHeadlineSlots(
      brief.text(PRODUCT, book.defaultProduct),
      brief.text(BENEFITS, ""),
      brief.text(AUDIENCE, ""),
    );
    const { product, audience } = slots;
    const candidates = book.candidates(slots);
    const pools = (max: number) => headlinePools(candidates, max);
    const google = takeInTurn(pools(GOOGLE_MAX), 10, random);
    const meta = takeInTurn(pools(META_MAX), 15, random)
      .filter((headline) => !google.some((short) => short.text === headline.text))
      .slice(0, 5);
    const best = random
      .shuffle(google)
      .filter(
        (headline, index, all) =>
          all.findIndex((other) => other.label === headline.label) === index,
      )
      .slice(0, 3);
    const list = (items: typeof google) =>
      numbered(
        items.map((headline) =>
          book.item({
            counted: nativeCounted(headline.text, book.language),
            angle: book.angles[headline.label],
          }),
        ),
      );
    return blocks(
      book.googleHeading(GOOGLE_MAX),
      book.googleNote({ product: product.full, max: GOOGLE_MAX }),
      list(google),
      meta.length > 0 && book.metaHeading(META_MAX),
      meta.length > 0 && list(meta),
      book.testHeading,
      numbered(
        best.map((headline) =>
          book.testItem({ headline: headline.text, angle: headline.label, audience }),
        ),
      ),
    );
  };
}
