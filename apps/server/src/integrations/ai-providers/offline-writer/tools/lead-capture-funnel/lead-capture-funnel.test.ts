import { describe, expect, it } from "vitest";
import { write } from "../../testing/writer-checks.ts";
import { problemPhrase } from "./lead-capture-funnel.writer.ts";

describe("lead-capture-funnel", () => {
  it("uses the inputs", () => {
    const content = write("lead-capture-funnel");
    for (const expected of ["EcoStride", "flat feet"])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });

  it("turns a pain point into the problem itself", () => {
    expect(problemPhrase("Don't know which running shoes suit flat feet")).toBe(
      "which running shoes suit flat feet",
    );
    expect(problemPhrase("I struggle to find time to cook")).toBe("find time to cook");
    expect(problemPhrase("Slow delivery")).toBe("Slow delivery");
  });
});
