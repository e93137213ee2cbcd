import { describe, expect, it } from "vitest";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { write } from "../../testing/writer-checks.ts";

describe("campaign-idea-generator", () => {
  it("uses the inputs", () => {
    const content = write("campaign-idea-generator");
    for (const expected of [SAMPLE.product_name!, SAMPLE.campaign_goal!])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });
});
