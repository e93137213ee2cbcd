import { z } from "zod";
import { defineProvider } from "../provider-entry.ts";
import {
  type OpenAiCompatibleEndpoint,
  openAiCompatibleModel,
  testOpenAiCompatible,
  trimSlashes,
} from "./openai-compatible.ts";

export type CustomSettings = { baseUrl: string; apiKey: string | undefined };

const endpoint = (settings: CustomSettings): OpenAiCompatibleEndpoint => ({
  sdkName: "custom",
  baseUrl: settings.baseUrl,
  apiKey: settings.apiKey,
});

/** Any OpenAI-compatible service (OpenRouter, Groq, Together, vLLM, llama.cpp …); the key is optional. */
export const customProvider = defineProvider({
  name: "Custom (OpenAI-compatible)",
  env: {
    CUSTOM_AI_BASE_URL: z
      .url({
        error:
          "must be the base URL of an OpenAI-compatible API, e.g. https://openrouter.ai/api/v1",
      })
      .optional(),
    CUSTOM_AI_API_KEY: z.string().min(1).optional(),
  },
  fromEnv: (env): CustomSettings | undefined =>
    env.CUSTOM_AI_BASE_URL
      ? { baseUrl: trimSlashes(env.CUSTOM_AI_BASE_URL), apiKey: env.CUSTOM_AI_API_KEY }
      : undefined,
  notConfigured: "The custom provider (CUSTOM_AI_BASE_URL) is not configured on this server.",
  languageModel: (settings, providerModelId, options) =>
    openAiCompatibleModel(endpoint(settings), providerModelId, options),
  testConnection: (settings, options) =>
    testOpenAiCompatible("The custom provider", endpoint(settings), options),
});
