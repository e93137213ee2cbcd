import { describe, expect, it } from "vitest";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { section, write } from "../../testing/writer-checks.ts";

describe("influencer-outreach-assistant", () => {
  it("uses the inputs", () => {
    const content = write("influencer-outreach-assistant");
    for (const expected of [SAMPLE.product_name!, "৳60,000"])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });

  it("splits an influencer budget into amounts that add up", () => {
    const amounts = [
      ...section(write("influencer-outreach-assistant"), "## Budget split").matchAll(
        /\| \d+% \| ৳([\d,]+) \|/gu,
      ),
    ].map((match) => Number((match[1] ?? "").replace(/,/gu, "")));
    expect(amounts.reduce((sum, value) => sum + value, 0)).toBe(60_000);
  });
});
