import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { z } from "zod";
import { askForOneWord, getJson, modelListAnswer, runConnectionTest } from "../connection-test.ts";
import { defineProvider, type ProviderCallOptions } from "../provider-entry.ts";

export type GoogleSettings = { apiKey: string };

export const GEMINI_API_URL = "https://generativelanguage.googleapis.com/v1beta";

function gemini(settings: GoogleSettings, modelId: string, options: ProviderCallOptions = {}) {
  return createGoogleGenerativeAI({
    apiKey: settings.apiKey,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })(modelId);
}

type GeminiModels = {
  models?: Array<{ name?: unknown; supportedGenerationMethods?: unknown }>;
};

/** Google's Gemini API (AI Studio keys). */
export const googleProvider = defineProvider({
  name: "Google Gemini",
  env: { GOOGLE_GENERATIVE_AI_API_KEY: z.string().min(1).optional() },
  fromEnv: (env): GoogleSettings | undefined =>
    env.GOOGLE_GENERATIVE_AI_API_KEY ? { apiKey: env.GOOGLE_GENERATIVE_AI_API_KEY } : undefined,
  notConfigured: "Google Gemini (GOOGLE_GENERATIVE_AI_API_KEY) is not configured on this server.",
  languageModel: gemini,
  testConnection(settings, options = {}) {
    const { modelId } = options;
    return runConnectionTest("Google Gemini", options, async (signal) => {
      if (modelId)
        return { answer: await askForOneWord(gemini(settings, modelId, options), signal) };
      const body = await getJson<GeminiModels>(`${GEMINI_API_URL}/models`, {
        headers: { "x-goog-api-key": settings.apiKey },
        signal,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      });
      // Only models that write text; ids without the API's "models/" prefix.
      const models = (body.models ?? [])
        .filter(
          (entry) =>
            Array.isArray(entry.supportedGenerationMethods) &&
            entry.supportedGenerationMethods.includes("generateContent"),
        )
        .map((entry) => entry.name)
        .filter((name): name is string => typeof name === "string")
        .map((name) => name.replace(/^models\//, ""));
      return { answer: modelListAnswer(models), models };
    });
  },
});
