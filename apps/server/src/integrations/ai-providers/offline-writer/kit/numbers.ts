/**
 * Reading the numbers marketers type ("৳2.5 lakh", "BDT 25,000", "$1.2k", "১২,০০০ টাকা") and
 * writing them back. Commas are always thousands separators (Indian grouping "1,00,000" included);
 * a decimal point is ".".
 */
export type Amount = {
  value: number;
  /** The currency symbol to print the value with ("৳", "$", …), or "" when none was written. */
  currency: string;
  /** The scale word as written ("lakh", "k", …), when there was one. */
  unit?: string;
};

const CURRENCIES: readonly [RegExp, string][] = [
  [/৳|টাকা|\btk\b|\btaka\b|\bbdt\b/iu, "৳"],
  [/₹|\binr\b|\brs\.?(?=\s|\d|$)/iu, "₹"],
  [/\$|\busd\b/iu, "$"],
  [/€|\beur\b/iu, "€"],
  [/£|\bgbp\b/iu, "£"],
];

const UNITS: Readonly<Record<string, number>> = {
  k: 1e3,
  thousand: 1e3,
  হাজার: 1e3,
  l: 1e5,
  lac: 1e5,
  lacs: 1e5,
  lakh: 1e5,
  lakhs: 1e5,
  লাখ: 1e5,
  লক্ষ: 1e5,
  m: 1e6,
  mn: 1e6,
  million: 1e6,
  cr: 1e7,
  crore: 1e7,
  crores: 1e7,
  কোটি: 1e7,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
};

/** Bangla and Devanagari digits → ASCII, so "১২,০০০" reads as 12,000. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u09e6-\u09ef\u0966-\u096f]/gu, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x09e6 ? 0x09e6 : 0x0966));
  });
}

export function detectCurrency(text: string): string {
  for (const [pattern, symbol] of CURRENCIES) if (pattern.test(text)) return symbol;
  return "";
}

const NUMBER_PATTERN =
  /([-−]?)(\d[\d,]*(?:\.\d+)?|\.\d+)\s*(thousand|million|billion|crores?|lakhs?|lacs?|mn|bn|cr|k|m|b|l|হাজার|লাখ|লক্ষ|কোটি)?(?![a-z])/iu;

/** Every number in a text, for `matchAll`. */
const NUMBERS = new RegExp(NUMBER_PATTERN.source, "giu");

/** A currency sign or word right before a number ("৳", "Tk", "BDT", "$"). */
const CURRENCY_BEFORE = /(?:[৳$€£₹]|\b(?:tk|bdt|rs|usd)\.?)\s*$/iu;
/** A currency word right after a number ("15,000 টাকা", "15k taka", "500 tk"). */
const CURRENCY_AFTER = /^\s*(?:টাকা|taka|tk\b|bdt\b|dollars?\b|usd\b)/iu;
/** A duration right after a number ("10 days", "১০ দিনে", "2 weeks"): a count, not money. */
const DURATION_AFTER = /^\s*(?:days?|weeks?|months?|দিন|সপ্তাহ|মাস|din|shoptah|mash)/iu;

/**
 * The amount in the text with its scale word applied, or undefined when there is none: the number
 * a currency stands next to, else the first that is not a count of days ("১০ দিনে ১৫,০০০ টাকা"
 * is 15,000, not 10), else the first.
 */
export function parseAmount(text: string): Amount | undefined {
  const source = asciiDigits(text);
  const numbers = [...source.matchAll(NUMBERS)];
  const after = (found: RegExpExecArray) => source.slice((found.index ?? 0) + found[0].length);
  const match =
    numbers.find(
      (found) =>
        CURRENCY_BEFORE.test(source.slice(0, found.index)) || CURRENCY_AFTER.test(after(found)),
    ) ??
    numbers.find((found) => !DURATION_AFTER.test(after(found))) ??
    numbers[0];
  if (!match) return undefined;
  const digits = (match[2] ?? "").replace(/,/g, "");
  const base = Number(digits);
  if (!Number.isFinite(base)) return undefined;
  const unit = match[3];
  const scale = unit ? (UNITS[unit.toLowerCase()] ?? 1) : 1;
  const sign = match[1] ? -1 : 1;
  const amount: Amount = { value: sign * base * scale, currency: detectCurrency(source) };
  if (unit) amount.unit = unit;
  return amount;
}

/** "30", "30s", "45 sec", "1 min", "1:30" → seconds; undefined when no number is given. */
export function parseSeconds(text: string): number | undefined {
  const source = asciiDigits(text);
  const clock = /(\d+):([0-5]\d)/u.exec(source);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  const match = /(\d+(?:\.\d+)?)\s*(minutes?|mins?|m\b)?/iu.exec(source);
  if (!match) return undefined;
  const value = Number(match[1]);
  return match[2] ? value * 60 : value;
}

/** A whole number of days from "for 7 days", "2 weeks", "a month"; undefined when not stated. */
export function parseDays(text: string): number | undefined {
  const source = asciiDigits(text).toLowerCase();
  const counted = /(\d+)\s*(days?|weeks?|months?)/u.exec(source);
  if (counted) {
    const count = Number(counted[1]);
    const unit = counted[2] ?? "day";
    return count * (unit.startsWith("week") ? 7 : unit.startsWith("month") ? 30 : 1);
  }
  if (/\b(a|one|per|this|next)\s+week\b|\bweekly\b/u.test(source)) return 7;
  if (/\b(a|one|per|this|next)\s+month\b|\bmonthly\b/u.test(source)) return 30;
  return undefined;
}

/**
 * Splits a whole amount by whole percentages into whole amounts that add up exactly: each share is
 * rounded down and the last takes the rest.
 */
export function splitAmount(total: number, percents: readonly number[]): number[] {
  const amounts = percents.map((percent) => Math.floor((total * percent) / 100));
  const assigned = amounts.slice(0, -1).reduce((sum, value) => sum + value, 0);
  amounts[amounts.length - 1] = total - assigned;
  return amounts;
}

/** How numbers, money and percentages are written in one language. */
export type NumberFormats = {
  number: (value: number, maxDecimals?: number) => string;
  money: (value: number, currency: string) => string;
  percent: (ratio: number) => string;
};

const numberFormats = new Map<number, Intl.NumberFormat>();

export function formatNumber(value: number, maxDecimals = 2): string {
  let format = numberFormats.get(maxDecimals);
  if (!format) {
    format = new Intl.NumberFormat("en-US", { maximumFractionDigits: maxDecimals });
    numberFormats.set(maxDecimals, format);
  }
  return format.format(value);
}

/** "৳25,000", "-৳1,500.5", "25,000" when no currency was written. */
export function formatMoney(value: number, currency: string): string {
  const sign = value < 0 ? "-" : "";
  return `${sign}${currency}${formatNumber(Math.abs(value))}`;
}

/** A ratio as a percentage: 0.0254 → "2.54%". */
export function formatPercent(ratio: number): string {
  return `${formatNumber(ratio * 100)}%`;
}
