import { campaignTemplates, templateOccasions } from "@outsmart/contracts/campaign-templates";
import { findCatalogueTool } from "@outsmart/contracts/tool-catalogue";
import { describe, expect, it } from "vitest";
import { writeOffline } from "../../integrations/ai-providers/offline-writer/offline-writer.ts";
import { banglaProblems } from "../../integrations/ai-providers/offline-writer/testing/bangla-checks.ts";
import { markdownProblems } from "../../integrations/ai-providers/offline-writer/testing/writer-checks.ts";
import { toolConfigurations } from "./tool-configurations.ts";

/**
 * The template library (issue 16, docs/templates.md): at least 24 briefs, each for a working text
 * tool, filling exactly that tool's fields in both languages, and written so that even the offline
 * writer turns them into clean copy (Bangla in Bangla, every brief's name and audience in it).
 */
const fieldsOf = (slug: string) =>
  toolConfigurations.find((entry) => entry.toolSlug === slug)?.inputFields;

describe("the campaign template library", () => {
  it("holds at least 24 templates with unique ids, in every occasion", () => {
    expect(campaignTemplates.length).toBeGreaterThanOrEqual(24);
    const ids = campaignTemplates.map((template) => template.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const occasion of templateOccasions)
      expect(
        campaignTemplates.some((template) => template.occasion === occasion),
        occasion,
      ).toBe(true);
  });

  describe.each(campaignTemplates.map((template) => [template.id, template] as const))(
    "%s",
    (_id, template) => {
      it("opens a working tool and fills exactly its fields in both languages", () => {
        expect(findCatalogueTool(template.toolSlug)?.status).toBe("available");
        const fields = fieldsOf(template.toolSlug);
        expect(fields).toBeDefined();
        for (const language of ["en", "bn"] as const) {
          expect(Object.keys(template.inputs[language]).sort()).toEqual([...(fields ?? [])].sort());
          for (const value of Object.values(template.inputs[language]))
            expect(value.trim()).not.toBe("");
        }
      });

      it("is written in Bangla for Bangla readers", () => {
        for (const text of [template.title.bn, template.summary.bn])
          expect(text).toMatch(/\p{Script=Bengali}/u);
        const latin = Object.entries(template.inputs.bn).filter(
          ([field, value]) =>
            field !== "platforms" && field !== "platform" && !/\p{Script=Bengali}/u.test(value),
        );
        expect(latin).toEqual([]);
      });

      it("gives clean offline copy in English and in Bangla", () => {
        const english = writeOffline({
          toolSlug: template.toolSlug,
          inputs: template.inputs.en,
          seed: 1,
          language: "en",
        }).content;
        expect(markdownProblems(english), english).toEqual([]);
        expect(english).not.toMatch(/undefined|\{|\}/u);
        const inputs = template.inputs.bn;
        const bangla = writeOffline({
          toolSlug: template.toolSlug,
          inputs,
          seed: 1,
          language: "bn",
        }).content;
        const required = ["product_name", "influencer_name", "topic"]
          .map((field) => inputs[field])
          .filter((value): value is string => Boolean(value));
        expect(
          banglaProblems(bangla, { inputs: required, latinAllowed: Object.values(inputs) }),
          bangla,
        ).toEqual([]);
        expect(markdownProblems(bangla), bangla).toEqual([]);
      });
    },
  );
});
