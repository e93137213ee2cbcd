import { formatBdt } from "@outsmart/contracts/format";

/** The landing page's ROI calculator (seed §5 and §9): monthly ad spend in taka, 25% saved. */
export const ROI_MIN = 500;
export const ROI_MAX = 50_000;
export const ROI_STEP = 500;
export const ROI_DEFAULT = 5_000;
export const ROI_SAVINGS_RATE = 0.25;

/** A whole number on the slider's grid: clamped to 500–50,000 and rounded to the nearest 500. */
export function normaliseSpend(value: number): number {
  if (!Number.isFinite(value)) return ROI_DEFAULT;
  const snapped = Math.round(value / ROI_STEP) * ROI_STEP;
  return Math.min(ROI_MAX, Math.max(ROI_MIN, snapped));
}

/** Estimated monthly savings: 25% of the spend, in whole taka (exact on the 500 grid). */
export function estimatedSavings(spend: number): number {
  return Math.round(normaliseSpend(spend) * ROI_SAVINGS_RATE);
}

/** "৳10,000" */
export function formatCurrency(amount: number): string {
  return formatBdt(amount);
}
