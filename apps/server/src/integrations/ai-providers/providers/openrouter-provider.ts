import { z } from "zod";
import { defineProvider } from "../provider-entry.ts";
import {
  type OpenAiCompatibleEndpoint,
  openAiCompatibleModel,
  testOpenAiCompatible,
} from "./openai-compatible.ts";

/** `baseUrl` is OpenRouter's API unless a test points it elsewhere. */
export type OpenRouterSettings = { apiKey: string; baseUrl: string };

export const OPENROUTER_API_URL = "https://openrouter.ai/api/v1";

const endpoint = (settings: OpenRouterSettings): OpenAiCompatibleEndpoint => ({
  sdkName: "openrouter",
  baseUrl: settings.baseUrl,
  apiKey: settings.apiKey,
});

/** OpenRouter's API, which speaks the OpenAI protocol (many providers' models behind one key). */
export const openrouterProvider = defineProvider({
  name: "OpenRouter",
  env: { OPENROUTER_API_KEY: z.string().min(1).optional() },
  fromEnv: (env): OpenRouterSettings | undefined =>
    env.OPENROUTER_API_KEY
      ? { apiKey: env.OPENROUTER_API_KEY, baseUrl: OPENROUTER_API_URL }
      : undefined,
  notConfigured: "OpenRouter (OPENROUTER_API_KEY) is not configured on this server.",
  languageModel: (settings, providerModelId, options) =>
    openAiCompatibleModel(endpoint(settings), providerModelId, options),
  testConnection: (settings, options) =>
    testOpenAiCompatible("OpenRouter", endpoint(settings), options),
});
