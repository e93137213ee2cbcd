import { formatBanglaNumber, possessive } from "../../kit/bangla-kit.ts";
import { banglaStop, nativeList, nativeMoney } from "../../kit/bangla-copy-kit.ts";
import { nativeAnalyticsWriter } from "./analytics-report-generator.native.ts";

const bnNumber = (value: number, maxDecimals = 2) =>
  new Intl.NumberFormat("bn-BD", { maximumFractionDigits: maxDecimals }).format(value);

/**
 * A performance report written natively in Bangla, as a Dhaka agency sends one to a client:
 * Bengali digits with lakh grouping (৳১,২৬,০০০), the working shown, plain advice, and only the
 * numbers the client gave or that follow from them.
 */
export const analyticsBn = nativeAnalyticsWriter({
  language: "bn",
  numbers: {
    number: bnNumber,
    money: (value, currency) => nativeMoney(Math.round(value * 100) / 100, currency, "bn"),
    percent: (ratio) => `${formatBanglaNumber(ratio * 100)}%`,
  },
  defaultPeriod: "এই সময়",
  metricNames: {
    spend: "খরচ",
    impressions: "ইমপ্রেশন",
    reach: "রিচ",
    clicks: "ক্লিক",
    conversions: "কনভার্সন",
    revenue: "আয়",
    ctr: "সিটিআর (ক্লিক-থ্রু রেট)",
    cpc: "প্রতি ক্লিকের খরচ",
    cpm: "প্রতি হাজার ইমপ্রেশনের খরচ",
    cpa: "প্রতি ফলাফলের খরচ",
    conversionRate: "কনভার্সন রেট",
    roas: "রোয়াস (খরচের তুলনায় আয়)",
    frequency: "ফ্রিকোয়েন্সি",
    aov: "গড় অর্ডারের মূল্য",
  },
  formulas: {
    ctr: "ক্লিক ÷ ইমপ্রেশন",
    cpc: "খরচ ÷ ক্লিক",
    cpm: "খরচ ÷ ইমপ্রেশন × ১,০০০",
    conversionRate: "কনভার্সন ÷ ক্লিক",
    cpa: "খরচ ÷ কনভার্সন",
    roas: "আয় ÷ খরচ",
    aov: "আয় ÷ কনভার্সন",
    frequency: "ইমপ্রেশন ÷ রিচ",
  },
  working: ({ name, formula, numerator, denominator, scale, value }) =>
    `${name} = ${formula} = ${numerator} ÷ ${denominator}${scale !== undefined ? ` × ${scale}` : ""} = ${value}`,
  title: (period) => `# ${possessive(period)} পারফরম্যান্স রিপোর্ট`,
  nothingToReport: [
    "যে মেট্রিকগুলো দিয়েছেন, সেখান থেকে কোনো সংখ্যা পড়া গেল না, তাই রিপোর্ট করার মতো কিছু এখনো নেই। প্রতি লাইনে একটা করে মেট্রিক লিখুন, “নাম: সংখ্যা” এভাবে, যেমন:",
    [
      "```",
      "খরচ: ৳২৫,০০০",
      "ইমপ্রেশন: ১,৮০,০০০",
      "ক্লিক: ৩,৬০০",
      "অর্ডার: ৯০",
      "বিক্রি: ৳১,২৬,০০০",
      "```",
    ].join("\n"),
    "এগুলোর যেকোনোটা কাজে লাগবে: খরচ, ইমপ্রেশন, রিচ, ক্লিক, কনভার্সন (অর্ডার, লিড বা সাইন-আপ) আর আয়।",
  ],
  defaultConversionLabel: "কনভার্সন",
  spentFor: ({ spend, conversions, label, perResult }) =>
    `${spend} খরচে ${conversions}টি ${label}: প্রতিটির খরচ ${perResult}।`,
  spentIn: ({ spend, period }) => `${possessive(period)} মোট খরচ ${spend}।`,
  roasSummary: ({ roas, one, back }) =>
    `রোয়াস ${roas}: বিজ্ঞাপনে খরচ করা প্রতি ${one} ফিরিয়ে এনেছে ${back} আয়।`,
  clickThrough: ({ ctr, conversionRate, label }) =>
    `ইমপ্রেশনের ${ctr} ক্লিকে পৌঁছেছে${conversionRate !== undefined ? `, আর ক্লিকের ${conversionRate} থেকে এসেছে ${label}` : ""}।`,
  goalProgress: ({ reached, target, percent }) =>
    `লক্ষ্যের অগ্রগতি: ${target}-এর মধ্যে ${reached} (${percent})।`,
  shared: ({ count, period }) =>
    `${possessive(period)} ${bnNumber(count)}টি সংখ্যা দিয়েছেন; নিচে সব দেওয়া আছে।`,
  covered: (roas) => `আয় দিয়ে বিজ্ঞাপনের খরচ উঠে এসেছে: রোয়াস ${roas}।`,
  notCovered: (roas) =>
    `আয় দিয়ে বিজ্ঞাপনের খরচ ওঠেনি: রোয়াস ${roas}। আরও খরচের আগে লাভের হিসাবটা দেখে নিন।`,
  notConverted: (percent) =>
    `যাঁরা ক্লিক করেছেন, তাঁদের ${percent} শেষ ধাপ পর্যন্ত যাননি: যে পেজে তাঁরা আসছেন, সেটা দেখুন (লোড হতে কত সময় লাগে, দাম স্পষ্ট কি না, কেনার ধাপ কয়টা)।`,
  frequency: ({ frequency, times }) =>
    `ফ্রিকোয়েন্সি ${frequency}: একই মানুষ বিজ্ঞাপনটা প্রায় ${times} বার দেখেছেন; ফলাফল কমতে থাকলে নতুন ক্রিয়েটিভ দিন।`,
  nothingStandsOut:
    "শুধু এই সংখ্যাগুলো থেকে স্পষ্ট কোনো সাফল্য চোখে পড়ছে না; তুলনার জন্য আগের সময়ের সংখ্যাও দিন।",
  noWarnings: "দেওয়া সংখ্যাগুলোতে চিন্তার কিছু দেখা যাচ্ছে না; নিশ্চিত হতে আগের সময়ের সাথে মিলিয়ে দেখুন।",
  recommendations: [
    "সংখ্যাগুলো অ্যাড আর অডিয়েন্স ধরে ভাগ করে দেখুন, তারপর যেখানে প্রতি ফলাফলের খরচ সবচেয়ে কম, বাজেট সেদিকে সরান।",
    "এখনকার সেরা অ্যাডের পাশে একটা নতুন ক্রিয়েটিভ টেস্ট করুন, যাতে ক্লিক-থ্রু রেট বাড়ে।",
    "লাভের হিসাব থেকে প্রতি ফলাফলের সর্বোচ্চ খরচ ঠিক করুন: খরচ বাদে একটা অর্ডারে যা থাকে, একটা ফলাফলের খরচ তার বেশি হওয়া চলবে না।",
    "যাঁরা ক্লিক করেও কেনেননি, তাঁদের আবার বিজ্ঞাপন দেখান, আর সম্ভাব্য দ্বিধার (দাম, ডেলিভারি বা মাপ) উত্তর দিন।",
    "এ মাসে ক্লিকের পরের একটা ধাপ ঠিক করুন (পেজ দ্রুত লোড হওয়া, ফর্মে কম ঘর, বা ডেলিভারি চার্জ স্পষ্ট করা), তারপর পরিবর্তনটা মাপুন।",
  ],
  track: ({ metric, goal }) => `লক্ষ্যের সাথে মিলিয়ে প্রতি সপ্তাহে দেখুন ${metric}: ${banglaStop(goal)}`,
  goalLine: (goal) => `লক্ষ্য: ${banglaStop(goal)}`,
  summaryHeading: "## সারসংক্ষেপ",
  numbersHeading: "## মূল সংখ্যা",
  numbersHeaders: ["মেট্রিক", "মান", "কোথা থেকে"],
  givenLabel: (label) => label,
  givenPercent: (value) => `${value}%`,
  given: "আপনার দেওয়া",
  calculated: "হিসাব করা",
  calculationsHeading: "## হিসাব",
  nothingToCalculate:
    "হিসাব করার মতো কিছু নেই: এই মেট্রিকগুলোর জন্য জোড়া লাগে, যেমন ক্লিক আর ইমপ্রেশন, বা খরচ আর কনভার্সন।",
  alsoNoted: (notes) => `আরও যা লিখেছেন (কোনো সংখ্যা পাওয়া যায়নি): ${notes.join("; ")}।`,
  workingHeading: "## যা ভালো চলছে",
  attentionHeading: "## যেদিকে নজর দিতে হবে",
  recommendationsHeading: "## পরামর্শ",
  nextTimeHeading: "## পরেরবার যা যোগ করবেন",
  nextTime: (missing) => [
    ...(missing.length > 0 ? [`এবার যা ছিল না: ${nativeList(missing, "bn")}।`] : []),
    "আগের সময়ের একই সংখ্যাগুলো, যাতে রিপোর্টে ওঠানামা দেখা যায়।",
    "প্রতিটি অ্যাড আর অডিয়েন্স ধরে আলাদা ফলাফল, যাতে বোঝা যায় মোট সংখ্যার পেছনে কী আছে।",
  ],
});
