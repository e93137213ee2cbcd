import { z } from "zod";
import { modelTiers } from "./models.ts";
import { text } from "./text.ts";

/**
 * The operator console's AI providers and models (issue 17, docs/ai-models.md "From the
 * console"). A provider is configured with the values of its environment variables (the same
 * names as in .env); secrets are never sent back, only their last four characters.
 */

export const providerFieldSchema = z.object({
  /** The environment variable it stands for, e.g. OPENAI_API_KEY. */
  name: z.string(),
  secret: z.boolean(),
  /** What is stored now: a URL in full, a secret as "…abcd"; null when nothing is. */
  current: z.string().nullable(),
});
export type ProviderField = z.infer<typeof providerFieldSchema>;

export const consoleProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Where its settings come from now: saved here (wins), the environment, or nowhere. */
  source: z.enum(["console", "environment"]).nullable(),
  fields: z.array(providerFieldSchema),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type ConsoleProvider = z.infer<typeof consoleProviderSchema>;

export const consoleAiModelSchema = z.object({
  id: z.string(),
  name: z.string(),
  tier: z.enum(modelTiers),
  provider: z.string(),
  providerModelId: z.string(),
  costCredits: z.number().int(),
  maxOutputTokens: z.number().int(),
  outputs: z.array(z.enum(["text", "audio"])),
  enabled: z.boolean(),
  /** Added in the console (not a built-in or MODELS_FILE model). */
  custom: z.boolean(),
  /** The console changed it (a row in ai_model_settings). */
  changedHere: z.boolean(),
  available: z.boolean(),
  reason: z.string().optional(),
});
export type ConsoleAiModel = z.infer<typeof consoleAiModelSchema>;

export const consoleAiSchema = z.object({
  providers: z.array(consoleProviderSchema),
  models: z.array(consoleAiModelSchema),
});
export type ConsoleAi = z.infer<typeof consoleAiSchema>;

const values = z.record(z.string().regex(/^[A-Z][A-Z0-9_]{1,63}$/), text().trim().max(2000));

/**
 * PUT /api/console/ai/providers/:id. A secret left empty keeps the stored one (so a URL can be
 * changed without typing the key again); every other empty value is removed.
 */
export const saveProviderRequestSchema = z.object({ values });
export type SaveProviderRequest = z.input<typeof saveProviderRequestSchema>;

/** POST /api/console/ai/providers/:id/test: the values in the form (else the stored ones). */
export const testProviderRequestSchema = z.object({
  values: values.optional(),
  /** Ask this provider model for a one-word reply; without it, the provider's models are listed. */
  modelId: text().trim().min(1).max(200).optional(),
});
export type TestProviderRequest = z.input<typeof testProviderRequestSchema>;

export const connectionTestSchema = z.union([
  z.object({
    ok: z.literal(true),
    latencyMs: z.number(),
    answer: z.string(),
    models: z.array(z.string()).optional(),
  }),
  z.object({ ok: z.literal(false), latencyMs: z.number(), error: z.string() }),
]);
export type ConnectionTestResult = z.infer<typeof connectionTestSchema>;

export const MODEL_ID_PATTERN = /^[a-z0-9][a-z0-9.:_-]{0,62}$/;

/**
 * PUT /api/console/ai/models/:id: a model's tier, cost, output cap and whether it is offered; for a
 * new id (a custom model) also its name, provider and the provider's model id.
 */
export const saveModelRequestSchema = z.object({
  enabled: z.boolean(),
  tier: z.enum(modelTiers),
  costCredits: z.number().int().min(0).max(1000),
  maxOutputTokens: z.number().int().min(64).max(200_000),
  name: text().trim().min(1).max(80).optional(),
  provider: text().trim().min(1).max(40).optional(),
  providerModelId: text().trim().min(1).max(200).optional(),
  description: text().trim().max(300).optional(),
});
export type SaveModelRequest = z.input<typeof saveModelRequestSchema>;
