import { describe, expect, it } from "vitest";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { section, write } from "../../testing/writer-checks.ts";

describe("boost-suggestion-planner", () => {
  it("uses the inputs", () => {
    const content = write("boost-suggestion-planner");
    for (const expected of ["EcoStride", SAMPLE.campaign_goal!, "৳10,000"])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });

  it("splits a boost budget into amounts that add up, and asks for one when it has no number", () => {
    const content = write("boost-suggestion-planner");
    const amounts = [
      ...section(content, "## Budget plan").matchAll(/^\| \w+ \| [^|]+ \| \d+% \| ৳([\d,]+) \|/gmu),
    ].map((match) => Number((match[1] ?? "").replace(/,/gu, "")));
    expect(amounts).toHaveLength(3);
    expect(amounts.reduce((sum, value) => sum + value, 0)).toBe(10_000);
    const missing = write("boost-suggestion-planner", 1, { total_budget: "whatever is left" });
    expect(missing).toContain("No budget amount could be read");
    expect(section(missing, "## Budget plan")).not.toMatch(/\| ৳\d/u);
  });
});
