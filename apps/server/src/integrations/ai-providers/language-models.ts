import type { LanguageModelV4 } from "@ai-sdk/provider";
import type { ModelDefinition } from "@outsmart/contracts/models";
import type { AiProviderSettings } from "../../config/env.ts";
import { findProvider, settingsFor } from "./provider-table.ts";

/** The Vercel AI SDK model for a registry entry, built by its provider's entry (provider-table.ts). */
export function createLanguageModel(
  model: ModelDefinition,
  providers: AiProviderSettings,
): LanguageModelV4 {
  const entry = findProvider(model.provider);
  const settings = settingsFor(providers, model.provider);
  if (!entry?.languageModel || settings === undefined)
    throw new Error(`${model.name} has no language-model provider configured`);
  return entry.languageModel(settings, model.providerModelId);
}

/**
 * One language model per registry entry, made on first use (making the provider client costs more
 * than a request's other work) and kept while the provider settings stay the same object: an
 * operator's change in the console hands over new settings, and the models are made again.
 */
export function createLanguageModelCache(providers: () => AiProviderSettings) {
  let made = new Map<string, LanguageModelV4>();
  let madeFor: AiProviderSettings | undefined;
  return {
    get(model: ModelDefinition): LanguageModelV4 {
      const settings = providers();
      if (settings !== madeFor) {
        made = new Map();
        madeFor = settings;
      }
      const key = `${model.provider}\u0000${model.providerModelId}`;
      let languageModel = made.get(key);
      if (!languageModel) {
        languageModel = createLanguageModel(model, settings);
        made.set(key, languageModel);
      }
      return languageModel;
    },
  };
}
