import { describe, expect, it } from "vitest";
import { formatBdt, formatLakhs, formatWholeNumber, toBengaliDigits } from "./format.ts";

describe("number formatting", () => {
  it("groups whole numbers exactly as toLocaleString('en-US') does", () => {
    const values = [
      0,
      -0,
      1,
      4,
      12,
      999,
      1000,
      1500,
      9999,
      10_000,
      12_375,
      50_000,
      100_000,
      999_999,
      1_000_000,
      123_456_789,
      -1,
      -999,
      -1000,
      -1_234_567,
      Number.MAX_SAFE_INTEGER,
      Number.MIN_SAFE_INTEGER,
    ];
    for (const value of values)
      expect(formatWholeNumber(value), String(value)).toBe(value.toLocaleString("en-US"));
  });

  it("leaves fractions and non-finite values to toLocaleString", () => {
    for (const value of [1234.5, 0.125, -2.75, 1e21, Number.NaN, Number.POSITIVE_INFINITY])
      expect(formatWholeNumber(value), String(value)).toBe(value.toLocaleString("en-US"));
  });

  it("formats taka", () => {
    expect(formatBdt(1500)).toBe("৳1,500");
    expect(formatBdt(4)).toBe("৳4");
    expect(formatBdt(50_000)).toBe("৳50,000");
  });
});

describe("taka and counts in both interface languages", () => {
  it("groups taka in lakhs exactly as Intl's en-IN and bn-BD do", () => {
    const values = [0, 5, 500, 1500, 99_999, 100_000, 120_000, 1_234_567, 10_000_000, -120_000];
    for (const value of values) {
      expect(formatBdt(value), String(value)).toBe(
        `৳${new Intl.NumberFormat("en-IN").format(value)}`,
      );
      expect(formatBdt(value, "bn"), String(value)).toBe(
        `৳${new Intl.NumberFormat("bn-BD").format(value)}`,
      );
    }
    expect(formatBdt(120_000)).toBe("৳1,20,000");
    expect(formatBdt(120_000, "bn")).toBe("৳১,২০,০০০");
    expect(formatLakhs(1234.5)).toBe((1234.5).toLocaleString("en-IN"));
  });

  it("writes Bengali digits", () => {
    expect(toBengaliDigits("1 credit = ৳2")).toBe("১ credit = ৳২");
  });
});
