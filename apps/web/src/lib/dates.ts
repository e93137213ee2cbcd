import { toBengaliDigits } from "@outsmart/contracts/format";
import type { InterfaceLanguage } from "@outsmart/contracts/interface-language";
import { formatLongDate } from "./i18n/format";

/**
 * The dates the signed-in screens show, in the seed's English forms, on the browser's own Intl
 * (date-fns' `format` cost the history 5.4 KiB gzip: ADR 0070). The device's time zone applies.
 */
const day = new Intl.DateTimeFormat("en-US", { month: "short", day: "2-digit", year: "numeric" });
const clock = new Intl.DateTimeFormat("en-US", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const monthYear = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric" });

/** "Nov 05, 2026" */
export function formatDay(date: Date | string): string {
  return day.format(new Date(date));
}

/** "09:07" (24-hour clock) */
export function formatClock(date: Date | string): string {
  return clock.format(new Date(date));
}

/** "Nov 05, 2026 09:07" */
export function formatDayAndClock(date: Date | string): string {
  return `${formatDay(date)} ${formatClock(date)}`;
}

/** "November 2026" */
export function formatMonthYear(date: Date | string): string {
  return monthYear.format(new Date(date));
}

/** "Nov 05, 2026" / "৫ নভেম্বর ২০২৬": the day in the interface language. */
export function formatDayIn(date: Date | string, language: InterfaceLanguage): string {
  return language === "bn" ? formatLongDate(new Date(date), "bn") : formatDay(date);
}

/** "09:07" / "০৯:০৭" */
export function formatClockIn(date: Date | string, language: InterfaceLanguage): string {
  const clock = formatClock(date);
  return language === "bn" ? toBengaliDigits(clock) : clock;
}

/** "Nov 05, 2026 09:07" / "৫ নভেম্বর ২০২৬ ০৯:০৭" */
export function formatDayAndClockIn(date: Date | string, language: InterfaceLanguage): string {
  return `${formatDayIn(date, language)} ${formatClockIn(date, language)}`;
}
