import { describe, expect, it } from "vitest";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { write } from "../../testing/writer-checks.ts";

describe("product-description-writer", () => {
  it("uses the inputs", () => {
    const content = write("product-description-writer");
    for (const expected of [
      SAMPLE.product_name!,
      "recycled mesh upper",
      "cushioned sole",
      "machine washable",
    ])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });
});
