import type { NativeLanguage } from "../../kit/language.ts";
import type { Amount, NumberFormats } from "../../kit/numbers.ts";
import { blocks, bullets, table } from "../../kit/text-kit.ts";
import type { LanguageWriter } from "../../kit/tool-writer.ts";
import {
  readMoney,
  type Reading,
  type RoiFigures,
  type RoiPhrases,
} from "./client-roi-tracker.writer.ts";

/**
 * ROI and ROAS as the Bangla and Banglish books write them (the same report in two scripts): the
 * amounts read from Bangla or English ("৳২৫ হাজার", "1.5 lakh taka", "নেই"), every formula shown in
 * the language's digits; with a missing, unreadable or negative number, or mixed currencies,
 * nothing is calculated and the report says what to enter.
 */

export type RoiNativeBook = RoiPhrases & { language: NativeLanguage; numbers: NumberFormats };

/** "No other costs" in Bangla or Banglish, read as 0. */
const NOTHING = /^(?:নেই|নাই|কিছু না|কিছুই না|শূন্য|০|nei|nai|kichhu na)$/u;

const inputs = ["spend", "revenue", "other"] as const;

export function nativeRoiWriter(book: RoiNativeBook): LanguageWriter {
  return (brief, random) => {
    const campaign = brief.text(["campaign_name", "title"], book.defaultCampaign);
    const texts = {
      spend: brief.text(["ad_spend", "spend"], ""),
      revenue: brief.text(["revenue"], ""),
      other: brief.text(["other_costs"], "0"),
    };
    const readings: Reading[] = inputs.map((input) =>
      input === "other" && NOTHING.test(texts.other.normalize("NFC").trim())
        ? { amount: { value: 0, currency: "" } }
        : readMoney(texts[input], input === "other"),
    );
    const problems = readings.flatMap((reading, index) => {
      if (!("problem" in reading)) return [];
      const input = inputs[index] ?? "spend";
      return [book.problems[reading.problem]({ label: book.labels[input], text: texts[input] })];
    });
    const [spend, revenue, other] = readings.map((reading) =>
      "amount" in reading ? reading.amount : undefined,
    );
    if (spend && spend.value === 0) problems.push(book.zeroSpend);
    const currencies = [
      ...new Set([spend, revenue, other].map((amount) => amount?.currency ?? "").filter(Boolean)),
    ];
    if (currencies.length > 1) problems.push(book.currencies(currencies));
    const title = book.title(campaign);
    if (problems.length > 0 || !spend || !revenue || !other)
      return blocks(title, book.nothingCalculated, book.needHeading, bullets(problems));
    const currency = currencies[0] ?? "";
    const money = (value: number) => book.numbers.money(value, currency);
    const totalCost = spend.value + other.value;
    const profit = revenue.value - totalCost;
    const roi = totalCost === 0 ? undefined : profit / totalCost;
    const roas = revenue.value / spend.value;
    const breakEven = totalCost / spend.value;
    const figures: RoiFigures = {
      spend: money(spend.value),
      other: money(other.value),
      totalCost: money(totalCost),
      revenue: money(revenue.value),
      profit: money(profit),
      roi: roi === undefined ? undefined : book.numbers.percent(roi),
      roas: book.numbers.number(roas),
      breakEven: book.numbers.number(breakEven),
      one: money(1),
      roasMoney: money(roas),
      breakEvenMoney: money(breakEven),
    };
    // Inputs written with a scale word or letters ("৳২৫ হাজার", "1.5 lakh") say how they were read.
    const amounts: Record<(typeof inputs)[number], Amount> = { spend, revenue, other };
    const readAs = inputs
      .filter((input) => amounts[input].unit || /\p{L}/u.test(texts[input]))
      .map((input) =>
        book.readAs({
          label: book.labels[input],
          text: texts[input],
          value: money(amounts[input].value),
        }),
      );
    const outcome =
      profit > 0
        ? random.pick(book.profit)(money(profit))
        : profit === 0
          ? book.brokeEven
          : random.pick(book.loss)(money(-profit));
    const next = profit > 0 ? book.nextAfterProfit(figures) : book.nextAfterLoss(figures);
    return blocks(
      title,
      book.resultsHeading,
      table(book.resultsHeaders, book.results(figures)),
      book.howHeading,
      bullets(book.calculations(figures)),
      readAs.length > 0 && book.howRead(readAs),
      book.meaningHeading,
      book.meaning({ outcome, explanation: random.pick(book.explanations)(figures) }),
      book.nextHeading,
      bullets(random.shuffle(next)),
    );
  };
}
