import { describe, expect, it } from "vitest";
import { toolConfigurations } from "../../../../modules/tools/tool-configurations.ts";
import { nativeLanguages } from "../kit/language.ts";
import { writeOffline } from "../offline-writer.ts";
import { booksStillMissing, toolWriters } from "../registry.ts";
import { BANGLA_CASES, banglaProblems, banglishProblems } from "./bangla-checks.ts";
import { listProblems, markdownProblems } from "./writer-checks.ts";

/**
 * Every Bangla and Banglish book (issue 15), for a Bangla input and a Latin one, over several
 * seeds: Bengali script (or none, in Banglish), every input present, no English template words,
 * clean Markdown whose numbered lists are real Markdown lists, and hashtags as people write them.
 */
const written = (language: (typeof nativeLanguages)[number]) =>
  Object.keys(toolWriters).filter(
    (slug) => !(booksStillMissing[language] as readonly string[]).includes(slug),
  );

const fieldsOf = (slug: string) =>
  toolConfigurations.find((entry) => entry.toolSlug === slug)?.inputFields ?? [];

/** Inputs that a tool's copy must carry word for word (the platform is a setting, not copy). */
const REQUIRED_FIELDS = new Set([
  "product_name",
  "target_audience",
  "topic",
  "brand_name",
  "influencer_name",
  "focus_keyword",
]);

describe.each(nativeLanguages)("the %s books", (language) => {
  const slugs = written(language);
  it("exist for the first tools", () => {
    expect(slugs).toEqual(expect.arrayContaining(["ai-caption-generator", "hashtag-generator"]));
  });

  describe.each(slugs)("%s", (slug) => {
    for (const [name, values] of Object.entries(BANGLA_CASES)) {
      it(`writes natively for a ${name} input`, () => {
        const fields = fieldsOf(slug);
        const inputs = Object.fromEntries(
          fields.map((field) => [field, (values as Record<string, string>)[field] ?? ""]),
        );
        const required = fields
          .filter((field) => REQUIRED_FIELDS.has(field))
          .map((field) => inputs[field] ?? "")
          .filter(Boolean);
        for (const seed of [1, 2, 3, 4, 5]) {
          const content = writeOffline({ toolSlug: slug, inputs, seed, language }).content;
          const problems =
            language === "bn"
              ? banglaProblems(content, { inputs: required, latinAllowed: Object.values(inputs) })
              : banglishProblems(content, {
                  inputs: required,
                  latinAllowed: Object.values(inputs),
                });
          expect(problems, `${slug} ${name} seed ${seed}\n${content}`).toEqual([]);
          expect(markdownProblems(content), content).toEqual([]);
          expect(listProblems(content), content).toEqual([]);
          for (const tag of content.match(/#[^\s#]+/gu) ?? []) {
            expect(tag, content).not.toMatch(/^#(?:জন্য|ও|এবং|আর|অন|the|for|and)$/iu);
            expect(tag, content).not.toMatch(
              /\p{Script=Bengali}.*\p{Script=Latin}|\p{Script=Latin}.*\p{Script=Bengali}/u,
            );
          }
        }
      });
    }
  });
});
