import { describe, expect, it } from "vitest";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { write } from "../../testing/writer-checks.ts";

describe("landing-page-copy-generator", () => {
  it("uses the inputs", () => {
    const content = write("landing-page-copy-generator");
    for (const expected of [SAMPLE.product_name!, SAMPLE.offer!])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });
});
