import { describe, expect, it } from "vitest";
import { createModelRegistry } from "../../integrations/ai-providers/model-registry.ts";
import { emptyTiersNotice } from "./offer.service.ts";

describe("the start-up notice about empty tiers", () => {
  it("names the empty tiers, the packs off sale and the variables that fill them", () => {
    const notice = emptyTiersNotice(createModelRegistry({ providers: {} }));
    expect(notice).toBe(
      "No AI provider is configured for the premium models and enterprise models " +
        "(Starter Pack and Pro Pack not on sale). Set one of OPENAI_API_KEY, ANTHROPIC_API_KEY, " +
        "GOOGLE_GENERATIVE_AI_API_KEY, MISTRAL_API_KEY, STABILITY_API_KEY, or CUSTOM_AI_BASE_URL with models in " +
        "MODELS_FILE (docs/ai-models.md).",
    );
  });

  it("says nothing once every paid tier has a configured provider", () => {
    const registry = createModelRegistry({
      providers: { openai: { apiKey: "k", baseUrl: "https://api.openai.com/v1" } },
    });
    expect(emptyTiersNotice(registry)).toBeUndefined();
  });

  it("names only the tier that is still empty", () => {
    const registry = createModelRegistry({ providers: { mistral: { apiKey: "k", baseUrl: "x" } } });
    expect(emptyTiersNotice(registry)).toMatch(
      /^No AI provider is configured for the enterprise models \(Pro Pack not on sale\)\./,
    );
  });
});
