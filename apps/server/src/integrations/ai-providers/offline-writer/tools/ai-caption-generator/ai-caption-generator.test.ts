import { describe, expect, it } from "vitest";
import { charCount } from "../../kit/text-kit.ts";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { write } from "../../testing/writer-checks.ts";

describe("ai-caption-generator", () => {
  it("uses the inputs", () => {
    const content = write("ai-caption-generator");
    for (const expected of [SAMPLE.product_name!, "young professionals in Dhaka"])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });

  it("captions name the product and audience and end with a call to action before the hashtags", () => {
    for (const seed of [1, 2, 3]) {
      const content = write("ai-caption-generator", seed);
      const captions = content.split(/^### /mu).slice(1);
      expect(captions).toHaveLength(3);
      for (const caption of captions) {
        const paragraphs = caption.trim().split("\n\n");
        const tags = paragraphs.at(-1) ?? "";
        expect(tags).toMatch(/^(#[\p{L}\p{M}\p{N}]+ ?)+$/u);
        expect(paragraphs.at(-2)).toMatch(/shop|order|link|dm|message|comment|try|learn|see/iu);
        expect(caption).toMatch(/EcoStride/u);
      }
    }
  });

  it("fits X captions, hashtags included, in 280 characters", () => {
    for (const seed of [1, 2, 3, 4]) {
      const content = write("ai-caption-generator", seed, { platform: "X (Twitter)" });
      for (const caption of content.split(/^### /mu).slice(1)) {
        const text = caption.split("\n").slice(1).join("\n").trim();
        expect(charCount(text)).toBeLessThanOrEqual(280);
      }
    }
  });

  it("shortens a caption's body to whole sentences, never a word of the next one", () => {
    const long = `${SAMPLE.product_name} ${"made from recycled bottles and natural rubber ".repeat(4)}`;
    let bodies = 0;
    for (const platform of ["X (Twitter)", "TikTok"])
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const content = write("ai-caption-generator", seed, { platform, product_name: long });
        for (const caption of content.split(/^### /mu).slice(1)) {
          // Heading, hook, body, call to action, hashtags; on X a long hook can leave no room for a body.
          const paragraphs = caption.trim().split("\n\n");
          if (paragraphs.length < 5) continue;
          bodies += 1;
          expect(paragraphs[2], `${platform} ${seed}`).toMatch(/[.!?…]$/u);
        }
      }
    expect(bodies).toBeGreaterThan(20);
  });
});
