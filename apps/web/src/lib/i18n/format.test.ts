import { formatBdt } from "@outsmart/contracts/format";
import { describe, expect, it } from "vitest";
import { formatLongDate, formatNumber, formatRelativeTime } from "./format";
import { plural } from "./plural";

const now = new Date("2026-11-23T06:00:00Z");
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe("interface formatting", () => {
  it("writes taka with lakh grouping in both languages", () => {
    expect(formatBdt(120_000)).toBe("৳1,20,000");
    expect(formatBdt(120_000, "bn")).toBe("৳১,২০,০০০");
  });

  it("writes dates as each language prints them, in Bangladesh time", () => {
    expect(formatLongDate(now, "bn")).toBe("২৩ নভেম্বর ২০২৬");
    expect(formatLongDate(now, "en")).toBe("23 November 2026");
    // 20:00 UTC on the 22nd is already the 23rd in Dhaka.
    expect(formatLongDate(new Date("2026-11-22T20:00:00Z"), "bn")).toBe("২৩ নভেম্বর ২০২৬");
  });

  it("says how long ago in words people use", () => {
    expect(formatRelativeTime(ago(10), now, "bn")).toBe("এইমাত্র");
    expect(formatRelativeTime(ago(10), now, "en")).toBe("just now");
    expect(formatRelativeTime(ago(5 * 60), now, "bn")).toBe("৫ মিনিট আগে");
    expect(formatRelativeTime(ago(5 * 60), now, "en")).toBe("5 minutes ago");
    expect(formatRelativeTime(ago(3 * 3600), now, "bn")).toBe("৩ ঘণ্টা আগে");
    expect(formatRelativeTime(ago(26 * 3600), now, "bn")).toBe("গতকাল");
    expect(formatRelativeTime(ago(26 * 3600), now, "en")).toBe("yesterday");
    expect(formatRelativeTime(ago(40 * 86400), now, "en")).toBe("last month");
  });

  it("writes counts with the language's digits", () => {
    expect(formatNumber(2000, "bn")).toBe("২,০০০");
    expect(formatNumber(2000, "en")).toBe("2,000");
  });

  it("picks ICU plural forms by the language's CLDR rules", () => {
    const forms = { one: "# credit", other: "# credits" };
    expect(plural("en", 1, forms)).toBe("1 credit");
    expect(plural("en", 5, forms)).toBe("5 credits");
    expect(plural("bn", 5, { one: "# ক্রেডিট", other: "# ক্রেডিট" }, "৫")).toBe("৫ ক্রেডিট");
  });
});
