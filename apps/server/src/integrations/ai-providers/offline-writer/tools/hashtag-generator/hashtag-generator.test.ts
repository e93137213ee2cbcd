import { describe, expect, it } from "vitest";
import { section, write } from "../../testing/writer-checks.ts";

describe("hashtag-generator", () => {
  it("uses the inputs", () => {
    const content = write("hashtag-generator");
    for (const expected of ["#ecostride", "#runningshoes", "#breathablesneakers"])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });

  it("returns hashtags only: lowercase, no punctuation, no repeats, grouped by reach", () => {
    const content = write("hashtag-generator");
    const headings = content.split("\n").filter((line) => line.startsWith("## "));
    expect(headings).toEqual(["## Broad reach", "## Niche", "## Branded", "## Ready-to-paste mix"]);
    const groups = ["## Broad reach", "## Niche", "## Branded"].map((heading) =>
      section(content, heading).trim().split(" "),
    );
    const all = groups.flat();
    for (const tag of all) expect(tag).toMatch(/^#[\p{Ll}\p{Lo}\p{M}\p{N}]+$/u);
    expect(new Set(all).size).toBe(all.length);
    expect(groups[2]).toContain("#ecostride");
  });

  it("derives Bangla hashtags from Bangla keywords", () => {
    const content = write("hashtag-generator", 1, {
      topic: "ঈদ কালেকশন",
      keywords: "জামদানি শাড়ি, হাতে বোনা",
      brand_name: "তাঁতঘর",
    });
    expect(content).toContain("#জামদানিশাড়ি");
    expect(content).toContain("#তাঁতঘর");
  });
});
