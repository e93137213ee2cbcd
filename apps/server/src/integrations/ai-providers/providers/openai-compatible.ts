import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModelV4 } from "@ai-sdk/provider";
import { canStream, streamChatCompletion } from "./chat-completions-stream.ts";
import { askForOneWord, getJson, modelListAnswer, runConnectionTest } from "../connection-test.ts";
import type {
  ConnectionTest,
  ConnectionTestOptions,
  ProviderCallOptions,
} from "../provider-entry.ts";

/**
 * The OpenAI chat-completions protocol, which OpenAI, Mistral, Ollama and any custom service
 * (OpenRouter, Groq, Together, vLLM, llama.cpp …) all speak: shared by their entries.
 */
export type OpenAiCompatibleEndpoint = {
  /** The AI SDK's provider name (also the key of its provider options). */
  sdkName: string;
  baseUrl: string;
  apiKey: string | undefined;
};

/**
 * The AI SDK's chat model for the endpoint, except that the generation engine's streams (a system
 * and a user message of text) are read by `chat-completions-stream.ts`, at well under the SDK's
 * CPU per chunk (ADR 0113). A caller's own `fetch` (tests) gets the SDK's model throughout.
 */
export function openAiCompatibleModel(
  endpoint: OpenAiCompatibleEndpoint,
  providerModelId: string,
  options: ProviderCallOptions = {},
): LanguageModelV4 {
  const sdkModel = createOpenAICompatible({
    name: endpoint.sdkName,
    baseURL: endpoint.baseUrl,
    ...(endpoint.apiKey ? { apiKey: endpoint.apiKey } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  }).chatModel(providerModelId);
  if (options.fetch) return sdkModel;
  return {
    specificationVersion: sdkModel.specificationVersion,
    provider: sdkModel.provider,
    modelId: sdkModel.modelId,
    supportedUrls: sdkModel.supportedUrls,
    doGenerate: (call) => sdkModel.doGenerate(call),
    doStream: (call) =>
      canStream(call)
        ? streamChatCompletion(endpoint, providerModelId, call)
        : sdkModel.doStream(call),
  };
}

/** With a model id, one tiny completion; without, the service's `GET /models` list. */
export function testOpenAiCompatible(
  providerName: string,
  endpoint: OpenAiCompatibleEndpoint,
  options: ConnectionTestOptions = {},
): Promise<ConnectionTest> {
  const { modelId } = options;
  return runConnectionTest(providerName, options, async (signal) => {
    if (modelId) {
      const model = openAiCompatibleModel(endpoint, modelId, options);
      return { answer: await askForOneWord(model, signal) };
    }
    const body = await getJson<{ data?: Array<{ id?: unknown }> }>(`${endpoint.baseUrl}/models`, {
      headers: endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {},
      signal,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    const models = (body.data ?? [])
      .map((entry) => entry.id)
      .filter((id): id is string => typeof id === "string");
    return { answer: modelListAnswer(models), models };
  });
}

/** A base URL as the SDK wants it: no trailing slash. */
export function trimSlashes(url: string): string {
  return url.replace(/\/+$/, "");
}
