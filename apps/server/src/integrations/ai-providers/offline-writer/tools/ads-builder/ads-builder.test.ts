import { describe, expect, it } from "vitest";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { lengths, section, write } from "../../testing/writer-checks.ts";

describe("ads-builder", () => {
  it("uses the inputs", () => {
    const content = write("ads-builder");
    for (const expected of [SAMPLE.product_name!, "15% off your first order"])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });

  it("keeps every ads-builder line within its platform limit", () => {
    const content = write("ads-builder");
    const limit = (heading: string) => Math.max(...lengths(section(content, heading)));
    expect(limit("### Headlines (max 40")).toBeLessThanOrEqual(40);
    expect(limit("### Descriptions (max 30")).toBeLessThanOrEqual(30);
    expect(limit("### Headlines (max 30")).toBeLessThanOrEqual(30);
    expect(limit("### Descriptions (max 90")).toBeLessThanOrEqual(90);
  });
});
