import { describe, expect, it } from "vitest";
import {
  ROI_DEFAULT,
  ROI_MAX,
  ROI_MIN,
  estimatedSavings,
  formatCurrency,
  normaliseSpend,
} from "./roi";

describe("the ROI calculator's numbers", () => {
  it.each([
    [500, 125],
    [10_000, 2_500],
    [50_000, 12_500],
    [5_500, 1_375],
  ])("a spend of %i saves %i (25%%)", (spend, savings) => {
    expect(estimatedSavings(spend)).toBe(savings);
  });

  it("keeps the spend on the slider's grid: 500 to 50,000 in steps of 500", () => {
    expect(normaliseSpend(0)).toBe(ROI_MIN);
    expect(normaliseSpend(-3_000)).toBe(ROI_MIN);
    expect(normaliseSpend(60_000)).toBe(ROI_MAX);
    expect(normaliseSpend(10_249)).toBe(10_000);
    expect(normaliseSpend(10_250)).toBe(10_500);
    expect(normaliseSpend(Number.NaN)).toBe(ROI_DEFAULT);
    expect(estimatedSavings(90_000)).toBe(12_500);
  });

  it("formats amounts as taka with thousands separators", () => {
    expect(formatCurrency(500)).toBe("৳500");
    expect(formatCurrency(2_500)).toBe("৳2,500");
    expect(formatCurrency(12_500)).toBe("৳12,500");
    expect(formatCurrency(50_000)).toBe("৳50,000");
  });
});
