import { z } from "zod";
import { text } from "./text.ts";
import { modelTiers } from "./models.ts";
import { planIds } from "./plans.ts";
import { outputLanguageSchema } from "./output-language.ts";
import { brandKitIdSchema } from "./brand-kit.ts";

/** GET /api/tools/:slug — what the tool page needs to render its form (never the system prompt). */
export const toolConfigResponseSchema = z.object({
  toolSlug: z.string(),
  toolName: z.string(),
  description: z.string(),
  inputFields: z.array(z.string()),
  defaultModel: z.string(),
  output: z.enum(["text", "audio"]),
});
export type ToolConfigResponse = z.infer<typeof toolConfigResponseSchema>;

/** GET /api/models — the registry as this user sees it: availability and what their plan unlocks. */
export const modelOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  tier: z.enum(modelTiers),
  description: z.string(),
  costCredits: z.number().int().nonnegative(),
  outputs: z.array(z.enum(["text", "audio"])),
  available: z.boolean(),
  unavailableReason: z.string().optional(),
  /** The plan needed; `locked` when the user's plan is below it. */
  requiredPlan: z.enum(planIds),
  locked: z.boolean(),
});
export const modelListSchema = z.object({
  models: z.array(modelOptionSchema),
  plan: z.enum(planIds),
});
export type ModelOption = z.infer<typeof modelOptionSchema>;

/** POST /api/tools/:slug/generate (streamed) */
export const generateRequestSchema = z.object({
  inputs: z.record(text().max(100), text().max(2_000_000)),
  model: text().max(100).optional(),
  /** The language to write in (`outputLanguages`); the brand kit's default, else English, when absent. */
  language: outputLanguageSchema.optional(),
  /** The caller's brand kit to write for (contracts/brand-kit.ts); another user's answers 404. */
  brand_kit_id: brandKitIdSchema.optional(),
});

/** The streamed events, as server-sent events with these names. */
export const generationDoneSchema = z.object({
  content: z.string(),
  content_type: z.enum(["text", "image", "audio", "video", "3d"]),
  model_used: z.string(),
  model_name: z.string(),
  generation_id: z.uuid(),
  credits_charged: z.number().int().nonnegative(),
  balance: z.number().int().nonnegative(),
});
export type GenerationDone = z.infer<typeof generationDoneSchema>;
export const generationErrorSchema = z.object({ error: z.string(), code: z.string() });

/** POST /functions/v1/run-ai-tool — the seed's contract for API clients. */
export const runAiToolRequestSchema = z.object({
  tool_slug: text().min(1).max(100),
  user_id: text().min(1).max(100),
  input_data: z.record(text().max(100), text().max(2_000_000)),
  model: text().max(100).optional(),
  /** The language to write in (`outputLanguages`); the brand kit's default, else English, when absent. */
  language: outputLanguageSchema.optional(),
  /** The caller's brand kit to write for (contracts/brand-kit.ts); another user's answers 404. */
  brand_kit_id: brandKitIdSchema.optional(),
  // Accepted for compatibility and ignored: the server builds the prompt from the stored configuration.
  system_prompt: z.string().optional(),
  user_input: z.string().optional(),
});
export const runAiToolResponseSchema = z.object({
  content: z.string(),
  content_type: z.enum(["text", "image", "audio", "video", "3d"]),
  model_used: z.string(),
});
