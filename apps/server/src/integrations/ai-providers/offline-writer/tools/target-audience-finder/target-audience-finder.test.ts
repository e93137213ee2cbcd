import { describe, expect, it } from "vitest";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { write } from "../../testing/writer-checks.ts";

describe("target-audience-finder", () => {
  it("uses the inputs", () => {
    const content = write("target-audience-finder");
    for (const expected of [SAMPLE.product_name!, SAMPLE.market!])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });
});
