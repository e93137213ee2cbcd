import type { TextToolSlug } from "@outsmart/contracts/tool-catalogue";
import { describe, expect, it } from "vitest";
import { toolWriter, type ToolWriter } from "./kit/tool-writer.ts";
import { nativeLanguages } from "./kit/language.ts";
import { booksStillMissing, hasToolWriter, toolWriters } from "./registry.ts";
import { captionEn } from "./tools/ai-caption-generator/ai-caption-generator.en.ts";
import { writeCaption } from "./tools/ai-caption-generator/ai-caption-generator.writer.ts";

describe("the offline writer's registry", () => {
  it("makes a missing tool or a missing phrase book a type error", () => {
    // `npm run typecheck` fails if either line below stops being an error.
    // @ts-expect-error: a registry without every text tool is not a Record<TextToolSlug, …>
    const incomplete: Record<TextToolSlug, ToolWriter> = {
      "ai-caption-generator": toolWriters["ai-caption-generator"],
    };
    // @ts-expect-error: a writer needs an English phrase book
    const untranslated = toolWriter(writeCaption, {});
    expect(Object.keys(incomplete)).toEqual(["ai-caption-generator"]);
    expect(typeof untranslated.en).toBe("function");
    expect(typeof toolWriter(writeCaption, { en: captionEn }).en).toBe("function");
  });

  it("has a Bangla and a Banglish book for every tool not named in booksStillMissing, and none for those named", () => {
    for (const language of nativeLanguages) {
      const missing = new Set<string>(booksStillMissing[language]);
      expect(missing.size, `${language}: listed twice`).toBe(booksStillMissing[language].length);
      for (const [slug, writer] of Object.entries(toolWriters)) {
        const written = writer[language] !== undefined;
        expect(
          written,
          written
            ? `${slug} has its ${language} book: remove it from booksStillMissing.${language}`
            : `${slug} has no ${language} book: write it, or name it in booksStillMissing.${language}`,
        ).toBe(!missing.has(slug));
      }
    }
  });

  it("knows its own slugs only, not inherited property names", () => {
    expect(hasToolWriter("ai-caption-generator")).toBe(true);
    expect(hasToolWriter("stable-audio-generator")).toBe(false);
    expect(hasToolWriter("press-release-writer")).toBe(false);
    expect(hasToolWriter("toString")).toBe(false);
    expect(hasToolWriter("constructor")).toBe(false);
  });
});
