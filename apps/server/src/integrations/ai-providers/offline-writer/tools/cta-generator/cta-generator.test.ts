import { describe, expect, it } from "vitest";
import { lengths, section, write } from "../../testing/writer-checks.ts";

describe("cta-generator", () => {
  it("uses the inputs", () => {
    const content = write("cta-generator");
    for (const expected of ["book a free demo", "EcoStride"])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });

  it("keeps CTA buttons within 25 characters", () => {
    expect(Math.max(...lengths(section(write("cta-generator"), "## Buttons")))).toBeLessThanOrEqual(
      25,
    );
  });
});
