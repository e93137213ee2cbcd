import { describe, expect, it } from "vitest";
import { charCount } from "../../kit/text-kit.ts";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { write } from "../../testing/writer-checks.ts";

describe("seo-meta-description-writer", () => {
  it("uses the inputs", () => {
    const content = write("seo-meta-description-writer");
    for (const expected of [SAMPLE.focus_keyword!, SAMPLE.brand_name!])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });

  it("writes meta titles of at most 60 and descriptions of 120–160 characters, with the keyword", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const content = write("seo-meta-description-writer", seed);
      const titles = [...content.matchAll(/\*\*Title:\*\* (.+) \((\d+) characters\)/gu)];
      const descriptions = [
        ...content.matchAll(/\*\*Description:\*\* (.+) \((\d+) characters\)/gu),
      ];
      expect(titles).toHaveLength(3);
      expect(descriptions).toHaveLength(3);
      for (const [, title = ""] of titles) expect(charCount(title)).toBeLessThanOrEqual(60);
      for (const [, description = ""] of descriptions) {
        expect(charCount(description)).toBeGreaterThanOrEqual(120);
        expect(charCount(description)).toBeLessThanOrEqual(160);
        expect(description.toLowerCase()).toContain("eco-friendly running shoes");
      }
      expect(new Set(descriptions.map((match) => match[1])).size).toBe(3);
    }
  });

  it("keeps meta descriptions within 160 characters even for very long inputs", () => {
    const content = write("seo-meta-description-writer", 1, {
      focus_keyword:
        "eco-friendly recycled lightweight breathable running and walking shoes for hot weather",
      brand_name: "EcoStride Footwear Company of Bangladesh",
    });
    for (const match of content.matchAll(
      /\*\*(Title|Description):\*\* (.+) \((\d+) characters\)/gu,
    ))
      expect(charCount(match[2] ?? "")).toBeLessThanOrEqual(match[1] === "Title" ? 60 : 160);
  });
});
