import { z } from "zod";
import { getJson, modelListAnswer, runConnectionTest, askForOneWord } from "../connection-test.ts";
import { defineProvider, type ModelAvailability } from "../provider-entry.ts";
import { openAiCompatibleModel, trimSlashes } from "./openai-compatible.ts";

export type OllamaSettings = { baseUrl: string };

/** How long Ollama's list of pulled models is trusted before asking again. */
const OLLAMA_CACHE_MS = 30_000;

type OllamaTags = { models?: Array<{ name?: string; model?: string }> };

const endpoint = (settings: OllamaSettings) => ({
  sdkName: "ollama",
  baseUrl: `${settings.baseUrl}/v1`,
  apiKey: undefined,
});

function pulledNames(body: OllamaTags): string[] {
  return [
    ...new Set(
      (body.models ?? [])
        .flatMap((entry) => [entry.name, entry.model])
        .filter((name): name is string => Boolean(name)),
    ),
  ];
}

/**
 * A local Ollama: the free open-weight models. Always configured (it has a default address); a
 * model is available while Ollama answers and has pulled it (asked at most every 30 s).
 */
export const ollamaProvider = defineProvider({
  name: "Ollama",
  env: {
    OLLAMA_BASE_URL: z
      .url({ error: "must be a URL such as http://127.0.0.1:11434" })
      .default("http://127.0.0.1:11434"),
  },
  fromEnv: (env): OllamaSettings => ({ baseUrl: trimSlashes(env.OLLAMA_BASE_URL) }),
  notConfigured: "Ollama (OLLAMA_BASE_URL) is not configured on this server.",
  languageModel: (settings, providerModelId, options) =>
    openAiCompatibleModel(endpoint(settings), providerModelId, options),
  availability(settings, options) {
    const doFetch = options.fetch ?? fetch;
    let asked: { at: number; pulled: Promise<Set<string> | undefined> } | undefined;
    const pulled = () => {
      if (!asked || Date.now() - asked.at > OLLAMA_CACHE_MS) {
        const answer = doFetch(`${settings.baseUrl}/api/tags`, {
          signal: AbortSignal.timeout(1500),
        })
          .then(async (response) =>
            response.ok ? new Set(pulledNames((await response.json()) as OllamaTags)) : undefined,
          )
          .catch(() => undefined);
        asked = { at: Date.now(), pulled: answer };
      }
      return asked.pulled;
    };
    return async (model): Promise<ModelAvailability> => {
      const names = await pulled();
      if (!names)
        return { available: false, reason: `Ollama is not running at ${settings.baseUrl}.` };
      const id = model.providerModelId;
      const tagged = id.includes(":") ? id : `${id}:latest`;
      return names.has(id) || names.has(tagged)
        ? { available: true }
        : {
            available: false,
            reason: `Ollama has not pulled ${id} yet (ollama pull ${id}).`,
          };
    };
  },
  testConnection(settings, options = {}) {
    const { modelId } = options;
    return runConnectionTest("Ollama", options, async (signal) => {
      if (modelId) {
        const model = openAiCompatibleModel(endpoint(settings), modelId, options);
        return { answer: await askForOneWord(model, signal) };
      }
      const models = pulledNames(
        await getJson<OllamaTags>(`${settings.baseUrl}/api/tags`, {
          signal,
          ...(options.fetch ? { fetch: options.fetch } : {}),
        }),
      );
      return { answer: modelListAnswer(models), models };
    });
  },
});
