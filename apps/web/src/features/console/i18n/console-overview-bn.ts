import { formatBdt, formatWholeNumber, toBengaliDigits } from "@outsmart/contracts/format";
import type { ConsoleOverviewMessages } from "./console-overview-en";

const monthDay = new Intl.DateTimeFormat("bn-BD", {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
const monthYear = new Intl.DateTimeFormat("bn-BD", {
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** The console's overview in Bangla (docs/operator-console.md "Overview"). */
export const consoleOverviewBn: ConsoleOverviewMessages = {
  nav: "সারসংক্ষেপ",
  title: "সারসংক্ষেপ",
  lead: "ব্যবসা কেমন চলছে, বাংলাদেশ সময় অনুযায়ী। প্রতিটি চার্টের নিচে একই হিসাব টেবিলেও আছে।",
  loading: "সারসংক্ষেপ লোড হচ্ছে",
  unitLabel: "যেভাবে দেখাবে",
  units: { day: "দিন", week: "সপ্তাহ", month: "মাস" },
  rangeNote: { day: "গত ৩০ দিন", week: "গত ১২ সপ্তাহ", month: "গত ১২ মাস" },
  period: (start, unit) => {
    const date = new Date(`${start}T00:00:00Z`);
    return unit === "month"
      ? monthYear.format(date)
      : unit === "week"
        ? `${monthDay.format(date)} থেকে`
        : monthDay.format(date);
  },
  taka: (amount) => formatBdt(Math.round(amount), "bn"),
  count: (value) => toBengaliDigits(formatWholeNumber(value)),
  percent: (value) => `${toBengaliDigits(value.toFixed(1))}%`,
  cards: {
    revenue: "আয়",
    refunded: "রিফান্ড",
    packs: "বিক্রি হওয়া প্যাক",
    creditsSold: "বিক্রি হওয়া ক্রেডিট",
    creditsSpent: "খরচ হওয়া ক্রেডিট",
    generations: "জেনারেশন",
    activeNow: "চালু অ্যাকাউন্ট, সর্বশেষ সময়ে",
  },
  revenueChart: "আয় আর রিফান্ড (৳)",
  packsChart: "বিক্রি হওয়া প্যাক",
  creditsChart: "বিক্রি, খরচ আর ফেরত দেওয়া ক্রেডিট",
  generationsByTool: "টুল অনুযায়ী জেনারেশন",
  generationsByModel: "মডেল অনুযায়ী জেনারেশন",
  activeChart: "চালু অ্যাকাউন্ট (কিছু না কিছু জেনারেট করেছে)",
  failuresTitle: "প্রোভাইডার অনুযায়ী ব্যর্থতা",
  failuresLead: "এই সময়ে যে চেষ্টাগুলো ব্যর্থ হয়েছে (কাস্টমার নিজে থামালে সেটা ব্যর্থতা নয়)।",
  columns: {
    period: "সময়",
    revenue: "আয়",
    refunded: "রিফান্ড",
    starter: "স্টার্টার প্যাক",
    pro: "প্রো প্যাক",
    sold: "বিক্রি",
    spent: "খরচ",
    givenBack: "ফেরত (ব্যর্থ জেনারেশন)",
    clawedBack: "কেটে নেওয়া (রিফান্ড)",
    accounts: "অ্যাকাউন্ট",
    provider: "প্রোভাইডার",
    attempts: "চেষ্টা",
    failed: "ব্যর্থ",
    rate: "ব্যর্থতার হার",
  },
  table: "হিসাবগুলো টেবিলে",
  other: "অন্যান্য",
  nothingYet: "এই সময়ে এখনো কিছু নেই।",
};
