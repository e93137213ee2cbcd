import { describe, expect, it } from "vitest";
import { writeOffline } from "../../offline-writer.ts";
import { brandIn } from "./ab-test-variant-generator.writer.ts";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { section, write } from "../../testing/writer-checks.ts";

describe("ab-test-variant-generator", () => {
  it("uses the inputs", () => {
    const content = write("ab-test-variant-generator");
    for (const expected of [SAMPLE.original_copy!, "add-to-cart"])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });

  it("asks about the brand the copy names, and never makes a question of its loose keywords", () => {
    expect(
      brandIn("Tired of oily fast food? Get Ghorer Tiffin's home-cooked lunch at your desk."),
    ).toBe("Ghorer Tiffin");
    expect(brandIn("Run lighter. Shop EcoStride recycled sneakers today.")).toBe("EcoStride");
    // A CamelCase name keeps the capitalised words after it.
    expect(brandIn("Cracked screen? FixIt Point fixes it in 45 minutes.")).toBe("FixIt Point");
    expect(brandIn("Made in Dhaka. Order on Facebook before Eid.")).toBeUndefined();
    expect(brandIn("Fresh coffee beans delivered every week")).toBeUndefined();
    const hooks = (original_copy: string) =>
      [1, 2, 3, 4, 5, 6, 7, 8].flatMap((seed) =>
        [
          ...write("ab-test-variant-generator", seed, { original_copy }).matchAll(
            /— Question hook\n\n> (.+)/gu,
          ),
        ].map((match) => match[1]),
      );
    const branded = hooks(
      "Tired of oily fast food? Get Ghorer Tiffin's home-cooked lunch at your desk.",
    );
    expect(branded.length).toBeGreaterThan(0);
    for (const hook of branded)
      expect(hook).toMatch(/^Have you tried Ghorer Tiffin yet\? Tired of/u);
    const plain = hooks("Tired of oily fast food? Home-cooked lunch at your desk by 1 pm.");
    expect(plain.length).toBeGreaterThan(0);
    for (const hook of plain)
      expect(hook).toBe(
        "Quick question: tired of oily fast food? Home-cooked lunch at your desk by 1 pm.",
      );
    for (const hook of hooks("Fresh coffee beans delivered every week"))
      expect(hook).toBe("What if it could be easier? Fresh coffee beans delivered every week");
  });

  it("shortens to the message, not to a question hook that names neither brand nor claim", () => {
    const shorter = [1, 2, 3, 4, 5, 6, 7, 8]
      .map((seed) =>
        write("ab-test-variant-generator", seed, {
          original_copy: "Cracked screen? FixIt Point fixes it in 45 minutes.",
        }),
      )
      .flatMap((content) => [...content.matchAll(/— Shorter\n\n> (.+)/gu)].map((m) => m[1]));
    expect(shorter.length).toBeGreaterThan(0);
    for (const line of shorter) expect(line).toBe("FixIt Point fixes it in 45 minutes.");
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

describe("ab-test-variant-generator follows the stated goal in every language (issue 14)", () => {
  const cases = [
    {
      language: "en",
      goal: "increase click-through rate on Facebook ads",
      metric: "**Primary metric:** click-through rate (clicks ÷ impressions).",
      never: "booking",
    },
    {
      language: "en",
      goal: "more bookings for the Facebook page",
      metric: "**Primary metric:** bookings",
      never: "click-through",
    },
    {
      language: "en",
      goal: "boost Instagram likes",
      metric: "**Primary metric:** engagement rate",
      never: "progress toward",
    },
    {
      language: "banglish",
      goal: "Instagram e likes barano",
      metric: "engagement rate (reaction, comment ar share ÷ reach)",
      never: "lokkher dike",
    },
    {
      language: "bn",
      goal: "ফেসবুক বিজ্ঞাপনে ক্লিক-থ্রু রেট বাড়ানো",
      metric: "**মূল মেট্রিক:** ক্লিক-থ্রু রেট (ক্লিক ÷ ইমপ্রেশন)।",
      never: "বুকিং",
    },
    {
      language: "bn",
      goal: "increase click-through rate on Facebook ads",
      metric: "**মূল মেট্রিক:** ক্লিক-থ্রু রেট (ক্লিক ÷ ইমপ্রেশন)।",
      never: "বুকিং",
    },
    {
      language: "banglish",
      goal: "Facebook ad e click-through rate barano",
      metric: "click-through rate (click ÷ impression)",
      never: "booking",
    },
    {
      language: "banglish",
      goal: "Facebook page e aro message",
      metric: "kotogulo conversation shuru holo",
      never: "booking",
    },
  ] as const;

  for (const { language, goal, metric, never } of cases)
    it(`${language}: “${goal}”`, () => {
      for (const seed of [1, 2, 3]) {
        const content = writeOffline({
          toolSlug: "ab-test-variant-generator",
          inputs: {
            original_copy: "New Eid panjabi collection. Order in the inbox.",
            test_goal: goal,
            target_audience: "young office workers in Dhaka",
          },
          seed,
          language,
        }).content;
        expect(content).toContain(metric);
        expect(content.toLowerCase()).not.toContain(never.toLowerCase());
      }
    });
});
