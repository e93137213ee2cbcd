import { z } from "zod";
import { defineProvider } from "../provider-entry.ts";
import {
  type OpenAiCompatibleEndpoint,
  openAiCompatibleModel,
  testOpenAiCompatible,
  trimSlashes,
} from "./openai-compatible.ts";

export type OpenAiSettings = { apiKey: string; baseUrl: string };

const endpoint = (settings: OpenAiSettings): OpenAiCompatibleEndpoint => ({
  sdkName: "openai",
  baseUrl: settings.baseUrl,
  apiKey: settings.apiKey,
});

/** OpenAI (or a proxy in front of it, OPENAI_BASE_URL): the GPT models. */
export const openAiProvider = defineProvider({
  name: "OpenAI",
  env: {
    OPENAI_API_KEY: z.string().min(1).optional(),
    OPENAI_BASE_URL: z.url({ error: "must be a URL such as https://api.openai.com/v1" }).optional(),
  },
  fromEnv: (env): OpenAiSettings | undefined =>
    env.OPENAI_API_KEY
      ? {
          apiKey: env.OPENAI_API_KEY,
          baseUrl: trimSlashes(env.OPENAI_BASE_URL ?? "https://api.openai.com/v1"),
        }
      : undefined,
  notConfigured: "OpenAI (OPENAI_API_KEY) is not configured on this server.",
  languageModel: (settings, providerModelId, options) =>
    openAiCompatibleModel(endpoint(settings), providerModelId, options),
  testConnection: (settings, options) =>
    testOpenAiCompatible("OpenAI", endpoint(settings), options),
});
