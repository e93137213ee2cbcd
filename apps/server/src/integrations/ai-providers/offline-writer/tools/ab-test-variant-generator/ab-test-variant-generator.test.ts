import { describe, expect, it } from "vitest";
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
