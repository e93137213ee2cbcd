import { describe, expect, it } from "vitest";
import { charCount } from "../../kit/text-kit.ts";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { writeOffline } from "../../offline-writer.ts";
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

  it("names the audience once in a body when the product's name already says who it is for", () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const content = write("ai-caption-generator", seed, {
        product_name: "Eco sneakers for young runners in Dhaka",
        target_audience: "young runners in Dhaka",
        platform: "Instagram",
      });
      for (const caption of content.split(/^### /mu).slice(1)) {
        const [, hook = "", body = "", , tags = ""] = caption.trim().split("\n\n");
        expect(body.split("young runners in Dhaka").length - 1, body).toBeLessThanOrEqual(1);
        expect(hook, hook).not.toMatch(/ for young \S*$/u);
        expect(tags).not.toMatch(/#indhaka|#ecosneakersforyoung/u);
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

  it.each([
    ["bn", "ঢাকার তরুণ"],
    ["banglish", "Dhakar torun"],
  ] as const)(
    "does not say again in a %s caption's body who the product is for when its name says it",
    (language, audienceWords) => {
      const inputs = {
        product_name: "ঢাকার তরুণদের জন্য পরিবেশবান্ধব স্নিকার্স",
        target_audience: "ঢাকার তরুণরা",
        platform: "Facebook",
      };
      let bodies = 0;
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const { content } = writeOffline({
          toolSlug: "ai-caption-generator",
          inputs,
          seed,
          language,
        });
        for (const caption of content.split(/^### /mu).slice(1)) {
          // Heading, hook, body, call to action, hashtags; a body naming the product names them once.
          const body = caption.trim().split("\n\n")[2] ?? "";
          bodies += 1;
          expect(body.split(audienceWords).length - 1, `seed ${seed}: ${body}`).toBeLessThanOrEqual(
            /torunder jonno|তরুণদের জন্য/u.test(body) ? 1 : 0,
          );
        }
      }
      expect(bodies).toBe(18);
    },
  );
});
