import { formatBanglaNumber } from "../../kit/bangla-kit.ts";
import { nativeList, nativeMoney } from "../../kit/bangla-copy-kit.ts";
import { nativeRoiWriter } from "./client-roi-tracker.native.ts";

/**
 * An ROI report written natively in Bangla, as a Dhaka agency explains one to a shop owner:
 * Bengali digits with lakh grouping, every formula shown, লাভ and ক্ষতি said plainly, and no
 * figure guessed.
 */
export const roiBn = nativeRoiWriter({
  language: "bn",
  numbers: {
    number: (value) => formatBanglaNumber(value),
    money: (value, currency) => nativeMoney(Math.round(value * 100) / 100, currency, "bn"),
    percent: (ratio) => `${formatBanglaNumber(ratio * 100)}%`,
  },
  defaultCampaign: "ক্যাম্পেইন",
  labels: { spend: "বিজ্ঞাপনের খরচ", revenue: "আয়", other: "অন্যান্য খরচ" },
  problems: {
    empty: ({ label }) => `**${label}** ঘরটা ফাঁকা। একটা সংখ্যা লিখুন, যেমন “২৫০০০” বা “৳২৫,০০০”।`,
    unreadable: ({ label, text }) =>
      `**${label}**: “${text}” থেকে কোনো সংখ্যা পড়া গেল না। সংখ্যায় লিখুন, যেমন “২৫০০০”, “৳২৫,০০০” বা “২.৫ লাখ”।`,
    negative: ({ label, text }) => `**${label}** মাইনাসে লেখা (“${text}”)। মাইনাস চিহ্ন ছাড়া লিখুন।`,
  },
  zeroSpend:
    "**বিজ্ঞাপনের খরচ** ০, তাই রোয়াস (আয় ÷ বিজ্ঞাপনের খরচ) হিসাব করা যায় না। বিজ্ঞাপনে কত খরচ হয়েছে, লিখুন।",
  currencies: (currencies) =>
    `অঙ্কগুলো আলাদা আলাদা মুদ্রায় (${nativeList(currencies, "bn")})। আগে সব এক মুদ্রায় বদলে নিন।`,
  title: (campaign) => `# আরওআই রিপোর্ট: ${campaign}`,
  nothingCalculated:
    "কোনো হিসাব করা হয়নি, কারণ একটা সংখ্যা নেই বা স্পষ্ট নয়। এই টুল কখনো আন্দাজে সংখ্যা বসায় না।",
  needHeading: "## যা লাগবে",
  resultsHeading: "## ফলাফল",
  resultsHeaders: ["মেট্রিক", "মান"],
  results: ({ spend, other, totalCost, revenue, profit, roi, roas, breakEven }) => [
    ["বিজ্ঞাপনের খরচ", spend],
    ["অন্যান্য খরচ", other],
    ["মোট খরচ", totalCost],
    ["আয়", revenue],
    ["লাভ (ক্ষতি হলে মাইনাস)", profit],
    ["আরওআই", roi ?? "প্রযোজ্য নয় (কোনো খরচ নেই)"],
    ["রোয়াস", roas],
    ["ব্রেক-ইভেন রোয়াস", breakEven],
  ],
  howHeading: "## কীভাবে হিসাব করা হলো",
  calculations: ({ spend, other, totalCost, revenue, profit, roi, roas, breakEven }) => [
    `মোট খরচ = বিজ্ঞাপনের খরচ + অন্যান্য খরচ = ${spend} + ${other} = ${totalCost}`,
    `লাভ = আয় − মোট খরচ = ${revenue} − ${totalCost} = ${profit}`,
    roi === undefined
      ? "আরওআই = লাভ ÷ মোট খরচ × ১০০: হিসাব করা যায় না, কারণ মোট খরচ ০"
      : `আরওআই = লাভ ÷ মোট খরচ × ১০০ = ${profit} ÷ ${totalCost} × ১০০ = ${roi}`,
    `রোয়াস = আয় ÷ বিজ্ঞাপনের খরচ = ${revenue} ÷ ${spend} = ${roas}`,
    `ব্রেক-ইভেন রোয়াস = মোট খরচ ÷ বিজ্ঞাপনের খরচ = ${totalCost} ÷ ${spend} = ${breakEven}`,
  ],
  readAs: ({ label, text, value }) => `${label} “${text}” পড়া হয়েছে ${value} হিসেবে।`,
  howRead: (readings) => `ইনপুট যেভাবে পড়া হলো: ${readings.join(" ")}`,
  meaningHeading: "## এর মানে কী",
  profit: [
    (amount) => `আপনার দেওয়া সব খরচ বাদ দিয়ে ক্যাম্পেইনে লাভ হয়েছে ${amount}।`,
    (amount) => `সব খরচ মিটিয়েও ক্যাম্পেইনটা ${amount} লাভে আছে।`,
  ],
  brokeEven: "ক্যাম্পেইনটা কাটায় কাটায় খরচ তুলেছে: আয় আর আপনার দেওয়া খরচ ঠিক সমান।",
  loss: [
    (amount) => `আপনার দেওয়া সব খরচ ধরলে ক্যাম্পেইনে ক্ষতি হয়েছে ${amount}।`,
    (amount) => `সব খরচ ধরলে ক্যাম্পেইনটা ${amount} ঘাটতিতে আছে।`,
  ],
  explanations: [
    ({ one, roasMoney, breakEvenMoney }) =>
      `বিজ্ঞাপনে খরচ করা প্রতি ${one} ফিরিয়ে এনেছে ${roasMoney} আয়; সব খরচ তুলতে দরকার ছিল ${breakEvenMoney}।`,
    ({ one, roasMoney, breakEvenMoney }) =>
      `সহজ কথায়: বিজ্ঞাপনে দেওয়া প্রতি ${one} থেকে বিক্রি এসেছে ${roasMoney}, আর লাভ-ক্ষতি সমান হওয়ার বিন্দু ছিল ${breakEvenMoney}।`,
  ],
  meaning: ({ outcome, explanation }) => `${outcome} ${explanation}`,
  nextHeading: "## এরপর যা করবেন",
  nextAfterProfit: ({ breakEven, roi, roas }) => [
    `ধীরে ধীরে বাড়ান: একবারে বাজেট মোটামুটি এক-পঞ্চমাংশ করে বাড়ান, আর খেয়াল রাখুন রোয়াস যেন ব্রেক-ইভেন ${breakEven}-এর ওপরে থাকে।`,
    "কোন অ্যাড আর অডিয়েন্স থেকে বেশিরভাগ আয় এসেছে, খুঁজে বের করুন আর বাজেট সেদিকে সরান।",
    `এই ক্যাম্পেইনের সংখ্যাগুলো মাপকাঠি হিসেবে রেখে দিন: আরওআই ${roi ?? "প্রযোজ্য নয়"}, রোয়াস ${roas}।`,
  ],
  nextAfterLoss: ({ breakEven }) => [
    "এখনই বাজেট বাড়াবেন না: যে অ্যাড বা অডিয়েন্সে সবচেয়ে বেশি ক্ষতি, সেগুলো আগে বন্ধ করুন।",
    `লাভ-ক্ষতি সমান করতে রোয়াস অন্তত ${breakEven} লাগবে: প্রতি অর্ডারে আয় বাড়ান (বান্ডেল, সাথে আরেকটা পণ্য) বা খরচ কমান।`,
    "নতুন অ্যাড টেস্টের আগে ক্লিকের পরের ধাপটা দেখুন (ল্যান্ডিং পেজ, চেকআউট, মেসেজের উত্তর দিতে কত দেরি হয়)।",
  ],
});
