/** Bangladesh has one time zone and no daylight saving: UTC+6 all year. */
export const DHAKA_TIME_ZONE = "Asia/Dhaka";

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: DHAKA_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The Asia/Dhaka calendar day of an instant, as "YYYY-MM-DD". */
export function dhakaDay(instant: Date): string {
  return dayFormat.format(instant);
}
