import { describe, expect, it } from "vitest";
import { cumulativeLayoutShift, totalBlockingTime } from "./web-vitals.ts";

describe("cumulativeLayoutShift", () => {
  it("is 0 without shifts", () => {
    expect(cumulativeLayoutShift([])).toBe(0);
  });

  it("adds shifts less than a second apart into one window", () => {
    expect(
      cumulativeLayoutShift([
        { t: 100, v: 0.01 },
        { t: 900, v: 0.02 },
        { t: 1800, v: 0.03 },
      ]),
    ).toBeCloseTo(0.06);
  });

  it("reports the worst window, not the sum of separate ones", () => {
    expect(
      cumulativeLayoutShift([
        { t: 100, v: 0.05 },
        { t: 3000, v: 0.02 },
        { t: 3500, v: 0.02 },
      ]),
    ).toBeCloseTo(0.05);
  });

  it("closes a window after 5 seconds even when shifts keep coming", () => {
    const shifts = Array.from({ length: 12 }, (_, index) => ({ t: index * 900, v: 0.01 }));
    // 0, 900 … 4500 fit in the first 5 s window (6 shifts); 5400 … 9900 start a new one.
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.06);
  });
});

describe("totalBlockingTime", () => {
  it("counts the part of each long task past 50 ms, after first contentful paint", () => {
    expect(
      totalBlockingTime(
        [
          { t: 100, d: 300 }, // ends before FCP at 500: ignored
          { t: 600, d: 120 }, // 70
          { t: 900, d: 50 }, // 0
          { t: 1000, d: 80 }, // 30
        ],
        500,
      ),
    ).toBe(100);
  });

  it("counts a task that spans first contentful paint from FCP on", () => {
    expect(totalBlockingTime([{ t: 400, d: 200 }], 500)).toBe(50);
    expect(totalBlockingTime([{ t: 450, d: 90 }], 500)).toBe(0);
  });
});
