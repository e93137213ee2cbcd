import type { ModelOption } from "@outsmart/contracts/tools";
import { describe, expect, it } from "vitest";
import { reusePlan } from "./reuse-plan";

const model = (id: string, overrides: Partial<ModelOption> = {}): ModelOption =>
  ({
    id,
    name: id,
    outputs: ["text"],
    costCredits: 0,
    available: true,
    locked: false,
    requiredPlan: "free",
    ...overrides,
  }) as ModelOption;

const caption = {
  toolSlug: "ai-caption-generator",
  inputData: {
    product_name: "EcoStride sneakers",
    target_audience: "eco-minded runners",
    word_count: 120,
    removed_field: "from an older version of the tool",
  },
  modelUsed: "outsmart-writer",
  modelName: "Outsmart Writer",
  language: "bn" as const,
  brandKit: { id: "kit-1", name: "EcoStride" },
};
const tool = {
  slug: "ai-caption-generator",
  fields: ["product_name", "target_audience", "word_count", "tone"],
  writesText: true,
};

describe("reusePlan (Open in tool)", () => {
  it("fills the tool's own fields and sets the model, language and kit as they were", () => {
    expect(
      reusePlan(caption, tool, {
        models: [model("gpt"), model("outsmart-writer")],
        brandKitIds: ["kit-0", "kit-1"],
      }),
    ).toEqual({
      values: {
        product_name: "EcoStride sneakers",
        target_audience: "eco-minded runners",
        word_count: "120",
      },
      model: "outsmart-writer",
      language: "bn",
      brandKitId: "kit-1",
      notes: [],
    });
  });

  it("chooses no kit for a generation written without one", () => {
    const plan = reusePlan({ ...caption, brandKit: null }, tool, {
      models: [model("outsmart-writer")],
      brandKitIds: ["kit-1"],
    });
    expect(plan.brandKitId).toBeNull();
    expect(plan.notes).toEqual([]);
  });

  it("keeps the defaults, and says so, for a model gone, locked or down and a kit not found", () => {
    for (const models of [
      [],
      [model("outsmart-writer", { locked: true })],
      [model("outsmart-writer", { available: false })],
    ]) {
      const plan = reusePlan(caption, tool, { models, brandKitIds: [] });
      expect(plan.model).toBeUndefined();
      expect(plan.brandKitId).toBeUndefined();
      expect(plan.language).toBe("bn");
      expect(plan.values.product_name).toBe("EcoStride sneakers");
      expect(plan.notes).toEqual([
        "Outsmart Writer is not available to you now, so the tool’s usual model is chosen.",
        "The brand kit “EcoStride” could not be chosen, so your usual brand kit is kept.",
      ]);
    }
  });

  it("sets no language or kit on a tool that does not write text", () => {
    const plan = reusePlan(
      { ...caption, toolSlug: "stable-audio-generator", inputData: { prompt: "rain" } },
      { slug: "stable-audio-generator", fields: ["prompt"], writesText: false },
      { models: [model("outsmart-writer")], brandKitIds: undefined },
    );
    expect(plan).toEqual({ values: { prompt: "rain" }, model: "outsmart-writer", notes: [] });
  });

  it("fills nothing from another tool's generation", () => {
    const plan = reusePlan(
      caption,
      { ...tool, slug: "email-copywriter" },
      {
        models: [model("outsmart-writer")],
        brandKitIds: ["kit-1"],
      },
    );
    expect(plan).toEqual({
      values: {},
      notes: ["That generation was made with another tool, so nothing was filled in."],
    });
  });
});
