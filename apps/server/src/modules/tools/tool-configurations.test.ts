import { findDefaultModel } from "@outsmart/contracts/models";
import { catalogueTools, workingToolSlugs } from "@outsmart/contracts/tool-catalogue";
import {
  fieldControl,
  fieldLabel,
  fieldPlaceholders,
  fieldValue,
  renamedFields,
} from "@outsmart/contracts/tool-fields";
import { describe, expect, it } from "vitest";
import { findToolConfiguration, toolConfigurations } from "./tool-configurations.ts";

describe("the seeded tool configurations", () => {
  it("has exactly one configuration per working catalogue tool", () => {
    const slugs = toolConfigurations.map((configuration) => configuration.toolSlug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect([...slugs].sort()).toEqual([...workingToolSlugs].sort());
  });

  it("names its fields so the seed's labels read well: no 'Prompt' suffix (issue 14, ADR 0049)", () => {
    for (const configuration of toolConfigurations)
      for (const field of configuration.inputFields) {
        const label = fieldLabel(field);
        expect(label, `${configuration.toolSlug}: ${field}`).not.toMatch(/ Prompt$/u);
        expect(Object.values(renamedFields), field).not.toContain(field);
      }
    expect(findToolConfiguration("video-script-to-reel")?.inputFields).toContain("video_script");
    expect(findToolConfiguration("analytics-report-generator")?.inputFields).toContain(
      "campaign_metrics",
    );
    expect(findToolConfiguration("client-crm-dashboard")?.inputFields).toContain("client_notes");
    // Still long text, as when their names held "prompt".
    for (const field of Object.keys(renamedFields))
      expect(fieldControl(field)).toEqual({ kind: "textarea", rows: 4 });
    // The old names are still read.
    expect(fieldValue({ notes_prompt: "renewal in June" }, "client_notes")).toBe("renewal in June");
    expect(fieldValue({ client_notes: "new", notes_prompt: "old" }, "client_notes")).toBe("new");
    expect(fieldValue({}, "client_notes")).toBeUndefined();
  });

  it("has none for the coming-soon tools", () => {
    for (const entry of catalogueTools.filter((tool) => tool.status === "coming-soon"))
      expect(findToolConfiguration(entry.slug), entry.slug).toBeUndefined();
  });

  it("uses the catalogue's names and descriptions", () => {
    for (const configuration of toolConfigurations) {
      const entry = catalogueTools.find((tool) => tool.slug === configuration.toolSlug);
      expect(configuration.toolName).toBe(entry?.name);
      expect(configuration.description).toBe(entry?.description);
    }
  });

  it("defaults every tool to a free model from the registry that produces its output", () => {
    for (const configuration of toolConfigurations) {
      const model = findDefaultModel(configuration.model);
      expect(model, configuration.toolSlug).toBeDefined();
      expect(model?.tier, configuration.toolSlug).toBe("free");
      const output = configuration.toolSlug === "stable-audio-generator" ? "audio" : "text";
      expect(model?.outputs, configuration.toolSlug).toContain(output);
    }
  });

  it("asks for 2–4 distinct fields, each with a preset placeholder", () => {
    for (const { toolSlug, inputFields } of toolConfigurations) {
      expect(inputFields.length, toolSlug).toBeGreaterThanOrEqual(2);
      expect(inputFields.length, toolSlug).toBeLessThanOrEqual(4);
      expect(new Set(inputFields).size, toolSlug).toBe(inputFields.length);
      for (const name of inputFields) {
        expect(name, toolSlug).toMatch(/^[a-z]+(_[a-z]+)*$/);
        expect(fieldPlaceholders[name], `${toolSlug}: ${name}`).toBeDefined();
      }
    }
  });

  it("gives the audio tool the seed's genre and mood dropdowns and a numeric duration", () => {
    const audio = findToolConfiguration("stable-audio-generator");
    expect(audio?.inputFields.map((name) => fieldControl(name).kind)).toEqual([
      "select",
      "select",
      "number",
    ]);
  });

  it("writes a full system prompt for every tool that ends with output instructions", () => {
    for (const { toolSlug, systemPrompt } of toolConfigurations) {
      expect(systemPrompt.length, toolSlug).toBeGreaterThan(150);
      if (toolSlug === "stable-audio-generator") continue;
      expect(systemPrompt, toolSlug).toMatch(/\n\nOutput:\n[^\n]+$/);
      expect(systemPrompt, toolSlug).toContain("Never invent statistics");
    }
  });

  it("spells out the format rules the product decisions name", () => {
    const systemPrompt = (slug: string) => findToolConfiguration(slug)?.systemPrompt ?? "";
    expect(systemPrompt("hashtag-generator")).toContain("Hashtags only");
    expect(systemPrompt("seo-meta-description-writer")).toMatch(/60 characters[\s\S]*160/);
    expect(systemPrompt("ab-test-variant-generator")).toContain("Variant C");
    expect(systemPrompt("ad-headline-generator")).toContain("max 30 characters");
    expect(systemPrompt("email-copywriter")).toContain("Preview text");
    expect(systemPrompt("client-roi-tracker")).toContain("ROAS = revenue ÷ ad spend");
  });
});
