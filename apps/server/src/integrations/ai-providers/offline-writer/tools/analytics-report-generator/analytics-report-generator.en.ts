import { lowerFirst, sentenceCase } from "../../kit/text-kit.ts";
import type { AnalyticsPhrases } from "./analytics-report-generator.writer.ts";

export const analyticsEn: AnalyticsPhrases = {
  defaultPeriod: "This period's",
  metricNames: {
    spend: "Spend",
    impressions: "Impressions",
    reach: "Reach",
    clicks: "Clicks",
    conversions: "Conversions",
    revenue: "Revenue",
    ctr: "CTR",
    cpc: "CPC",
    cpm: "CPM",
    cpa: "Cost per result",
    conversionRate: "Conversion rate",
    roas: "ROAS",
    frequency: "Frequency",
    aov: "Average order value",
  },
  formulas: {
    ctr: "clicks ÷ impressions",
    cpc: "spend ÷ clicks",
    cpm: "spend ÷ impressions × 1,000",
    conversionRate: "conversions ÷ clicks",
    cpa: "spend ÷ conversions",
    roas: "revenue ÷ spend",
    aov: "revenue ÷ conversions",
    frequency: "impressions ÷ reach",
  },
  working: ({ name, formula, numerator, denominator, scale, value }) =>
    `${name} = ${formula} = ${numerator} ÷ ${denominator}${scale !== undefined ? ` × ${scale}` : ""} = ${value}`,
  title: (period) => `# ${sentenceCase(period)} performance report`,
  nothingToReport: [
    "No numbers could be read from the metrics you pasted, so there is nothing to report yet. Paste one metric per line, as “name: number”, for example:",
    [
      "```",
      "Spend: ৳25,000",
      "Impressions: 180,000",
      "Clicks: 3,600",
      "Purchases: 90",
      "Revenue: ৳126,000",
      "```",
    ].join("\n"),
    "Any of these helps: spend, impressions, reach, clicks, conversions (purchases, leads or sign-ups) and revenue.",
  ],
  defaultConversionLabel: "conversions",
  spentFor: ({ spend, conversions, label, perResult }) =>
    `${spend} spent for ${conversions} ${label}: ${perResult} per result.`,
  spentIn: ({ spend, period }) => `${spend} spent in ${lowerFirst(period)}.`,
  roasSummary: ({ roas, one, back }) =>
    `ROAS ${roas}: each ${one} of ad spend brought back ${back} in revenue.`,
  clickThrough: ({ ctr, conversionRate, label }) =>
    `${ctr} of impressions became clicks${conversionRate !== undefined ? `, and ${conversionRate} of clicks became ${label}` : ""}.`,
  goalProgress: ({ reached, target, percent }) =>
    `Goal progress: ${reached} of the ${target} in the goal (${percent}).`,
  shared: ({ count, period }) =>
    `You shared ${count} numbers for ${lowerFirst(period)}; they are listed below.`,
  covered: (roas) => `Revenue covered ad spend: ROAS ${roas}.`,
  notCovered: (roas) =>
    `Revenue did not cover ad spend: ROAS ${roas}. Check your margins before spending more.`,
  notConverted: (percent) =>
    `${percent} of people who clicked did not convert: check the page they land on (speed, price clarity, the steps to buy).`,
  frequency: ({ frequency, times }) =>
    `Frequency ${frequency}: the same people saw the ads about ${times} times; watch for fatigue and refresh the creative if results drop.`,
  nothingStandsOut:
    "Nothing stands out as a clear win from these numbers alone; add last period's numbers to compare.",
  noWarnings: "No warning signs in the numbers given; compare with last period to be sure.",
  recommendations: [
    "Break the numbers down by ad and by audience, then move budget toward the lowest cost per result.",
    "Test one new creative against your current best ad to lift the click-through rate.",
    "Set a maximum cost per result from your margins: what one order earns you after costs is the most a result can cost.",
    "Retarget people who clicked but didn't convert with a reminder that answers their likely doubt (price, delivery or fit).",
    "Fix one step after the click this month (page speed, fewer form fields or clearer delivery costs) and measure the change.",
  ],
  track: ({ metric, goal }) => `Track ${metric} weekly against the goal: ${goal}.`,
  goalLine: (goal) => `Goal: ${goal}.`,
  summaryHeading: "## Summary",
  numbersHeading: "## Key numbers",
  numbersHeaders: ["Metric", "Value", "Given or calculated"],
  givenLabel: (label) => sentenceCase(label),
  givenPercent: (value) => `${value}%`,
  given: "Given",
  calculated: "Calculated",
  calculationsHeading: "## Calculations",
  nothingToCalculate:
    "Nothing to calculate: the derived metrics need pairs such as clicks and impressions, or spend and conversions.",
  alsoNoted: (notes) => `Also noted (no number found): ${notes.join("; ")}.`,
  workingHeading: "## What's working",
  attentionHeading: "## What needs attention",
  recommendationsHeading: "## Recommendations",
  nextTimeHeading: "## Data to add next time",
  nextTime: (missing) => [
    ...(missing.length > 0
      ? [`Missing this time: ${missing.map((name) => name.toLowerCase()).join(", ")}.`]
      : []),
    "The same numbers for the previous period, so the report can show trends.",
    "Results per ad and per audience, to see what drives the totals.",
  ],
};
