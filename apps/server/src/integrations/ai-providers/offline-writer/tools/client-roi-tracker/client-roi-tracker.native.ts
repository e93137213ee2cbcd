import type { NativeLanguage } from "../../kit/language.ts";
import type { NumberFormats } from "../../kit/numbers.ts";
import type { LanguageWriter } from "../../kit/tool-writer.ts";
import { readMoney, roiReport, type RoiPhrases } from "./client-roi-tracker.writer.ts";

/**
 * ROI and ROAS as the Bangla and Banglish books write them (the same report in two scripts): the
 * amounts read from Bangla or English ("৳২৫ হাজার", "1.5 lakh taka", "নেই"), every formula shown in
 * the language's digits; with a missing, unreadable or negative number, or mixed currencies,
 * nothing is calculated and the report says what to enter.
 */

export type RoiNativeBook = RoiPhrases & { language: NativeLanguage; numbers: NumberFormats };

/** "No other costs" in Bangla or Banglish, read as 0. */
const NOTHING = /^(?:নেই|নাই|কিছু না|কিছুই না|শূন্য|০|nei|nai|kichhu na)$/u;

export function nativeRoiWriter(book: RoiNativeBook): LanguageWriter {
  return (brief, random) =>
    roiReport({ brief, random, phrases: book, numbers: book.numbers }, (text, input) =>
      input === "other" && NOTHING.test(text.normalize("NFC").trim())
        ? { amount: { value: 0, currency: "" } }
        : readMoney(text, input === "other"),
    );
}
