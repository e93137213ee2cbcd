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
