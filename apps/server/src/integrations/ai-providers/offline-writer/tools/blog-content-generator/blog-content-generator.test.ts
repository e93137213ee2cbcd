import { describe, expect, it } from "vitest";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { write } from "../../testing/writer-checks.ts";

describe("blog-content-generator", () => {
  it("uses the inputs", () => {
    const content = write("blog-content-generator");
    for (const expected of [SAMPLE.topic!, "running shoes", "breathable sneakers"])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });
});
