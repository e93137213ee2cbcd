import { describe, expect, it } from "vitest";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { write } from "../../testing/writer-checks.ts";

describe("marketing-funnel-generator", () => {
  it("uses the inputs", () => {
    const content = write("marketing-funnel-generator");
    for (const expected of [SAMPLE.product_name!, SAMPLE.conversion_goal!])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });
});
