import { defaultModels, type ModelDefinition } from "@outsmart/contracts/models";
import { describe, expect, it } from "vitest";
import type { AiProviderSettings } from "../../config/env.ts";
import { createLanguageModel, createLanguageModelCache } from "./language-models.ts";

const everyProvider: AiProviderSettings = {
  offline: {},
  ollama: { baseUrl: "http://127.0.0.1:11434" },
  openai: { apiKey: "sk-openai", baseUrl: "https://api.openai.com/v1" },
  anthropic: { apiKey: "sk-ant" },
  google: { apiKey: "gem" },
  mistral: { apiKey: "mis", baseUrl: "https://api.mistral.ai/v1" },
  stability: { apiKey: "stab" },
  custom: { baseUrl: "https://openrouter.ai/api/v1", apiKey: undefined },
};

const model = (id: string): ModelDefinition => {
  const found = defaultModels.find((entry) => entry.id === id);
  if (!found) throw new Error(`no default model ${id}`);
  return found;
};

describe("createLanguageModel", () => {
  it.each([
    ["llama-3.2-3b", "ollama.chat", "llama3.2:3b"],
    ["gpt-5-mini", "openai.chat", "gpt-5-mini"],
    ["claude-haiku-4.5", "anthropic.messages", "claude-haiku-4-5"],
    ["gemini-2.5-pro", "google.generative-ai", "gemini-2.5-pro"],
    ["mistral-small", "mistral.chat", "mistral-small-latest"],
  ])("builds %s with its provider's AI SDK client", (id, sdkProvider, providerModelId) => {
    const languageModel = createLanguageModel(model(id), everyProvider);
    expect(languageModel.provider).toBe(sdkProvider);
    expect(languageModel.modelId).toBe(providerModelId);
  });

  it("builds a custom model with the custom provider", () => {
    const custom = {
      ...model("gpt-5"),
      id: "llama-groq",
      provider: "custom",
      providerModelId: "l3",
    };
    expect(createLanguageModel(custom, everyProvider).provider).toBe("custom.chat");
  });

  it.each([
    ["the offline writer", model("outsmart-writer"), everyProvider],
    ["an audio model", model("stable-audio"), everyProvider],
    ["a provider without settings", model("gpt-5"), { ollama: { baseUrl: "http://x" } }],
    ["an unknown provider", { ...model("gpt-5"), provider: "toString" }, everyProvider],
  ])("refuses %s", (_, definition, providers) => {
    expect(() => createLanguageModel(definition, providers)).toThrow(
      `${definition.name} has no language-model provider configured`,
    );
  });
});

describe("createLanguageModelCache", () => {
  it("makes one model per provider and model id", () => {
    const cache = createLanguageModelCache(() => everyProvider);
    const first = cache.get(model("gpt-5"));
    expect(cache.get({ ...model("gpt-5"), id: "renamed" })).toBe(first);
    expect(cache.get(model("gpt-5-mini"))).not.toBe(first);
  });
});
