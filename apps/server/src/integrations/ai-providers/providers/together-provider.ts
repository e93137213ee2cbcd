import { z } from "zod";
import { defineProvider } from "../provider-entry.ts";
import {
  type OpenAiCompatibleEndpoint,
  openAiCompatibleModel,
  testOpenAiCompatible,
} from "./openai-compatible.ts";

/** `baseUrl` is Together AI's API unless a test points it elsewhere. */
export type TogetherSettings = { apiKey: string; baseUrl: string };

export const TOGETHER_API_URL = "https://api.together.xyz/v1";

const endpoint = (settings: TogetherSettings): OpenAiCompatibleEndpoint => ({
  sdkName: "together",
  baseUrl: settings.baseUrl,
  apiKey: settings.apiKey,
});

/** Together AI's API, which speaks the OpenAI protocol (open models). */
export const togetherProvider = defineProvider({
  name: "Together AI",
  env: { TOGETHER_API_KEY: z.string().min(1).optional() },
  fromEnv: (env): TogetherSettings | undefined =>
    env.TOGETHER_API_KEY ? { apiKey: env.TOGETHER_API_KEY, baseUrl: TOGETHER_API_URL } : undefined,
  notConfigured: "Together AI (TOGETHER_API_KEY) is not configured on this server.",
  languageModel: (settings, providerModelId, options) =>
    openAiCompatibleModel(endpoint(settings), providerModelId, options),
  testConnection: (settings, options) =>
    testOpenAiCompatible("Together AI", endpoint(settings), options),
});
