import { describe, expect, it } from "vitest";
import { write } from "../../testing/writer-checks.ts";

describe("lead-capture-funnel", () => {
  it("uses the inputs", () => {
    const content = write("lead-capture-funnel");
    for (const expected of ["EcoStride", "flat feet"])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });
});
