import { describe, expect, it } from "vitest";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { write } from "../../testing/writer-checks.ts";

describe("social-post-scheduler", () => {
  it("uses the inputs", () => {
    const content = write("social-post-scheduler");
    for (const expected of [SAMPLE.brand_name!, "new arrivals", "Facebook", "Instagram"])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });
});
