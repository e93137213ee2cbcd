import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeOpenAiServer, startFakeOpenAiServer } from "../../testing/fake-openai-server.ts";
import { createModelRegistry } from "./model-registry.ts";

let fake: FakeOpenAiServer;
beforeAll(async () => {
  fake = await startFakeOpenAiServer({ models: ["llama3.2:3b"] });
});
afterAll(() => fake.close());

function modelsFile(content: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "outsmart-models-"));
  const file = path.join(dir, "models.json");
  fs.writeFileSync(file, JSON.stringify(content));
  return file;
}

describe("model availability", () => {
  it("asks each model's provider: built in, configured, probed, or not configured", async () => {
    const registry = createModelRegistry({
      providers: {
        offline: {},
        ollama: { baseUrl: fake.rootURL },
        openai: { apiKey: "sk", baseUrl: fake.baseURL },
      },
    });
    const availability = async (id: string) => {
      const model = registry.find(id);
      if (!model) throw new Error(`no model ${id}`);
      return await registry.availability(model);
    };
    expect(await availability("outsmart-writer")).toEqual({ available: true });
    expect(await availability("gpt-5")).toEqual({ available: true });
    expect(await availability("llama-3.2-3b")).toEqual({ available: true });
    expect(await availability("gemma-3-1b")).toEqual({
      available: false,
      reason: "Ollama has not pulled gemma3:1b yet (ollama pull gemma3:1b).",
    });
    expect(await availability("claude-haiku-4.5")).toEqual({
      available: false,
      reason: "Anthropic (ANTHROPIC_API_KEY) is not configured on this server.",
    });
    expect(await availability("gemini-2.5-flash")).toEqual({
      available: false,
      reason: "Google Gemini (GOOGLE_GENERATIVE_AI_API_KEY) is not configured on this server.",
    });
    expect(await availability("mistral-small")).toEqual({
      available: false,
      reason: "Mistral (MISTRAL_API_KEY) is not configured on this server.",
    });
    expect(await availability("stable-audio")).toEqual({
      available: false,
      reason: "Stability AI (STABILITY_API_KEY) is not configured on this server.",
    });
  });

  it("names the custom provider's variable when a custom model has no provider yet", async () => {
    const registry = createModelRegistry({
      providers: { ollama: { baseUrl: fake.rootURL } },
      modelsFile: modelsFile({
        models: [
          {
            id: "llama-3.3-70b-groq",
            name: "Llama 3.3 70B (Groq)",
            tier: "enterprise",
            provider: "custom",
            providerModelId: "llama-3.3-70b-versatile",
          },
        ],
      }),
    });
    const custom = registry.find("llama-3.3-70b-groq");
    expect(custom).toMatchObject({ costCredits: 5, maxOutputTokens: 3000, outputs: ["text"] });
    expect(custom && (await registry.availability(custom))).toEqual({
      available: false,
      reason: "The custom provider (CUSTOM_AI_BASE_URL) is not configured on this server.",
    });
  });
});

describe("MODELS_FILE", () => {
  it("refuses a provider the server has no entry for, naming the entry", () => {
    expect(() =>
      createModelRegistry({
        providers: {},
        modelsFile: modelsFile({ models: [{ id: "gpt-5", provider: "openia" }] }),
      }),
    ).toThrow(/^MODELS_FILE: models\.0\.provider: /);
  });

  it("changes, removes and adds models", () => {
    const registry = createModelRegistry({
      providers: {},
      modelsFile: modelsFile({
        models: [
          { id: "gpt-5", costCredits: 6 },
          { id: "gemma-3-1b", disabled: true },
        ],
      }),
    });
    expect(registry.find("gpt-5")?.costCredits).toBe(6);
    expect(registry.find("gemma-3-1b")).toBeUndefined();
  });
});
