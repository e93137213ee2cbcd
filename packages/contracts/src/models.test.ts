import { describe, expect, it } from "vitest";
import {
  defaultModels,
  modelsByTier,
  OFFLINE_WRITER_MODEL_ID,
  tierRequiredPlan,
} from "./models.ts";

describe("the default model registry", () => {
  it("lists the pricing page's tiers: four open-weight free models, four premium, three enterprise", () => {
    const byTier = modelsByTier();
    expect(byTier.free.filter((model) => model.provider === "ollama")).toHaveLength(4);
    expect(byTier.premium).toHaveLength(4);
    expect(byTier.enterprise).toHaveLength(3);
  });

  it("includes the offline writer as a free model that needs no provider", () => {
    const writer = defaultModels.find((model) => model.id === OFFLINE_WRITER_MODEL_ID);
    expect(writer).toMatchObject({ tier: "free", provider: "offline", costCredits: 0 });
  });

  it("has unique ids and the decided default costs", () => {
    expect(new Set(defaultModels.map((model) => model.id)).size).toBe(defaultModels.length);
    const cost = { free: 0, premium: 2, enterprise: 5 } as const;
    for (const model of defaultModels) expect(model.costCredits, model.id).toBe(cost[model.tier]);
  });

  it("unlocks premium from Starter and enterprise on Pro", () => {
    expect(tierRequiredPlan).toEqual({ free: "free", premium: "starter", enterprise: "pro" });
  });
});
