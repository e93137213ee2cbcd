import { describe, expect, it } from "vitest";
import { formatBdt, formatWholeNumber } from "./format.ts";

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
