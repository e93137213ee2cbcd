import { z } from "zod";
import { defineProvider } from "../provider-entry.ts";
import {
  type OpenAiCompatibleEndpoint,
  openAiCompatibleModel,
  testOpenAiCompatible,
} from "./openai-compatible.ts";

/** `baseUrl` is Mistral's API unless a test (or, later, an operator) points it elsewhere. */
export type MistralSettings = { apiKey: string; baseUrl: string };

export const MISTRAL_API_URL = "https://api.mistral.ai/v1";

const endpoint = (settings: MistralSettings): OpenAiCompatibleEndpoint => ({
  sdkName: "mistral",
  baseUrl: settings.baseUrl,
  apiKey: settings.apiKey,
});

/** Mistral's API, which speaks the OpenAI protocol. */
export const mistralProvider = defineProvider({
  name: "Mistral",
  env: { MISTRAL_API_KEY: z.string().min(1).optional() },
  fromEnv: (env): MistralSettings | undefined =>
    env.MISTRAL_API_KEY ? { apiKey: env.MISTRAL_API_KEY, baseUrl: MISTRAL_API_URL } : undefined,
  notConfigured: "Mistral (MISTRAL_API_KEY) is not configured on this server.",
  languageModel: (settings, providerModelId, options) =>
    openAiCompatibleModel(endpoint(settings), providerModelId, options),
  testConnection: (settings, options) =>
    testOpenAiCompatible("Mistral", endpoint(settings), options),
});
