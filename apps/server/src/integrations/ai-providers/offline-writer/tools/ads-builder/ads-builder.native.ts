import { possessive } from "../../kit/bangla-kit.ts";
import {
  nativeCounted,
  nativeOfferKind,
  nativeList,
  splitNativeList,
  takeInTurn,
} from "../../kit/bangla-copy-kit.ts";
import { AUDIENCE, BENEFITS, PRODUCT } from "../../kit/brief.ts";
import type { NativeLanguage } from "../../kit/language.ts";
import type { Random } from "../../kit/random.ts";
import { blocks, charCount, numbered, truncate } from "../../kit/text-kit.ts";
import type { LanguageWriter } from "../../kit/tool-writer.ts";
import {
  headlinePools,
  nativeHeadlineSlots,
  type AdHeadlineNativeBook,
  type HeadlineSlots,
} from "../ad-headline-generator/ad-headline-generator.native.ts";
import { META_BUTTONS, type AdsBuilderPhrases, type MetaButton } from "./ads-builder.writer.ts";
import type { OfferKind } from "../../kit/copy-kit.ts";

/**
 * A Meta ad set and a Google search ad as the Bangla and Banglish books write them (the same copy
 * in two scripts): three primary texts whose first line shows before “আরও দেখুন”, headlines from
 * the ad-headline book's angles plus the offer, descriptions and a button, each within its limit.
 */

export type { MetaButton };

export type AdsNativeSlots = HeadlineSlots & {
  /** The audience as typed ("" without one); `audience` is its core. */
  fullAudience: string;
  /** Whether the product's name already says who it is for ("ঢাকার তরুণদের জন্য …"). */
  namesAudience: boolean;
  /** The benefit as typed without its closing mark, and its first clause ("" without one). */
  benefit: string;
  first: string;
  offer: string;
  /** The offer's first part when the whole is long ("প্রথম অর্ডারে ১৫% ছাড়"). */
  offerShort: string;
  /** Goods are ordered, software signed up for, a service booked. */
  kind: OfferKind;
  /** The button the offer calls for, so the copy asks for the same step. */
  button: MetaButton;
};

/** The sections worded as in the English book, and what the native books word their own way. */
export type AdsBuilderNativeBook = Pick<
  AdsBuilderPhrases,
  | "buttons"
  | "offerLine"
  | "buttonLine"
  | "metaHeading"
  | "primaryHeading"
  | "primaryNote"
  | "option"
  | "headlinesHeading"
  | "descriptionsHeading"
  | "buttonHeading"
  | "buttonChoice"
  | "googleHeading"
> & {
  language: NativeLanguage;
  defaultProduct: string;
  /** The ad-headline book, whose angles give the headlines. */
  headlines: AdHeadlineNativeBook;
  /** Headlines that lead with the offer, beside the ad-headline book's angles. */
  offerHeadlines: (slots: AdsNativeSlots) => readonly string[];
  buttonNote: string;
  /** Three primary texts: each a list of versions, the first within 125 characters is used. */
  primaryTexts: (slots: AdsNativeSlots) => readonly (readonly string[])[];
  /** Meta description candidates ("" for one that does not apply). */
  metaDescriptions: (slots: AdsNativeSlots & { benefitSummary: string }) => readonly string[];
  /** Four Google descriptions: each a list of versions, the first within 90 characters is used. */
  googleDescriptions: (slots: AdsNativeSlots) => readonly (readonly string[])[];
};

const nfc = (source: string) => new RegExp(source.normalize("NFC"), "iu");

/** The button that matches the offer and the product, read from Bangla, Banglish or English. */
export function nativeMetaButton(offer: string, kind: OfferKind): MetaButton {
  const text = offer.normalize("NFC");
  if (nfc("ডেমো|বুক কর|বুকিং|অ্যাপয়েন্টমেন্ট|পরামর্শ|demo|\\bbook|appointment|consult").test(text))
    return "bookNow";
  if (nfc("%|ছাড়|ডিসকাউন্ট|কুপন|কোড|chhar|\\boff\\b|discount|coupon|code|deal").test(text))
    return "getOffer";
  if (nfc("ট্রায়াল|সাইন ?আপ|ফ্রি অ্যাকাউন্ট|trial|free account|sign ?up").test(text)) return "signUp";
  return META_BUTTONS[kind];
}

const PRIMARY_MAX = 125;
const META_HEADLINE_MAX = 40;
const META_DESCRIPTION_MAX = 30;
const GOOGLE_HEADLINE_MAX = 30;
const GOOGLE_DESCRIPTION_MAX = 90;

/** The first version that fits, else the last one cut to fit. */
const firstFitting = (versions: readonly string[], max: number): string => {
  const texts = versions.map((text) => text.replace(/\s+/gu, " ").trim());
  return texts.find((text) => charCount(text) <= max) ?? truncate(texts.at(-1) ?? "", max);
};

/** As many of the benefit's clauses as fit, joined as the language lists them. */
function clausesWithin(clauses: readonly string[], max: number, language: NativeLanguage): string {
  let best = "";
  for (let count = 1; count <= clauses.length; count += 1) {
    const text = nativeList(clauses.slice(0, count), language);
    if (charCount(text) > max) break;
    best = text;
  }
  return best;
}

export function nativeAdsBuilderWriter(book: AdsBuilderNativeBook): LanguageWriter {
  return (brief, random: Random) => {
    const productText = brief.text(PRODUCT, book.defaultProduct);
    const fullAudience = brief.text(AUDIENCE, "").normalize("NFC");
    const benefit = brief
      .text(BENEFITS, "")
      .normalize("NFC")
      .replace(/[\s।.!]+$/u, "");
    const offer = brief
      .text(["offer"], "")
      .normalize("NFC")
      .replace(/[\s।.!]+$/u, "");
    const base = nativeHeadlineSlots(productText, benefit, fullAudience);
    const kind = nativeOfferKind(productText);
    const buttonKey = nativeMetaButton(offer, kind);
    const slots: AdsNativeSlots = {
      ...base,
      fullAudience,
      namesAudience: base.audience !== "" && base.product.full.includes(possessive(base.audience)),
      benefit,
      first: base.benefits[0] ?? "",
      offer,
      offerShort:
        splitNativeList(offer).find((part) => charCount(part) <= META_DESCRIPTION_MAX) ?? "",
      kind,
      button: buttonKey,
    };
    const button = book.buttons[buttonKey];
    const primaryTexts = book
      .primaryTexts(slots)
      .map((versions) =>
        blocks(
          firstFitting(versions, PRIMARY_MAX),
          offer && book.offerLine(offer),
          book.buttonLine(button.label),
        ),
      );
    const candidates = book.headlines.candidates(base);
    const headlines = (max: number, count: number) => {
      const offers = offer
        ? book
            .offerHeadlines(slots)
            .filter((text) => text !== "" && charCount(text) <= max && !text.includes("!"))
        : [];
      const pools = [...headlinePools(candidates, max), { label: "offer", texts: offers }];
      return takeInTurn(pools, count, random).map((headline) => headline.text);
    };
    const metaHeadlines = headlines(META_HEADLINE_MAX, 5);
    const metaDescriptions = random
      .shuffle(
        book.metaDescriptions({
          ...slots,
          benefitSummary: clausesWithin(base.benefits, META_DESCRIPTION_MAX, book.language),
        }),
      )
      .map((text) => text.replace(/\s+/gu, " ").trim())
      .filter(
        (text, index, all) =>
          text !== "" && charCount(text) <= META_DESCRIPTION_MAX && all.indexOf(text) === index,
      )
      .slice(0, 3);
    const googleHeadlines = headlines(GOOGLE_HEADLINE_MAX, 10);
    const googleDescriptions = book
      .googleDescriptions(slots)
      .map((versions) => firstFitting(versions, GOOGLE_DESCRIPTION_MAX));
    const list = (texts: readonly string[]) =>
      numbered(texts.map((text) => nativeCounted(text, book.language)));
    return blocks(
      book.metaHeading,
      book.primaryHeading,
      book.primaryNote(PRIMARY_MAX),
      ...primaryTexts.map((text, index) => blocks(book.option(index + 1), text)),
      book.headlinesHeading(META_HEADLINE_MAX),
      list(metaHeadlines),
      book.descriptionsHeading(META_DESCRIPTION_MAX),
      list(metaDescriptions),
      book.buttonHeading,
      book.buttonChoice(button),
      book.buttonNote,
      book.googleHeading,
      book.headlinesHeading(GOOGLE_HEADLINE_MAX),
      list(googleHeadlines),
      book.descriptionsHeading(GOOGLE_DESCRIPTION_MAX),
      list(googleDescriptions),
    );
  };
}
