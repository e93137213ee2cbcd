import { describe, expect, it } from "vitest";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { write } from "../../testing/writer-checks.ts";

describe("content-strategy-generator", () => {
  it("uses the inputs", () => {
    const content = write("content-strategy-generator");
    for (const expected of [SAMPLE.brand_name!, SAMPLE.business_goal!])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });
});
