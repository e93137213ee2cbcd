import { nativeGoalIntent, nativeGoalMetric } from "../../kit/bangla-copy-kit.ts";
import type { NativeLanguage } from "../../kit/language.ts";
import type { NumberFormats } from "../../kit/numbers.ts";
import type { LanguageWriter } from "../../kit/tool-writer.ts";
import {
  analyticsReport,
  classify,
  parseMetrics,
  type AnalyticsPhrases,
  type MetricKey,
} from "./analytics-report-generator.writer.ts";

/**
 * A performance report as the Bangla and Banglish books write it (the same report in two
 * scripts): the numbers read from labels typed in Bangla ("খরচ: ৳২৫,০০০", "অর্ডার: ৯০"), Banglish
 * or English, those derived from them with the working shown, in Bengali digits with lakh
 * grouping in Bangla; nothing invented where a number is missing.
 */

export type AnalyticsNativeBook = AnalyticsPhrases & {
  language: NativeLanguage;
  numbers: NumberFormats;
};

const nfc = (source: string) => new RegExp(source.normalize("NFC"), "iu");

/** Metric labels as Bangladeshi marketers type them, most specific first. */
const BANGLA_LABELS: readonly (readonly [RegExp, MetricKey])[] = [
  [nfc("রোয়াস|রোয়াস|রোএএস"), "roas"],
  [nfc("সিটিআর|ক্লিক-?থ্রু|ক্লিক থ্রু"), "ctr"],
  [nfc("সিপিসি|প্রতি ক্লিকে|প্রতি ক্লিকের|ক্লিক প্রতি"), "cpc"],
  [nfc("সিপিএম|প্রতি হাজার"), "cpm"],
  [
    nfc(
      "সিপিএ|সিপিএল|প্রতি (?:অর্ডার|লিড|রেজাল্ট|ফলাফল|মেসেজ|বিক্রি|কনভার্সন|সাইন ?আপ)\\S* খরচ|(?:অর্ডার|লিড|রেজাল্ট|ফলাফল|মেসেজ|কনভার্সন) প্রতি খরচ",
    ),
    "cpa",
  ],
  [nfc("কনভার্সন রেট|রূপান্তরের হার"), "conversionRate"],
  [nfc("ফ্রিকোয়েন্সি"), "frequency"],
  [nfc("ইমপ্রেশন|ইম্প্রেশন"), "impressions"],
  [nfc("রিচ|পৌঁছ"), "reach"],
  [nfc("খরচ|ব্যয়|বাজেট|স্পেন্ড|khoroch"), "spend"],
  [nfc("আয়|রেভিনিউ|বিক্রির পরিমাণ|বিক্রি বাবদ|সেলস ভ্যালু|মোট বিক্রি|ay\\b|revenue"), "revenue"],
];

/** A label typed in Bangla, Banglish or English as a metric ("বিক্রি" with taka is revenue). */
export function nativeClassify(label: string, hasCurrency: boolean): MetricKey | undefined {
  const text = label.normalize("NFC");
  const found = BANGLA_LABELS.find(([pattern]) => pattern.test(text))?.[1];
  if (found) return found;
  if (nfc("বিক্রি|সেল").test(text) && hasCurrency) return "revenue";
  if (nfc("ক্লিক").test(text)) return "clicks";
  if (nfc("অর্ডার|কেনা|পারচেজ|লিড|সাইন ?আপ|রেজিস্ট্রেশন|বুকিং|মেসেজ|কনভার্সন|বিক্রি|সেল").test(text))
    return "conversions";
  return classify(label, hasCurrency);
}

export function nativeAnalyticsWriter(book: AnalyticsNativeBook): LanguageWriter {
  return (brief, random) =>
    analyticsReport(
      { brief, random, phrases: book, numbers: book.numbers },
      {
        parse: (raw) => parseMetrics(raw.normalize("NFC"), nativeClassify),
        intent: nativeGoalIntent,
        trackedBy: (goal) => nativeGoalMetric(goal, book.language),
      },
    );
}
