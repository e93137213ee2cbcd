import { describe, expect, it } from "vitest";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { write } from "../../testing/writer-checks.ts";

describe("1-click-seo-blog-generator", () => {
  it("uses the inputs", () => {
    const content = write("1-click-seo-blog-generator");
    for (const expected of [SAMPLE.focus_keyword!])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });
});
