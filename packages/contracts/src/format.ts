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

/** "৳1,500" */
export function formatBdt(amount: number): string {
  return `৳${formatWholeNumber(amount)}`;
}
