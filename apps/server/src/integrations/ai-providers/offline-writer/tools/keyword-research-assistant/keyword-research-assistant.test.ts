import { describe, expect, it } from "vitest";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { write } from "../../testing/writer-checks.ts";

describe("keyword-research-assistant", () => {
  it("uses the inputs", () => {
    const content = write("keyword-research-assistant");
    for (const expected of [SAMPLE.seed_keyword!, "Chattogram"])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });
});
