import { z } from "zod";
import { defineProvider } from "../provider-entry.ts";
import {
  type OpenAiCompatibleEndpoint,
  openAiCompatibleModel,
  testOpenAiCompatible,
} from "./openai-compatible.ts";

/** `baseUrl` is Groq's API unless a test points it elsewhere. */
export type GroqSettings = { apiKey: string; baseUrl: string };

export const GROQ_API_URL = "https://api.groq.com/openai/v1";

const endpoint = (settings: GroqSettings): OpenAiCompatibleEndpoint => ({
  sdkName: "groq",
  baseUrl: settings.baseUrl,
  apiKey: settings.apiKey,
});

/** Groq's API, which speaks the OpenAI protocol (fast open models). */
export const groqProvider = defineProvider({
  name: "Groq",
  env: { GROQ_API_KEY: z.string().min(1).optional() },
  fromEnv: (env): GroqSettings | undefined =>
    env.GROQ_API_KEY ? { apiKey: env.GROQ_API_KEY, baseUrl: GROQ_API_URL } : undefined,
  notConfigured: "Groq (GROQ_API_KEY) is not configured on this server.",
  languageModel: (settings, providerModelId, options) =>
    openAiCompatibleModel(endpoint(settings), providerModelId, options),
  testConnection: (settings, options) => testOpenAiCompatible("Groq", endpoint(settings), options),
});
