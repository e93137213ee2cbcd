import type { PlanId } from "./plans.ts";

/**
 * The default model registry (product decisions §3–4): what the pricing page lists under
 * "AI Model Access Levels", what the tool page's model picker offers, and what each costs. The
 * server overlays operator configuration (providers, overrides, custom models) on these defaults.
 */
export const modelTiers = ["free", "premium", "enterprise"] as const;
export type ModelTier = (typeof modelTiers)[number];

/** The plan that unlocks each tier: premium from Starter up, enterprise on Pro. */
export const tierRequiredPlan: Readonly<Record<ModelTier, PlanId>> = {
  free: "free",
  premium: "starter",
  enterprise: "pro",
};

/** Default cost per generation, in credits. */
export const defaultTierCost: Readonly<Record<ModelTier, number>> = {
  free: 0,
  premium: 2,
  enterprise: 5,
};

export const tierLabels: Readonly<Record<ModelTier, string>> = {
  free: "Free models",
  premium: "Premium models",
  enterprise: "Enterprise models",
};

export type ModelOutput = "text" | "audio";

export type ModelDefinition = {
  id: string;
  name: string;
  tier: ModelTier;
  /**
   * The id of the provider that serves it. The server's provider table is the only list of
   * providers (apps/server/src/integrations/ai-providers/provider-table.ts); it refuses a model
   * whose provider it does not know.
   */
  provider: string;
  /** The id the provider's API expects. */
  providerModelId: string;
  description: string;
  costCredits: number;
  maxOutputTokens: number;
  outputs: readonly ModelOutput[];
};

export const OFFLINE_WRITER_MODEL_ID = "outsmart-writer";

const text = ["text"] as const;

export const defaultModels: readonly ModelDefinition[] = [
  {
    id: OFFLINE_WRITER_MODEL_ID,
    name: "Outsmart Writer (offline)",
    tier: "free",
    provider: "offline",
    providerModelId: "outsmart-writer-1",
    description: "Built-in template writer: works with no AI provider and no internet.",
    costCredits: 0,
    maxOutputTokens: 1500,
    outputs: ["text", "audio"],
  },
  {
    id: "llama-3.2-3b",
    name: "Llama 3.2 3B",
    tier: "free",
    provider: "ollama",
    providerModelId: "llama3.2:3b",
    description: "Meta's compact 3B chat model.",
    costCredits: 0,
    maxOutputTokens: 1500,
    outputs: text,
  },
  {
    id: "qwen-2.5-7b",
    name: "Qwen 2.5 7B",
    tier: "free",
    provider: "ollama",
    providerModelId: "qwen2.5:7b",
    description: "Alibaba's 7B chat model, strong at structured copy.",
    costCredits: 0,
    maxOutputTokens: 2000,
    outputs: text,
  },
  {
    id: "qwen-2.5-coder-7b",
    name: "Qwen 2.5 Coder 7B",
    tier: "free",
    provider: "ollama",
    providerModelId: "qwen2.5-coder:7b",
    description: "Code model for landing-page HTML and tracking snippets.",
    costCredits: 0,
    maxOutputTokens: 2000,
    outputs: text,
  },
  {
    id: "gemma-3-1b",
    name: "Gemma 3 1B",
    tier: "free",
    provider: "ollama",
    providerModelId: "gemma3:1b",
    description: "Google's small, fast model for short copy.",
    costCredits: 0,
    maxOutputTokens: 1000,
    outputs: text,
  },
  {
    id: "gpt-5-mini",
    name: "GPT-5 mini",
    tier: "premium",
    provider: "openai",
    providerModelId: "gpt-5-mini",
    description: "OpenAI's fast, affordable model.",
    costCredits: 2,
    maxOutputTokens: 3000,
    outputs: text,
  },
  {
    id: "claude-haiku-4.5",
    name: "Claude Haiku 4.5",
    tier: "premium",
    provider: "anthropic",
    providerModelId: "claude-haiku-4-5",
    description: "Anthropic's fast model with a natural voice.",
    costCredits: 2,
    maxOutputTokens: 3000,
    outputs: text,
  },
  {
    id: "gemini-2.5-flash",
    name: "Gemini 2.5 Flash",
    tier: "premium",
    provider: "google",
    providerModelId: "gemini-2.5-flash",
    description: "Google's fast multimodal model.",
    costCredits: 2,
    maxOutputTokens: 3000,
    outputs: text,
  },
  {
    id: "mistral-small",
    name: "Mistral Small",
    tier: "premium",
    provider: "mistral",
    providerModelId: "mistral-small-latest",
    description: "Mistral's efficient model, good in many languages.",
    costCredits: 2,
    maxOutputTokens: 3000,
    outputs: text,
  },
  {
    id: "gpt-5",
    name: "GPT-5",
    tier: "enterprise",
    provider: "openai",
    providerModelId: "gpt-5",
    description: "OpenAI's most capable model.",
    costCredits: 5,
    maxOutputTokens: 4000,
    outputs: text,
  },
  {
    id: "claude-sonnet-4.5",
    name: "Claude Sonnet 4.5",
    tier: "enterprise",
    provider: "anthropic",
    providerModelId: "claude-sonnet-4-5",
    description: "Anthropic's top model for long-form strategy and copy.",
    costCredits: 5,
    maxOutputTokens: 4000,
    outputs: text,
  },
  {
    id: "gemini-2.5-pro",
    name: "Gemini 2.5 Pro",
    tier: "enterprise",
    provider: "google",
    providerModelId: "gemini-2.5-pro",
    description: "Google's most capable model.",
    costCredits: 5,
    maxOutputTokens: 4000,
    outputs: text,
  },
  {
    id: "stable-audio",
    name: "Stable Audio",
    tier: "premium",
    provider: "stability",
    providerModelId: "stable-audio-2.5",
    description: "Stability AI's music and sound generator.",
    costCredits: 2,
    maxOutputTokens: 0,
    outputs: ["audio"],
  },
];

export function findDefaultModel(id: string): ModelDefinition | undefined {
  return defaultModels.find((model) => model.id === id);
}

/** The pricing page's "AI Model Access Levels": text models grouped by tier, in catalogue order. */
export function modelsByTier(
  models: readonly ModelDefinition[] = defaultModels,
): Record<ModelTier, ModelDefinition[]> {
  const grouped: Record<ModelTier, ModelDefinition[]> = { free: [], premium: [], enterprise: [] };
  for (const model of models) if (model.outputs.includes("text")) grouped[model.tier].push(model);
  return grouped;
}
