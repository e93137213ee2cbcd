import { describe, expect, it } from "vitest";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { write } from "../../testing/writer-checks.ts";

describe("blog-content-generator", () => {
  it("uses the inputs", () => {
    const content = write("blog-content-generator");
    for (const expected of [SAMPLE.topic!, "running shoes", "breathable sneakers"])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });

  it("opens blog posts with an H1 and closes them with a conclusion", () => {
    for (const slug of ["blog-content-generator", "1-click-seo-blog-generator"]) {
      const content = write(slug);
      const headings = content.split("\n").filter((line) => /^#{1,3} /u.test(line));
      expect(headings.filter((line) => line.startsWith("# "))).toHaveLength(1);
      expect(headings.filter((line) => line.startsWith("## ")).length).toBeGreaterThanOrEqual(4);
      expect(content).toContain("## Conclusion");
      const meta = /\*\*Meta description:\*\* .+ \((\d+) characters\)/u.exec(content);
      expect(Number(meta?.[1])).toBeLessThanOrEqual(160);
    }
    expect(write("blog-content-generator").startsWith("# ")).toBe(true);
  });
});
