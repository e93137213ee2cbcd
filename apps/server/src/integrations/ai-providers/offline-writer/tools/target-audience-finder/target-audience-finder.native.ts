import {
  nativeIsSoftware,
  nativeOfferKind,
  nativeProduct,
  pointsToBangladesh,
  type NativeProduct,
} from "../../kit/bangla-copy-kit.ts";
import { PRODUCT } from "../../kit/brief.ts";
import type { NativeLanguage } from "../../kit/language.ts";
import type { LanguageWriter } from "../../kit/tool-writer.ts";
import {
  audienceReport,
  BUSINESS,
  SOLD_TO_BUSINESSES,
  buyersOf,
  CONSCIOUS,
  DESCRIPTION,
  MARKET,
  type AudienceReport,
} from "./target-audience-finder.writer.ts";

/**
 * Audience segments as the Bangla and Banglish books write them (the same hypotheses in two
 * scripts): three segments to test, which to start with, and how to validate them cheaply.
 */

export type NativeSegmentContext = {
  product: NativeProduct;
  /** The market as typed, or the book's default. */
  market: string;
  /** Whether the inputs point to Bangladesh (local channels, payments and moments). */
  local: boolean;
};

export type AudienceFinderNativeBook = AudienceReport<NativeSegmentContext> & {
  language: NativeLanguage;
};

const BANGLA_BUSINESS = /ব্যবসা|কোম্পানি|এজেন্সি|ক্লায়েন্ট|টিম|স্টার্টআপ|প্রতিষ্ঠান/u;
const BANGLA_SOLD_TO_BUSINESSES = /ব্যবসা|কোম্পানি|এজেন্সি|স্টার্টআপ|প্রতিষ্ঠান/u;
const BANGLA_CONSCIOUS = /পরিবেশ|রিসাইকেল|অর্গানিক|প্রাকৃতিক|পাট|হাতে তৈরি|হাতে বোনা/u;

export function nativeAudienceFinderWriter(book: AudienceFinderNativeBook): LanguageWriter {
  return (brief, random) => {
    const productText = brief.text(PRODUCT, book.defaultProduct);
    const description = brief.text(DESCRIPTION, productText);
    const market = brief.text(MARKET, book.defaultMarket);
    const both = `${productText} ${description}`.normalize("NFC");
    const context: NativeSegmentContext = {
      product: nativeProduct(productText),
      market,
      local: pointsToBangladesh(`${market} ${description}`),
    };
    const conscious = CONSCIOUS.test(both) || BANGLA_CONSCIOUS.test(both);
    return audienceReport(random, book, {
      product: productText,
      description,
      market,
      context,
      buyers: buyersOf({
        kind: nativeOfferKind(both),
        soldToBusinesses: SOLD_TO_BUSINESSES.test(both) || BANGLA_SOLD_TO_BUSINESSES.test(both),
        software: nativeIsSoftware(both),
        business: BUSINESS.test(description) || BANGLA_BUSINESS.test(description.normalize("NFC")),
        text: both,
      }),
      conscious,
    });
  };
}
