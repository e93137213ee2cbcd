/** The q-th percentile (0–100) of the values, nearest-rank; 0 for no values. */
export function percentile(values: number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((q / 100) * sorted.length)));
  return sorted[rank - 1] ?? 0;
}

/** Rounds to one decimal (figures in ms). */
export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
