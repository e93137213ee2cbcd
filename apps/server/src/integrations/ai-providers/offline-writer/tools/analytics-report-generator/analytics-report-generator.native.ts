import { nativeGoalIntent, nativeGoalMetric } from "../../kit/bangla-copy-kit.ts";
import { GOAL } from "../../kit/brief.ts";
import type { NativeLanguage } from "../../kit/language.ts";
import { parseAmount, type NumberFormats } from "../../kit/numbers.ts";
import { blocks, bullets, numbered, table } from "../../kit/text-kit.ts";
import type { LanguageWriter } from "../../kit/tool-writer.ts";
import {
  classify,
  CORE_METRICS,
  parseMetrics,
  type AnalyticsPhrases,
  type Derived,
  type MetricKey,
  type RatioKey,
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
  return (brief, random) => {
    const period = brief.text(["report_period", "title"], book.defaultPeriod);
    const goal = brief.text(GOAL, "");
    const raw = brief.block(["campaign_metrics", "metrics_prompt", "prompt", "keywords"], "");
    const { metrics, notes } = parseMetrics(raw.normalize("NFC"), nativeClassify);
    const { number, percent } = book.numbers;
    const byKey = new Map(
      metrics.flatMap((metric) => (metric.key ? [[metric.key, metric] as const] : [])),
    );
    const value = (key: MetricKey) => byKey.get(key)?.amount.value;
    const currency =
      byKey.get("spend")?.amount.currency || byKey.get("revenue")?.amount.currency || "";
    const money = (amount: number) => book.numbers.money(amount, currency);
    const plain = (ratio: number) => number(ratio);
    const spend = value("spend");
    const impressions = value("impressions");
    const reach = value("reach");
    const clicks = value("clicks");
    const conversions = value("conversions");
    const revenue = value("revenue");
    const derived: Derived[] = [];
    const add = (
      key: RatioKey,
      numerator: number | undefined,
      denominator: number | undefined,
      show: (ratio: number) => string,
      scale = 1,
    ) => {
      // A metric the user gave is shown as given, not recalculated.
      if (key !== "aov" && byKey.has(key)) return;
      if (numerator === undefined || denominator === undefined || denominator === 0) return;
      const ratio = (numerator / denominator) * scale;
      const name = book.metricNames[key];
      derived.push({
        name,
        value: show(ratio),
        working: book.working({
          name,
          formula: book.formulas[key],
          numerator: number(numerator),
          denominator: number(denominator),
          scale: scale !== 1 ? number(scale) : undefined,
          value: show(ratio),
        }),
      });
    };
    add("ctr", clicks, impressions, percent);
    add("cpc", spend, clicks, money);
    add("cpm", spend, impressions, money, 1000);
    add("conversionRate", conversions, clicks, percent);
    add("cpa", spend, conversions, money);
    add("roas", revenue, spend, plain);
    add("aov", revenue, conversions, money);
    add("frequency", impressions, reach, plain);

    const title = book.title(period);
    if (metrics.length === 0) return blocks(title, ...book.nothingToReport);

    const roasValue =
      value("roas") ?? (revenue !== undefined && spend ? revenue / spend : undefined);
    const conversionRate =
      value("conversionRate") !== undefined
        ? (value("conversionRate") ?? 0) / 100
        : conversions !== undefined && clicks
          ? conversions / clicks
          : undefined;
    const conversionLabel = (
      byKey.get("conversions")?.label ?? book.defaultConversionLabel
    ).toLowerCase();
    const summary: string[] = [];
    if (spend !== undefined && conversions !== undefined && conversions > 0)
      summary.push(
        book.spentFor({
          spend: money(spend),
          conversions: number(conversions),
          label: conversionLabel,
          perResult: money(spend / conversions),
        }),
      );
    else if (spend !== undefined) summary.push(book.spentIn({ spend: money(spend), period }));
    if (roasValue !== undefined)
      summary.push(
        book.roasSummary({ roas: number(roasValue), one: money(1), back: money(roasValue) }),
      );
    if (clicks !== undefined && impressions)
      summary.push(
        book.clickThrough({
          ctr: percent(clicks / impressions),
          conversionRate: conversionRate !== undefined ? percent(conversionRate) : undefined,
          label: conversionLabel,
        }),
      );
    const target = goal ? parseAmount(goal) : undefined;
    const intent = nativeGoalIntent(goal);
    if (target && target.value > 0) {
      // A goal in money is met by revenue; a goal in orders or leads by conversions.
      const reached = target.currency
        ? revenue
        : intent === "sales" || intent === "leads"
          ? conversions
          : undefined;
      if (reached !== undefined)
        summary.push(
          book.goalProgress({
            reached: target.currency ? money(reached) : number(reached),
            target: target.currency ? money(target.value) : number(target.value),
            percent: percent(reached / target.value),
          }),
        );
    }
    if (summary.length === 0) summary.push(book.shared({ count: metrics.length, period }));

    const working: string[] = [];
    const attention: string[] = [];
    if (roasValue !== undefined) {
      if (roasValue >= 1) working.push(book.covered(number(roasValue)));
      else attention.push(book.notCovered(number(roasValue)));
    }
    if (conversionRate !== undefined && conversionRate < 1)
      attention.push(book.notConverted(percent(1 - conversionRate)));
    const frequency =
      value("frequency") ?? (impressions !== undefined && reach ? impressions / reach : undefined);
    if (frequency !== undefined && frequency >= 3)
      attention.push(
        book.frequency({ frequency: number(frequency), times: number(Math.round(frequency)) }),
      );
    if (working.length === 0) working.push(book.nothingStandsOut);
    if (attention.length === 0) attention.push(book.noWarnings);

    const recommendations = random.shuffle(book.recommendations).slice(0, 3);
    if (goal)
      recommendations.unshift(book.track({ metric: nativeGoalMetric(goal, book.language), goal }));

    const missing = CORE_METRICS.filter((key) => !byKey.has(key)).map(
      (key) => book.metricNames[key],
    );
    return blocks(
      title,
      goal && book.goalLine(goal),
      book.summaryHeading,
      bullets(summary),
      book.numbersHeading,
      table(book.numbersHeaders, [
        ...metrics.map((metric) => [
          metric.key ? book.metricNames[metric.key] : book.givenLabel(metric.label),
          metric.percent
            ? book.givenPercent(number(metric.amount.value))
            : metric.amount.currency
              ? book.numbers.money(metric.amount.value, metric.amount.currency)
              : number(metric.amount.value),
          book.given,
        ]),
        ...derived.map((item) => [item.name, item.value, book.calculated]),
      ]),
      book.calculationsHeading,
      derived.length > 0 ? bullets(derived.map((item) => item.working)) : book.nothingToCalculate,
      notes.length > 0 && book.alsoNoted(notes),
      book.workingHeading,
      bullets(working),
      book.attentionHeading,
      bullets(attention),
      book.recommendationsHeading,
      numbered(recommendations),
      book.nextTimeHeading,
      bullets(book.nextTime(missing)),
    );
  };
}
