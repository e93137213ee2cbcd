import { createAnthropic } from "@ai-sdk/anthropic";
import { z } from "zod";
import { askForOneWord, getJson, modelListAnswer, runConnectionTest } from "../connection-test.ts";
import { defineProvider, type ProviderCallOptions } from "../provider-entry.ts";

export type AnthropicSettings = { apiKey: string };

export const ANTHROPIC_API_URL = "https://api.anthropic.com/v1";

function claude(settings: AnthropicSettings, modelId: string, options: ProviderCallOptions = {}) {
  return createAnthropic({
    apiKey: settings.apiKey,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })(modelId);
}

/** Anthropic's Messages API: the Claude models. */
export const anthropicProvider = defineProvider({
  name: "Anthropic",
  env: { ANTHROPIC_API_KEY: z.string().min(1).optional() },
  fromEnv: (env): AnthropicSettings | undefined =>
    env.ANTHROPIC_API_KEY ? { apiKey: env.ANTHROPIC_API_KEY } : undefined,
  notConfigured: "Anthropic (ANTHROPIC_API_KEY) is not configured on this server.",
  languageModel: claude,
  testConnection(settings, options = {}) {
    const { modelId } = options;
    return runConnectionTest("Anthropic", options, async (signal) => {
      if (modelId)
        return { answer: await askForOneWord(claude(settings, modelId, options), signal) };
      const body = await getJson<{ data?: Array<{ id?: unknown }> }>(
        `${ANTHROPIC_API_URL}/models`,
        {
          headers: { "x-api-key": settings.apiKey, "anthropic-version": "2023-06-01" },
          signal,
          ...(options.fetch ? { fetch: options.fetch } : {}),
        },
      );
      const models = (body.data ?? [])
        .map((entry) => entry.id)
        .filter((id): id is string => typeof id === "string");
      return { answer: modelListAnswer(models), models };
    });
  },
});
