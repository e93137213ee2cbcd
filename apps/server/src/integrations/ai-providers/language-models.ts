import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { ModelDefinition } from "@outsmart/contracts/models";
import type { LanguageModelV4 } from "@ai-sdk/provider";
import type { AiProviderSettings } from "../../config/env.ts";

/**
 * The Vercel AI SDK model for a registry entry. OpenAI, Mistral, Ollama and the custom provider
 * (OpenRouter, Groq, Together, vLLM, llama.cpp …) all speak the OpenAI chat-completions protocol.
 */
export function createLanguageModel(
  model: ModelDefinition,
  providers: AiProviderSettings,
): LanguageModelV4 {
  const compatible = (name: string, baseURL: string, apiKey: string | undefined) =>
    createOpenAICompatible({ name, baseURL, ...(apiKey ? { apiKey } : {}) }).chatModel(
      model.providerModelId,
    );
  switch (model.provider) {
    case "ollama":
      return compatible("ollama", `${providers.ollama.baseUrl}/v1`, undefined);
    case "openai":
      if (!providers.openai) break;
      return compatible("openai", providers.openai.baseUrl, providers.openai.apiKey);
    case "mistral":
      if (!providers.mistral) break;
      return compatible("mistral", "https://api.mistral.ai/v1", providers.mistral.apiKey);
    case "custom":
      if (!providers.custom) break;
      return compatible("custom", providers.custom.baseUrl, providers.custom.apiKey);
    case "anthropic":
      if (!providers.anthropic) break;
      return createAnthropic({ apiKey: providers.anthropic.apiKey })(model.providerModelId);
    case "google":
      if (!providers.google) break;
      return createGoogleGenerativeAI({ apiKey: providers.google.apiKey })(model.providerModelId);
    case "offline":
    case "stability":
      break;
  }
  throw new Error(`${model.name} has no language-model provider configured`);
}

/**
 * One language model per registry entry, made on first use: the provider settings never change
 * while the process runs, and making the provider client costs more than a request's other work.
 */
export function createLanguageModelCache(providers: AiProviderSettings) {
  const made = new Map<string, LanguageModelV4>();
  return {
    get(model: ModelDefinition): LanguageModelV4 {
      const key = `${model.provider}\u0000${model.providerModelId}`;
      let languageModel = made.get(key);
      if (!languageModel) {
        languageModel = createLanguageModel(model, providers);
        made.set(key, languageModel);
      }
      return languageModel;
    },
  };
}
