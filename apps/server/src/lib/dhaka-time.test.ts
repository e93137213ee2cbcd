import { describe, expect, it } from "vitest";
import { dhakaDay } from "./dhaka-time.ts";

describe("dhakaDay", () => {
  it("turns over at midnight in Dhaka, which is 18:00 UTC the day before", () => {
    expect(dhakaDay(new Date("2026-03-31T17:59:59Z"))).toBe("2026-03-31");
    expect(dhakaDay(new Date("2026-03-31T18:00:00Z"))).toBe("2026-04-01");
  });
});
