import { describe, expect, it } from "vitest";
import { write } from "../../testing/writer-checks.ts";

describe("logo-name-generator", () => {
  it("uses the inputs", () => {
    const content = write("logo-name-generator");
    for (const expected of ["jute"])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });

  it("offers Bangla name ideas only when the inputs point to Bangladesh", () => {
    expect(write("logo-name-generator")).toContain("Bangla word");
    expect(
      write("logo-name-generator", 1, {
        business_description: "Online shop for handmade jute baskets in Berlin",
        target_audience: "young families in Berlin",
      }),
    ).not.toContain("Bangla word");
  });
});
