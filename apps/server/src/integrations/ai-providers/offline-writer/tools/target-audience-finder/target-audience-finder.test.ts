import { describe, expect, it } from "vitest";
import { writeOffline } from "../../offline-writer.ts";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { write } from "../../testing/writer-checks.ts";

describe("target-audience-finder", () => {
  it("uses the inputs", () => {
    const content = write("target-audience-finder");
    for (const expected of [SAMPLE.product_name!, SAMPLE.market!])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });
});

describe("target-audience-finder in Bangla and Banglish", () => {
  const writeIn = (inputs: Record<string, string>, language: "bn" | "banglish", seed = 1) =>
    writeOffline({ toolSlug: "target-audience-finder", inputs, seed, language }).content;

  it("writes three segments with every part, and the Bangladesh note for a market typed in Bangla", () => {
    const content = writeIn(
      {
        product_name: "হাতে বোনা জামদানি শাড়ি",
        product_description: "ঢাকার তাঁতিদের হাতে বোনা সুতি জামদানি",
        market: "সিলেট আর ঢাকা",
      },
      "bn",
    );
    const segments = content.match(/^## সেগমেন্ট [১২৩]: .+$/gmu) ?? [];
    expect(segments).toHaveLength(3);
    expect(segments[0]).toBe("## সেগমেন্ট ১: সচেতন ক্রেতা");
    for (const label of ["**কারা:**", "**কী চান:**", "**আপত্তি:**", "**টার্গেটিং:**"])
      expect(content.split(label)).toHaveLength(4);
    expect(content).toContain("সিলেট আর ঢাকার");
    expect(content).toContain("ক্যাশ অন ডেলিভারি, bKash বা কার্ড");
    expect(content).not.toMatch(/[০-৯\d]+%/u);
  });

  it("offers business segments for software, and writes them in Latin letters for Banglish", () => {
    const bn = writeIn(
      {
        product_name: "হিসাবখাতা অ্যাপ",
        product_description: "ছোট দোকানের হিসাব রাখার অ্যাপ",
        market: "Berlin",
      },
      "bn",
    );
    expect(bn).toMatch(
      /একাই সব সামলানো মালিক|টার্গেটের পেছনে ছোটা মার্কেটার|সাবধানী মূল্যায়নকারী|এজেন্সি পার্টনার/u,
    );
    expect(bn).not.toContain("bKash");
    const banglish = writeIn({ product_name: "হিসাবখাতা অ্যাপ", market: "ঢাকা" }, "banglish");
    expect(banglish).not.toMatch(/\p{Script=Bengali}/u);
    expect(banglish.match(/^## Segment [123]: /gmu)).toHaveLength(3);
  });
});
