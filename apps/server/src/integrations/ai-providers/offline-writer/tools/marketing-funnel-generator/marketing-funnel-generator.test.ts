import { describe, expect, it } from "vitest";
import { writeOffline } from "../../offline-writer.ts";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { section, write } from "../../testing/writer-checks.ts";

describe("marketing-funnel-generator", () => {
  it("uses the inputs", () => {
    const content = write("marketing-funnel-generator");
    for (const expected of [SAMPLE.product_name!, SAMPLE.conversion_goal!])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });
});

describe("marketing-funnel-generator in Bangla and Banglish", () => {
  const inputs = {
    product_name: "হাতে বোনা জামদানি শাড়ি",
    target_audience: "অফিসে যাওয়া নারীরা",
    conversion_goal: "ফেসবুক পেজ থেকে প্রথম অর্ডার",
  };
  const writeIn = (language: "bn" | "banglish", seed = 1, overrides: Record<string, string> = {}) =>
    writeOffline({
      toolSlug: "marketing-funnel-generator",
      inputs: { ...inputs, ...overrides },
      seed,
      language,
    }).content;

  it("lays out five stages, the goal's metric and a benefit the product's own words support", () => {
    const content = writeIn("bn");
    const rows = content.split("\n").filter((line) => /^\| (?!ধাপ|---)/u.test(line));
    expect(rows.map((row) => row.split(" | ")[0])).toEqual([
      "| পরিচিতি",
      "| তুলনা",
      "| সিদ্ধান্ত",
      "| আবার কেনা",
      "| সুপারিশ",
    ]);
    expect(content.match(/^### /gmu)).toHaveLength(5);
    expect(section(content, "### সিদ্ধান্ত")).toContain(
      "**যা মাপবেন:** অর্ডারের সংখ্যা আর কনভার্সন রেট (অর্ডার ÷ ক্লিক)",
    );
    expect(section(content, "### পরিচিতি")).toContain(
      "**মূল বার্তা:** হাতে তৈরি, তাই প্রতিটি পিসই একটু আলাদা, অফিসে যাওয়া নারীদের জন্য বানানো।",
    );
    expect(section(content, "## ঝটপট যা করবেন").match(/^\d\. /gmu)).toHaveLength(3);
  });

  it("offers software a trial page and leaves out cash on delivery", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const content = writeIn("bn", seed, { product_name: "দোকানের হিসাব রাখার অ্যাপ" });
      expect(content).toContain("ট্রায়াল বা ডেমো পেজ");
      expect(content).not.toContain("ক্যাশ অন ডেলিভারি");
    }
  });

  it("writes the same funnel in Banglish, in Latin letters", () => {
    const content = writeIn("banglish", 2);
    expect(content).not.toMatch(/\p{Script=Bengali}/u);
    expect(content).toContain("## Marketing funnel: Hate bona jamdani shari");
  });
});

describe("marketing-funnel-generator for a service", () => {
  const funnel = (inputs: Record<string, string>, language: "en" | "bn" | "banglish", seed = 1) =>
    writeOffline({ toolSlug: "marketing-funnel-generator", inputs, seed, language }).content;

  it("converts and keeps clients with bookings, not checkouts, refills or parcels", () => {
    const en = funnel(
      {
        product_name: "bridal makeup package by Glow Studio",
        target_audience: "brides in Chittagong",
        conversion_goal: "bookings",
      },
      "en",
    );
    expect(en).toContain("don't know our bridal makeup package yet");
    expect(en).toContain("a booking reminder");
    expect(en).toContain("Repeat bookings and reviews");
    expect(en).not.toMatch(/checkout|refill|packaging inserts|Repeat purchase/iu);
    const parlour = {
      product_name: "বিয়ের মেকআপ প্যাকেজ",
      target_audience: "চট্টগ্রামের কনেরা",
      conversion_goal: "বুকিং",
    };
    for (const seed of [1, 2, 3, 4]) {
      const bn = funnel(parlour, "bn", seed);
      expect(bn).toContain("বুকিংয়ের রিমাইন্ডার");
      expect(bn).not.toMatch(/চেকআউট|রিফিল|প্যাকেটের|ডেলিভারির সময়/u);
      const banglish = funnel(parlour, "banglish", seed);
      expect(banglish).not.toMatch(/checkout|refill|packet-er|\p{Script=Bengali}/iu);
    }
  });
});
