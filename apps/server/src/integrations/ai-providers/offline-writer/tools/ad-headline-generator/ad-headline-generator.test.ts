import { describe, expect, it } from "vitest";
import { lengths, section, write } from "../../testing/writer-checks.ts";

describe("ad-headline-generator", () => {
  it("uses the inputs", () => {
    const content = write("ad-headline-generator");
    for (const expected of ["EcoStride"])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });

  it("keeps Google headlines within 30 and Meta headlines within 40 characters", () => {
    for (const seed of [1, 2, 3]) {
      const content = write("ad-headline-generator", seed);
      const google = lengths(section(content, "## Google Ads headlines"));
      expect(google).toHaveLength(10);
      expect(Math.max(...google)).toBeLessThanOrEqual(30);
      expect(Math.max(...lengths(section(content, "## Meta headlines")))).toBeLessThanOrEqual(40);
      expect(content).toContain("30 characters or fewer");
      expect(content).not.toMatch(/!/u);
    }
  });
});
