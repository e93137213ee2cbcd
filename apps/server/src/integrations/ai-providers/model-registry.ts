import fs from "node:fs";
import {
  defaultModels,
  defaultTierCost,
  type ModelDefinition,
  modelTiers,
} from "@outsmart/contracts/models";
import { z } from "zod";
import type { AiProviderSettings } from "../../config/env.ts";
import type { ModelAvailability } from "./provider-entry.ts";
import { findProvider, providerIds, settingsFor } from "./provider-table.ts";

export type ModelRegistry = {
  all(): readonly ModelDefinition[];
  find(id: string): ModelDefinition | undefined;
  availability(model: ModelDefinition): Promise<ModelAvailability>;
  /** Whether the model's provider has settings at all (no request is made). */
  configured(model: ModelDefinition): boolean;
};

/** One model change, as MODELS_FILE and the console (ai_model_settings) write it. */
export const modelOverrideSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.:_-]{0,62}$/, "ids are lowercase letters, digits and . : _ -"),
  name: z.string().min(1).max(80).optional(),
  tier: z.enum(modelTiers).optional(),
  provider: z.enum(providerIds).optional(),
  providerModelId: z.string().min(1).max(200).optional(),
  description: z.string().max(300).optional(),
  costCredits: z.number().int().min(0).max(1000).optional(),
  maxOutputTokens: z.number().int().min(0).max(200_000).optional(),
  outputs: z
    .array(z.enum(["text", "audio"]))
    .min(1)
    .optional(),
  disabled: z.boolean().optional(),
});
const overridesFileSchema = z.object({ models: z.array(modelOverrideSchema) });
export type ModelOverride = z.infer<typeof modelOverrideSchema>;

/**
 * Applies the operator's MODELS_FILE to the defaults: an entry with a known id changes that model
 * (or removes it with `"disabled": true`); an entry with a new id adds a custom model, which must
 * then say everything a model needs.
 */
export function applyModelOverrides(
  defaults: readonly ModelDefinition[],
  overrides: readonly ModelOverride[],
  source = "MODELS_FILE",
): ModelDefinition[] {
  const models = new Map(defaults.map((model) => [model.id, model]));
  for (const override of overrides) {
    const current = models.get(override.id);
    if (override.disabled) {
      models.delete(override.id);
      continue;
    }
    const { disabled: _disabled, ...changes } = override;
    if (current) {
      models.set(override.id, { ...current, ...changes });
      continue;
    }
    if (!changes.name || !changes.tier || !changes.provider || !changes.providerModelId) {
      throw new Error(
        `${source}: the new model "${override.id}" needs name, tier, provider and providerModelId`,
      );
    }
    models.set(override.id, {
      id: override.id,
      name: changes.name,
      tier: changes.tier,
      provider: changes.provider,
      providerModelId: changes.providerModelId,
      description: changes.description ?? "",
      costCredits: changes.costCredits ?? defaultTierCost[changes.tier],
      maxOutputTokens: changes.maxOutputTokens ?? 3000,
      outputs: changes.outputs ?? ["text"],
    });
  }
  return [...models.values()];
}

export function readModelOverrides(file: string): ModelOverride[] {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`MODELS_FILE: could not read ${file} as JSON (${(error as Error).message})`);
  }
  const parsed = overridesFileSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`MODELS_FILE: ${issue?.path.join(".")}: ${issue?.message}`);
  }
  return parsed.data.models;
}

/**
 * The models on offer and whether each can answer right now, as its provider's entry decides
 * (provider-table.ts). A model whose provider is not configured is reported unavailable (never
 * silently replaced). Every model must name a known provider: a default that does not stops the
 * server at start.
 */
export function createModelRegistry(options: {
  providers: AiProviderSettings;
  modelsFile?: string | undefined;
  fetch?: typeof fetch;
}): ModelRegistry {
  const models = options.modelsFile
    ? applyModelOverrides(defaultModels, readModelOverrides(options.modelsFile))
    : [...defaultModels];
  return registryOf(models, options.providers, options.fetch);
}

/**
 * The registry of a configuration that an operator may change while the server runs (the
 * console's providers and models, modules/ai-settings): each new configuration gets a registry of
 * its own, so a provider's remembered answers (Ollama's model list) never outlive its settings.
 */
export function createLiveModelRegistry(configuration: {
  current(): { providers: AiProviderSettings; models: readonly ModelDefinition[] };
  fetch?: typeof fetch;
}): ModelRegistry {
  let built: { from: unknown; registry: ModelRegistry } | undefined;
  const registry = () => {
    const current = configuration.current();
    if (built?.from !== current)
      built = {
        from: current,
        registry: registryOf(current.models, current.providers, configuration.fetch),
      };
    return built.registry;
  };
  return {
    all: () => registry().all(),
    find: (id) => registry().find(id),
    availability: (model) => registry().availability(model),
    configured: (model) => registry().configured(model),
  };
}

function registryOf(
  models: readonly ModelDefinition[],
  providers: AiProviderSettings,
  fetchImpl: typeof fetch | undefined,
): ModelRegistry {
  const options = { providers, fetch: fetchImpl };
  for (const model of models)
    if (!findProvider(model.provider))
      throw new Error(`The model "${model.id}" names an unknown provider "${model.provider}"`);
  const byId = new Map(models.map((model) => [model.id, model]));
  const checks = new Map<string, (model: ModelDefinition) => Promise<ModelAvailability>>();

  /** The provider's check, made on first use so it keeps what it learns (Ollama's model list). */
  function checkFor(providerId: string) {
    let check = checks.get(providerId);
    if (!check) {
      const entry = findProvider(providerId);
      const settings = settingsFor(options.providers, providerId);
      if (!entry) check = async () => ({ available: false, reason: "Unknown provider." });
      else if (settings === undefined)
        check = async () => ({ available: false, reason: entry.notConfigured });
      else if (entry.availability)
        check = entry.availability(settings, options.fetch ? { fetch: options.fetch } : {});
      else check = async () => ({ available: true });
      checks.set(providerId, check);
    }
    return check;
  }

  return {
    all: () => models,
    find: (id) => byId.get(id),
    availability: (model) => checkFor(model.provider)(model),
    configured: (model) =>
      findProvider(model.provider) !== undefined &&
      settingsFor(options.providers, model.provider) !== undefined,
  };
}
