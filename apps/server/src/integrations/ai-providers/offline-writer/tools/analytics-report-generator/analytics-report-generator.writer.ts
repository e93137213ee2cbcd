import { GOAL } from "../../kit/brief.ts";
import { goalIntent, goalMetric, type GoalIntent } from "../../kit/copy-kit.ts";
import { parseAmount, type Amount } from "../../kit/numbers.ts";
import { blocks, bullets, numbered, table } from "../../kit/text-kit.ts";
import type { BookInput, Writer } from "../../kit/tool-writer.ts";

/**
 * A performance report from the numbers pasted: a summary, the numbers given and those derived
 * from them with their formulas, what works, what needs attention and what to do. It computes only
 * from what was given and never fills a gap with an invented figure or benchmark.
 */

export type MetricKey =
  | "spend"
  | "impressions"
  | "reach"
  | "clicks"
  | "conversions"
  | "revenue"
  | "ctr"
  | "cpc"
  | "cpm"
  | "cpa"
  | "conversionRate"
  | "roas"
  | "frequency";

/** Metrics derived from two others (the user may give them too, except the order value). */
export type RatioKey =
  "ctr" | "cpc" | "cpm" | "conversionRate" | "cpa" | "roas" | "aov" | "frequency";

export type Metric = { label: string; amount: Amount; percent: boolean; key?: MetricKey };

export type AnalyticsPhrases = {
  defaultPeriod: string;
  metricNames: Readonly<Record<MetricKey | "aov", string>>;
  /** How each derived metric is worked out, in words ("clicks ÷ impressions"). */
  formulas: Readonly<Record<RatioKey, string>>;
  /** A derived metric with the numbers substituted; `scale` only when not 1. */
  working: (slots: {
    name: string;
    formula: string;
    numerator: string;
    denominator: string;
    scale: string | undefined;
    value: string;
  }) => string;
  title: (period: string) => string;
  /** When no number could be read: what to paste, an example and what helps. */
  nothingToReport: readonly string[];
  /** What a conversion is called when the numbers do not name it. */
  defaultConversionLabel: string;
  spentFor: (slots: {
    spend: string;
    conversions: string;
    label: string;
    perResult: string;
  }) => string;
  spentIn: (slots: { spend: string; period: string }) => string;
  roasSummary: (slots: { roas: string; one: string; back: string }) => string;
  clickThrough: (slots: {
    ctr: string;
    conversionRate: string | undefined;
    label: string;
  }) => string;
  goalProgress: (slots: { reached: string; target: string; percent: string }) => string;
  shared: (slots: { count: number; period: string }) => string;
  covered: (roas: string) => string;
  notCovered: (roas: string) => string;
  notConverted: (percent: string) => string;
  frequency: (slots: { frequency: string; times: string }) => string;
  nothingStandsOut: string;
  noWarnings: string;
  /** Three are recommended, in random order. */
  recommendations: readonly string[];
  track: (slots: { metric: string; goal: string }) => string;
  goalLine: (goal: string) => string;
  summaryHeading: string;
  numbersHeading: string;
  numbersHeaders: readonly [metric: string, value: string, source: string];
  /** A metric named as the user wrote it. */
  givenLabel: (label: string) => string;
  givenPercent: (value: string) => string;
  given: string;
  calculated: string;
  calculationsHeading: string;
  nothingToCalculate: string;
  alsoNoted: (notes: readonly string[]) => string;
  workingHeading: string;
  attentionHeading: string;
  recommendationsHeading: string;
  nextTimeHeading: string;
  /** `missing` are the names of the core metrics not given. */
  nextTime: (missing: readonly string[]) => readonly string[];
};

/** Label → metric, most specific first ("cost per click" before "cost"). */
export function classify(label: string, hasCurrency: boolean): MetricKey | undefined {
  const text = label.toLowerCase();
  const rules: readonly [RegExp, MetricKey][] = [
    [/roas|return on ad spend/u, "roas"],
    [/ctr|click[- ]?through/u, "ctr"],
    [/cpc|cost per (link )?click/u, "cpc"],
    [/cpm|cost per (1,?000|thousand|mille)/u, "cpm"],
    [/cpa|cpl|cost per (result|purchase|lead|conversion|acquisition|order|sale|message)/u, "cpa"],
    [/conversion rate|\bcvr\b|\bcr\b/u, "conversionRate"],
    [/frequency/u, "frequency"],
    [/impression/u, "impressions"],
    [/reach/u, "reach"],
    [/spend|spent|\bcost|budget/u, "spend"],
    [/revenue|income|gmv|turnover|(sales|purchase|conversion) value|sales amount/u, "revenue"],
  ];
  const found = rules.find(([pattern]) => pattern.test(text))?.[1];
  if (found) return found;
  if (/\bsales?\b/u.test(text) && hasCurrency) return "revenue";
  if (/click/u.test(text)) return "clicks";
  if (
    /purchase|order|conversion|lead|sign[- ]?up|registration|result|\bsales?\b|booking|subscriber/u.test(
      text,
    )
  )
    return "conversions";
  return undefined;
}

/** "Spend: ৳25,000", "Clicks 3600", "CTR = 2%" (one per line, or comma-separated pairs). */
export function parseMetrics(
  text: string,
  classifyLabel: (label: string, hasCurrency: boolean) => MetricKey | undefined = classify,
): { metrics: Metric[]; notes: string[] } {
  const metrics: Metric[] = [];
  const notes: string[] = [];
  const lines = text
    .split(/\n|;|\|/u)
    .flatMap((line) => line.split(/,\s*(?=[\p{L}][\p{L}\p{M} ]*[:=])/u))
    .map((line) => line.trim())
    .filter(Boolean);
  for (const line of lines) {
    // A dash separates only with a space before it: "Sign-ups: 120" is one label.
    const pair = /^(.*?)\s*(?:[:=]|\s[–-])\s*(.+)$/u.exec(line);
    const label = (pair ? pair[1] : line.replace(/[\d০-৯.,%৳$₹€£]+.*$/u, "")) ?? "";
    const valueText = pair ? (pair[2] ?? "") : line;
    const amount = parseAmount(valueText);
    if (!amount || label.trim() === "") {
      notes.push(line);
      continue;
    }
    const metric: Metric = { label: label.trim(), amount, percent: /%/u.test(valueText) };
    const key = classifyLabel(label, amount.currency !== "");
    if (key && !metrics.some((known) => known.key === key)) metric.key = key;
    metrics.push(metric);
  }
  return { metrics, notes };
}

export type Derived = { name: string; value: string; working: string };

/** The metrics every report should have. */
export const CORE_METRICS: readonly MetricKey[] = [
  "spend",
  "impressions",
  "reach",
  "clicks",
  "conversions",
  "revenue",
];

/**
 * What a book reads its own way: metric labels, the goal's intent and the metric the goal is
 * tracked by (English here, Bangla and Banglish in the native books).
 */
export type AnalyticsReading = {
  parse: (raw: string) => { metrics: Metric[]; notes: string[] };
  intent: (goal: string) => GoalIntent;
  trackedBy: (goal: string) => string;
};

/** The report in any language: the same figures and plan, worded by `phrases`. */
export function analyticsReport(
  { brief, random, phrases, numbers }: BookInput<AnalyticsPhrases>,
  reading: AnalyticsReading,
): string {
  const period = brief.text(["report_period", "title"], phrases.defaultPeriod);
  const goal = brief.text(GOAL, "");
  const raw = brief.block(["campaign_metrics", "metrics_prompt", "prompt", "keywords"], "");
  const { metrics, notes } = reading.parse(raw);
  const { number, percent } = numbers;
  const byKey = new Map(
    metrics.flatMap((metric) => (metric.key ? [[metric.key, metric] as const] : [])),
  );
  const value = (key: MetricKey) => byKey.get(key)?.amount.value;
  const currency =
    byKey.get("spend")?.amount.currency || byKey.get("revenue")?.amount.currency || "";
  const money = (amount: number) => numbers.money(amount, currency);
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
    const name = phrases.metricNames[key];
    derived.push({
      name,
      value: show(ratio),
      working: phrases.working({
        name,
        formula: phrases.formulas[key],
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

  const title = phrases.title(period);
  if (metrics.length === 0) return blocks(title, ...phrases.nothingToReport);

  const roasValue = value("roas") ?? (revenue !== undefined && spend ? revenue / spend : undefined);
  const conversionRate =
    value("conversionRate") !== undefined
      ? (value("conversionRate") ?? 0) / 100
      : conversions !== undefined && clicks
        ? conversions / clicks
        : undefined;
  const conversionLabel = (
    byKey.get("conversions")?.label ?? phrases.defaultConversionLabel
  ).toLowerCase();
  const summary: string[] = [];
  if (spend !== undefined && conversions !== undefined && conversions > 0)
    summary.push(
      phrases.spentFor({
        spend: money(spend),
        conversions: number(conversions),
        label: conversionLabel,
        perResult: money(spend / conversions),
      }),
    );
  else if (spend !== undefined) summary.push(phrases.spentIn({ spend: money(spend), period }));
  if (roasValue !== undefined)
    summary.push(
      phrases.roasSummary({ roas: number(roasValue), one: money(1), back: money(roasValue) }),
    );
  if (clicks !== undefined && impressions)
    summary.push(
      phrases.clickThrough({
        ctr: percent(clicks / impressions),
        conversionRate: conversionRate !== undefined ? percent(conversionRate) : undefined,
        label: conversionLabel,
      }),
    );
  const target = goal ? parseAmount(goal) : undefined;
  const intent = reading.intent(goal);
  if (target && target.value > 0) {
    // A goal in money is met by revenue; a goal in orders or leads by conversions.
    const reached = target.currency
      ? revenue
      : intent === "sales" || intent === "leads"
        ? conversions
        : undefined;
    if (reached !== undefined)
      summary.push(
        phrases.goalProgress({
          reached: target.currency ? money(reached) : number(reached),
          target: target.currency ? money(target.value) : number(target.value),
          percent: percent(reached / target.value),
        }),
      );
  }
  if (summary.length === 0) summary.push(phrases.shared({ count: metrics.length, period }));

  const working: string[] = [];
  const attention: string[] = [];
  if (roasValue !== undefined) {
    if (roasValue >= 1) working.push(phrases.covered(number(roasValue)));
    else attention.push(phrases.notCovered(number(roasValue)));
  }
  if (conversionRate !== undefined && conversionRate < 1)
    attention.push(phrases.notConverted(percent(1 - conversionRate)));
  const frequency =
    value("frequency") ?? (impressions !== undefined && reach ? impressions / reach : undefined);
  if (frequency !== undefined && frequency >= 3)
    attention.push(
      phrases.frequency({ frequency: number(frequency), times: number(Math.round(frequency)) }),
    );
  if (working.length === 0) working.push(phrases.nothingStandsOut);
  if (attention.length === 0) attention.push(phrases.noWarnings);

  const recommendations = random.shuffle(phrases.recommendations).slice(0, 3);
  if (goal) recommendations.unshift(phrases.track({ metric: reading.trackedBy(goal), goal }));

  const missing = CORE_METRICS.filter((key) => !byKey.has(key)).map(
    (key) => phrases.metricNames[key],
  );
  return blocks(
    title,
    goal && phrases.goalLine(goal),
    phrases.summaryHeading,
    bullets(summary),
    phrases.numbersHeading,
    table(phrases.numbersHeaders, [
      ...metrics.map((metric) => [
        metric.key ? phrases.metricNames[metric.key] : phrases.givenLabel(metric.label),
        metric.percent
          ? phrases.givenPercent(number(metric.amount.value))
          : metric.amount.currency
            ? numbers.money(metric.amount.value, metric.amount.currency)
            : number(metric.amount.value),
        phrases.given,
      ]),
      ...derived.map((item) => [item.name, item.value, phrases.calculated]),
    ]),
    phrases.calculationsHeading,
    derived.length > 0 ? bullets(derived.map((item) => item.working)) : phrases.nothingToCalculate,
    notes.length > 0 && phrases.alsoNoted(notes),
    phrases.workingHeading,
    bullets(working),
    phrases.attentionHeading,
    bullets(attention),
    phrases.recommendationsHeading,
    numbered(recommendations),
    phrases.nextTimeHeading,
    bullets(phrases.nextTime(missing)),
  );
}

export const writeAnalyticsReport: Writer<AnalyticsPhrases> = ({ kit, ...input }) =>
  analyticsReport(
    { ...input, numbers: kit.numbers },
    {
      parse: (raw) => parseMetrics(raw),
      intent: goalIntent,
      trackedBy: (goal) => goalMetric(goal, kit.copy),
    },
  );
