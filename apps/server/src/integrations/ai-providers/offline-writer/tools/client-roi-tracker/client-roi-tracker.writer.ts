import { parseAmount, type Amount } from "../../kit/numbers.ts";
import { blocks, bullets, table } from "../../kit/text-kit.ts";
import type { BookInput, Writer } from "../../kit/tool-writer.ts";

/**
 * ROI and ROAS from the spend, revenue and other costs given, with every formula shown. With a
 * missing, unreadable or negative number, or mixed currencies, it calculates nothing and says
 * exactly what to enter.
 */

export type Input = "spend" | "revenue" | "other";

/** Why an input could not be used. */
export type Problem = "empty" | "unreadable" | "negative";

export type Reading = { amount: Amount } | { problem: Problem };

/** Numbers with their currency, ready to print. */
export type RoiFigures = {
  spend: string;
  other: string;
  totalCost: string;
  revenue: string;
  profit: string;
  /** Undefined when there are no costs. */
  roi: string | undefined;
  roas: string;
  breakEven: string;
  /** What one unit of the currency brought back, and what it needed to. */
  one: string;
  roasMoney: string;
  breakEvenMoney: string;
};

export type RoiPhrases = {
  defaultCampaign: string;
  labels: Readonly<Record<Input, string>>;
  problems: Readonly<Record<Problem, (slots: { label: string; text: string }) => string>>;
  zeroSpend: string;
  currencies: (currencies: readonly string[]) => string;
  title: (campaign: string) => string;
  nothingCalculated: string;
  needHeading: string;
  resultsHeading: string;
  resultsHeaders: readonly [metric: string, value: string];
  results: (figures: RoiFigures) => readonly (readonly [string, string])[];
  howHeading: string;
  calculations: (figures: RoiFigures) => readonly string[];
  readAs: (slots: { label: string; text: string; value: string }) => string;
  howRead: (readings: readonly string[]) => string;
  meaningHeading: string;
  /** One is picked for a profit and one for a loss; `amount` is the profit or the loss. */
  profit: readonly ((amount: string) => string)[];
  brokeEven: string;
  loss: readonly ((amount: string) => string)[];
  /** One is picked. */
  explanations: readonly ((figures: RoiFigures) => string)[];
  meaning: (slots: { outcome: string; explanation: string }) => string;
  nextHeading: string;
  /** Shown in random order. */
  nextAfterProfit: (figures: RoiFigures) => readonly string[];
  nextAfterLoss: (figures: RoiFigures) => readonly string[];
};

/** Words that mean "no other costs". */
const NOTHING = /^(none|no|nil|nothing|zero|n\/?a|-|—|0)$/iu;

/** An amount from what was typed, or why it cannot be used; `allowNothing` reads "none" as 0. */
export function readMoney(text: string, allowNothing: boolean): Reading {
  if (allowNothing && NOTHING.test(text.trim())) return { amount: { value: 0, currency: "" } };
  if (text.trim() === "") return { problem: "empty" };
  const amount = parseAmount(text);
  if (!amount) return { problem: "unreadable" };
  if (amount.value < 0) return { problem: "negative" };
  return { amount };
}

/** The report in any language: the same figures, worded by `phrases`; `read` reads one input. */
export function roiReport(
  { brief, random, phrases, numbers }: BookInput<RoiPhrases>,
  read: (text: string, input: Input) => Reading,
): string {
  const campaign = brief.text(["campaign_name", "title"], phrases.defaultCampaign);
  const texts: Record<Input, string> = {
    spend: brief.text(["ad_spend", "spend"], ""),
    revenue: brief.text(["revenue"], ""),
    other: brief.text(["other_costs"], "0"),
  };
  const inputs = ["spend", "revenue", "other"] as const;
  const readings = inputs.map((input) => read(texts[input], input));
  const problems = readings.flatMap((reading, index) => {
    if (!("problem" in reading)) return [];
    const input = inputs[index] ?? "spend";
    return [
      phrases.problems[reading.problem]({ label: phrases.labels[input], text: texts[input] }),
    ];
  });
  const [spend, revenue, other] = readings.map((reading) =>
    "amount" in reading ? reading.amount : undefined,
  );
  if (spend && spend.value === 0) problems.push(phrases.zeroSpend);
  const currencies = [
    ...new Set([spend, revenue, other].map((amount) => amount?.currency ?? "").filter(Boolean)),
  ];
  if (currencies.length > 1) problems.push(phrases.currencies(currencies));
  const title = phrases.title(campaign);
  if (problems.length > 0 || !spend || !revenue || !other)
    return blocks(title, phrases.nothingCalculated, phrases.needHeading, bullets(problems));
  const currency = currencies[0] ?? "";
  const money = (value: number) => numbers.money(value, currency);
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
    roi: roi === undefined ? undefined : numbers.percent(roi),
    roas: numbers.number(roas),
    breakEven: numbers.number(breakEven),
    one: money(1),
    roasMoney: money(roas),
    breakEvenMoney: money(breakEven),
  };
  // Inputs written with a scale word or letters ("৳25k", "1.5 lakh taka") say how they were read.
  const amounts: Record<Input, Amount> = { spend, revenue, other };
  const readAs = inputs
    .filter((input) => amounts[input].unit || /\p{L}/u.test(texts[input]))
    .map((input) =>
      phrases.readAs({
        label: phrases.labels[input],
        text: texts[input],
        value: money(amounts[input].value),
      }),
    );
  const outcome =
    profit > 0
      ? random.pick(phrases.profit)(money(profit))
      : profit === 0
        ? phrases.brokeEven
        : random.pick(phrases.loss)(money(-profit));
  const next = profit > 0 ? phrases.nextAfterProfit(figures) : phrases.nextAfterLoss(figures);
  return blocks(
    title,
    phrases.resultsHeading,
    table(phrases.resultsHeaders, phrases.results(figures)),
    phrases.howHeading,
    bullets(phrases.calculations(figures)),
    readAs.length > 0 && phrases.howRead(readAs),
    phrases.meaningHeading,
    phrases.meaning({ outcome, explanation: random.pick(phrases.explanations)(figures) }),
    phrases.nextHeading,
    bullets(random.shuffle(next)),
  );
}

export const writeRoiReport: Writer<RoiPhrases> = ({ kit, ...input }) =>
  roiReport({ ...input, numbers: kit.numbers }, (text, name) => readMoney(text, name === "other"));
