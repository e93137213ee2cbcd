import fs from "node:fs";
import {
  defaultModels,
  defaultTierCost,
  type ModelDefinition,
  modelTiers,
  providerIds,
} from "@outsmart/contracts/models";
import { z } from "zod";
import type { AiProviderSettings } from "../../config/env.ts";

export type ModelAvailability = { available: true } | { available: false; reason: string };

export type ModelRegistry = {
  all(): readonly ModelDefinition[];
  find(id: string): ModelDefinition | undefined;
  availability(model: ModelDefinition): Promise<ModelAvailability>;
};

const overrideSchema = z.object({
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
const overridesFileSchema = z.object({ models: z.array(overrideSchema) });

/**
 * Applies the operator's MODELS_FILE to the defaults: an entry with a known id changes that model
 * (or removes it with `"disabled": true`); an entry with a new id adds a custom model, which must
 * then say everything a model needs.
 */
export function applyModelOverrides(
  defaults: readonly ModelDefinition[],
  overrides: z.infer<typeof overridesFileSchema>["models"],
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
        `MODELS_FILE: the new model "${override.id}" needs name, tier, provider and providerModelId`,
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

export function readModelOverrides(file: string): z.infer<typeof overridesFileSchema>["models"] {
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

const OLLAMA_CACHE_MS = 30_000;

/**
 * The models on offer and whether each can answer right now. A model whose provider is not
 * configured is reported unavailable (never silently replaced). Ollama is asked which models it
 * has pulled, at most every 30 s.
 */
export function createModelRegistry(options: {
  providers: AiProviderSettings;
  modelsFile?: string | undefined;
  fetch?: typeof fetch;
}): ModelRegistry {
  const models = options.modelsFile
    ? applyModelOverrides(defaultModels, readModelOverrides(options.modelsFile))
    : [...defaultModels];
  const byId = new Map(models.map((model) => [model.id, model]));
  const doFetch = options.fetch ?? fetch;
  const { providers } = options;
  let ollama: { checkedAt: number; models: Promise<Set<string> | undefined> } | undefined;

  const ollamaModels = (): Promise<Set<string> | undefined> => {
    if (!ollama || Date.now() - ollama.checkedAt > OLLAMA_CACHE_MS) {
      const models = doFetch(`${providers.ollama.baseUrl}/api/tags`, {
        signal: AbortSignal.timeout(1500),
      })
        .then(async (response) => {
          if (!response.ok) return undefined;
          const body = (await response.json()) as {
            models?: Array<{ name?: string; model?: string }>;
          };
          return new Set(
            (body.models ?? [])
              .flatMap((entry) => [entry.name, entry.model])
              .filter((name): name is string => Boolean(name)),
          );
        })
        .catch(() => undefined);
      ollama = { checkedAt: Date.now(), models };
    }
    return ollama.models;
  };

  const notConfigured = (what: string): ModelAvailability => ({
    available: false,
    reason: `${what} is not configured on this server.`,
  });

  return {
    all: () => models,
    find: (id) => byId.get(id),
    async availability(model) {
      switch (model.provider) {
        case "offline":
          return { available: true };
        case "ollama": {
          const pulled = await ollamaModels();
          if (!pulled)
            return {
              available: false,
              reason: `Ollama is not running at ${providers.ollama.baseUrl}.`,
            };
          const tagged = model.providerModelId.includes(":")
            ? model.providerModelId
            : `${model.providerModelId}:latest`;
          return pulled.has(model.providerModelId) || pulled.has(tagged)
            ? { available: true }
            : {
                available: false,
                reason: `Ollama has not pulled ${model.providerModelId} yet (ollama pull ${model.providerModelId}).`,
              };
        }
        case "openai":
          return providers.openai ? { available: true } : notConfigured("OpenAI (OPENAI_API_KEY)");
        case "anthropic":
          return providers.anthropic
            ? { available: true }
            : notConfigured("Anthropic (ANTHROPIC_API_KEY)");
        case "google":
          return providers.google
            ? { available: true }
            : notConfigured("Google Gemini (GOOGLE_GENERATIVE_AI_API_KEY)");
        case "mistral":
          return providers.mistral
            ? { available: true }
            : notConfigured("Mistral (MISTRAL_API_KEY)");
        case "stability":
          return providers.stability
            ? { available: true }
            : notConfigured("Stability AI (STABILITY_API_KEY)");
        case "custom":
          return providers.custom
            ? { available: true }
            : notConfigured("The custom provider (CUSTOM_AI_BASE_URL)");
      }
    },
  };
}
