import type { InterfaceLanguage } from "@outsmart/contracts/interface-language";
import { formatWholeNumber, toBengaliDigits } from "@outsmart/contracts/format";

// Dates and relative times in the interface language, on the browser's Intl (no library): the
// signed-in screens only, the public pages format nothing at load (docs/i18n.md).

const dateTags: Record<InterfaceLanguage, string> = { en: "en-GB", bn: "bn-BD" };

/** "23 November 2026" / "২৩ নভেম্বর ২০২৬", in Bangladesh time. */
export function formatLongDate(date: Date, language: InterfaceLanguage): string {
  const parts = new Intl.DateTimeFormat(dateTags[language], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Dhaka",
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? "";
  // bn-BD writes "২৩ নভেম্বর, ২০২৬"; Bangladeshi print drops the comma.
  return `${part("day")} ${part("month")} ${part("year")}`;
}

const justNow: Record<InterfaceLanguage, string> = { en: "just now", bn: "এইমাত্র" };

const steps: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ["minute", 60],
  ["hour", 60 * 60],
  ["day", 24 * 60 * 60],
  ["week", 7 * 24 * 60 * 60],
  ["month", 30 * 24 * 60 * 60],
  ["year", 365 * 24 * 60 * 60],
];

/**
 * How long ago (or how soon) `date` is from `now`: "just now" / "এইমাত্র" under a minute, then
 * "5 minutes ago" / "৫ মিনিট আগে", "yesterday" / "গতকাল", … in the largest whole unit.
 */
export function formatRelativeTime(date: Date, now: Date, language: InterfaceLanguage): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  if (Math.abs(seconds) < 60) return justNow[language];
  let unit: Intl.RelativeTimeFormatUnit = "minute";
  let size = 60;
  for (const [name, length] of steps) {
    if (Math.abs(seconds) < length) break;
    unit = name;
    size = length;
  }
  const value = Math.trunc(seconds / size);
  return new Intl.RelativeTimeFormat(language, { numeric: "auto" }).format(value, unit);
}

/** A count in the interface language's digits: "2,000" / "২,০০০". */
export function formatNumber(value: number, language: InterfaceLanguage): string {
  const text = formatWholeNumber(value);
  return language === "bn" ? toBengaliDigits(text) : text;
}
