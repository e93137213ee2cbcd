import { describe, expect, it } from "vitest";
import {
  asciiDigits,
  detectCurrency,
  formatMoney,
  formatNumber,
  formatPercent,
  parseAmount,
  parseDays,
  parseSeconds,
  splitAmount,
} from "./numbers.ts";

describe("parseAmount", () => {
  it("reads plain numbers, thousands separators and decimals", () => {
    expect(parseAmount("25000")).toEqual({ value: 25_000, currency: "" });
    // The money, not the count of days before it.
    expect(parseAmount("১০ দিনে ১৫,০০০ টাকা")?.value).toBe(15_000);
    expect(parseAmount("10 din-e 15k taka")?.value).toBe(15_000);
    expect(parseAmount("for 7 days, ৳10,000")?.value).toBe(10_000);
    expect(parseAmount("7 days 10000")?.value).toBe(10_000);
    expect(parseAmount("৳10,000 for 7 days")?.value).toBe(10_000);
    expect(parseAmount("25,000.50")?.value).toBe(25_000.5);
    expect(parseAmount("1,00,000")?.value).toBe(100_000);
  });

  it("reads currencies and scale words marketers use", () => {
    expect(parseAmount("৳25,000")).toEqual({ value: 25_000, currency: "৳" });
    expect(parseAmount("BDT 1.2k")).toEqual({ value: 1_200, currency: "৳", unit: "k" });
    expect(parseAmount("2.5 lakh taka")).toEqual({ value: 250_000, currency: "৳", unit: "lakh" });
    expect(parseAmount("1 crore")?.value).toBe(10_000_000);
    expect(parseAmount("$1.5M")).toEqual({ value: 1_500_000, currency: "$", unit: "M" });
    expect(parseAmount("Rs. 500")?.currency).toBe("₹");
    expect(parseAmount("২ লাখ টাকা")).toEqual({ value: 200_000, currency: "৳", unit: "লাখ" });
  });

  it("does not mistake words for scale letters", () => {
    expect(parseAmount("10 more orders")?.value).toBe(10);
    expect(parseAmount("৳500 BDT")?.value).toBe(500);
    expect(parseAmount("৳10,000 for 7 days")?.value).toBe(10_000);
  });

  it("returns undefined when there is no number", () => {
    expect(parseAmount("a lot")).toBeUndefined();
    expect(parseAmount("")).toBeUndefined();
  });

  it("converts Bangla digits and detects currencies", () => {
    expect(asciiDigits("১২,০০০")).toBe("12,000");
    expect(detectCurrency("90,000 Tk")).toBe("৳");
    expect(detectCurrency("90,000")).toBe("");
  });
});

describe("parseSeconds and parseDays", () => {
  it("reads durations", () => {
    expect(parseSeconds("30")).toBe(30);
    expect(parseSeconds("45 sec")).toBe(45);
    expect(parseSeconds("1 min")).toBe(60);
    expect(parseSeconds("1:30")).toBe(90);
    expect(parseSeconds("soon")).toBeUndefined();
  });

  it("reads campaign lengths", () => {
    expect(parseDays("৳10,000 for 7 days")).toBe(7);
    expect(parseDays("2 weeks")).toBe(14);
    expect(parseDays("৳30,000 a month")).toBe(30);
    expect(parseDays("৳10,000")).toBeUndefined();
  });
});

describe("formatting", () => {
  it("formats numbers, money and percentages", () => {
    expect(formatNumber(1234.567)).toBe("1,234.57");
    expect(formatMoney(25_000, "৳")).toBe("৳25,000");
    expect(formatMoney(-1500.5, "$")).toBe("-$1,500.5");
    expect(formatPercent(0.0254)).toBe("2.54%");
  });
});

describe("splitAmount", () => {
  it("splits by whole percentages into whole amounts that add up exactly", () => {
    expect(splitAmount(10_000, [30, 50, 20])).toEqual([3000, 5000, 2000]);
    expect(splitAmount(999, [30, 50, 20])).toEqual([299, 499, 201]);
    expect(splitAmount(7, [60, 10, 20, 10])).toEqual([4, 0, 1, 2]);
    expect(splitAmount(60_001, [60, 10, 20, 10]).reduce((sum, value) => sum + value, 0)).toBe(
      60_001,
    );
  });
});
