import {
  campaignKits,
  kitBriefFields,
  leadOf,
  stepInputs,
} from "@outsmart/contracts/campaign-kits";
import { findCatalogueTool } from "@outsmart/contracts/tool-catalogue";
import { describe, expect, it } from "vitest";
import { writeOffline } from "../../integrations/ai-providers/offline-writer/offline-writer.ts";
import { banglaProblems } from "../../integrations/ai-providers/offline-writer/testing/bangla-checks.ts";
import { markdownProblems } from "../../integrations/ai-providers/offline-writer/testing/writer-checks.ts";
import { toolConfigurations } from "./tool-configurations.ts";

/**
 * Campaign kits (issue 16, docs/templates.md, ADR 0085): every kit runs, step by step, with the
 * offline writer in both languages, each step filling exactly its tool's fields from the brief and
 * the earlier steps, and the Bangla kit writing Bangla all the way through.
 */
const fieldsOf = (slug: string) =>
  toolConfigurations.find((entry) => entry.toolSlug === slug)?.inputFields;

describe("campaign kits", () => {
  it("holds at least four kits with unique ids, each of several steps", () => {
    expect(campaignKits.length).toBeGreaterThanOrEqual(4);
    const ids = campaignKits.map((kit) => kit.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const kit of campaignKits) expect(kit.steps.length).toBeGreaterThanOrEqual(3);
  });

  it("takes the lead of a step's output: its first concept, without Markdown or a label", () => {
    expect(
      leadOf("## Campaign ideas for tea\n\nGoal: x\n\n## Concept 1: **Ask the Expert** Live\n"),
    ).toBe("Ask the Expert Live");
    expect(leadOf("Just one line.\nAnother")).toBe("Just one line");
    expect(leadOf(`# ${"a".repeat(300)}`)).toHaveLength(120);
  });

  describe.each(campaignKits.map((kit) => [kit.id, kit] as const))("%s", (_id, kit) => {
    it("has a full brief in both languages, the Bangla one in Bangla", () => {
      for (const language of ["en", "bn"] as const)
        expect(Object.keys(kit.brief[language]).sort()).toEqual([...kitBriefFields].sort());
      for (const text of [kit.title.bn, kit.summary.bn, ...Object.values(kit.brief.bn)])
        expect(text).toMatch(/\p{Script=Bengali}/u);
    });

    it.each(["en", "bn"] as const)("runs every step with the offline writer in %s", (language) => {
      const outputs: string[] = [];
      for (const [index, step] of kit.steps.entries()) {
        expect(findCatalogueTool(step.toolSlug)?.status).toBe("available");
        const inputs = stepInputs(step, language, kit.brief[language], outputs);
        expect(Object.keys(inputs).sort()).toEqual([...(fieldsOf(step.toolSlug) ?? [])].sort());
        for (const value of Object.values(inputs)) expect(value.trim()).not.toBe("");
        const content = writeOffline({
          toolSlug: step.toolSlug,
          inputs,
          seed: index + 1,
          language,
        }).content;
        expect(markdownProblems(content), content).toEqual([]);
        expect(content).not.toMatch(/undefined|\{|\}/u);
        if (language === "bn")
          expect(
            banglaProblems(content, {
              inputs: [kit.brief.bn.product_name],
              latinAllowed: Object.values(inputs),
            }),
            content,
          ).toEqual([]);
        else expect(content.toLowerCase()).toContain(kit.brief.en.product_name.toLowerCase());
        outputs.push(content);
      }
      // Each later step is built on the first one: the idea's lead is in a later step's inputs.
      const lead = leadOf(outputs[0] ?? "");
      expect(lead).not.toBe("");
      expect(
        kit.steps
          .slice(1)
          .some((step, index) =>
            Object.values(
              stepInputs(step, language, kit.brief[language], outputs.slice(0, index + 1)),
            ).some((value) => value.includes(lead)),
          ),
      ).toBe(true);
    });
  });
});
