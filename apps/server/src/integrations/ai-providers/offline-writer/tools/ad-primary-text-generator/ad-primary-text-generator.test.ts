import { describe, expect, it } from "vitest";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { lengths, section, write } from "../../testing/writer-checks.ts";

describe("ad-primary-text-generator", () => {
  it("uses the inputs", () => {
    const content = write("ad-primary-text-generator");
    for (const expected of [SAMPLE.product_name!, SAMPLE.key_benefit!])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });

  it("keeps short primary text within 125 characters", () => {
    for (const seed of [1, 2, 3])
      expect(
        Math.max(...lengths(section(write("ad-primary-text-generator", seed), "## Short"))),
      ).toBeLessThanOrEqual(125);
  });
});
