import { describe, expect, it } from "vitest";
import { writeOffline } from "../../offline-writer.ts";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { section, write } from "../../testing/writer-checks.ts";

describe("ab-test-variant-generator", () => {
  it("uses the inputs", () => {
    const content = write("ab-test-variant-generator");
    for (const expected of [SAMPLE.original_copy!, "add-to-cart"])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });

  it("labels three distinct A/B variants, each with a hypothesis", () => {
    const content = write("ab-test-variant-generator");
    const variants = ["A", "B", "C"].map((letter) => section(content, `## Variant ${letter} — `));
    const angles = content.match(/^## Variant [ABC] — (.+)$/gmu) ?? [];
    expect(new Set(angles).size).toBe(3);
    for (const variant of variants) expect(variant).toContain("**Hypothesis:** If we");
    expect(section(content, "## Control")).toContain(SAMPLE.original_copy);
  });

  it("measures the test by the goal it was given (Facebook is not a booking)", () => {
    const content = write("ab-test-variant-generator", 1, {
      test_goal: "increase click-through rate on Facebook ads",
    });
    expect(content).toContain("**Primary metric:** click-through rate (clicks ÷ impressions).");
    expect(content.toLowerCase()).not.toContain("booking");
  });
});

describe("ab-test-variant-generator in Bangla and Banglish", () => {
  const inputs = {
    original_copy: "ঈদের নতুন পাঞ্জাবি এসে গেছে।\nঅর্ডার করতে ইনবক্স করুন।",
    test_goal: "পেজে আরও বেশি মেসেজ",
    target_audience: "অফিসে যাওয়া তরুণরা",
  };

  it("keeps the control word for word and labels three distinct variants, each with a hypothesis on the goal", () => {
    for (const seed of [1, 2, 3, 4]) {
      const content = writeOffline({
        toolSlug: "ab-test-variant-generator",
        inputs,
        seed,
        language: "bn",
      }).content;
      expect(section(content, "## কন্ট্রোল")).toContain(
        "> ঈদের নতুন পাঞ্জাবি এসে গেছে।\n> অর্ডার করতে ইনবক্স করুন।",
      );
      const headings = content.match(/^## ভ্যারিয়েন্ট [কখগ] — .+$/gmu) ?? [];
      expect(headings).toHaveLength(3);
      expect(new Set(headings.map((heading) => heading.split(" — ")[1])).size).toBe(3);
      for (const letter of ["ক", "খ", "গ"])
        expect(section(content, `## ভ্যারিয়েন্ট ${letter} — `)).toContain(`**হাইপোথিসিস:** “`);
      expect(content).toContain("পেজে আরও বেশি মেসেজ");
      expect(content).toContain("**মূল মেট্রিক:** কতগুলো কথোপকথন শুরু হলো আর প্রতি কথোপকথনের খরচ।");
    }
  });

  it("romanises a Bangla control for Banglish", () => {
    const content = writeOffline({
      toolSlug: "ab-test-variant-generator",
      inputs,
      seed: 1,
      language: "banglish",
    }).content;
    expect(content).not.toMatch(/\p{Script=Bengali}/u);
    expect(section(content, "## Control")).toContain("> ");
    expect(content.match(/^## Variant [ABC] — /gmu)).toHaveLength(3);
  });
});
