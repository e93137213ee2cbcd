import { z } from "zod";
import { brandKitIdSchema } from "./brand-kit.ts";
import { KIT_BRIEF_MAX_LENGTH } from "./campaign-kits.ts";
import { outputLanguageSchema } from "./output-language.ts";
import { text } from "./text.ts";

/** The campaign kit routes' requests (ADR 0085); the kits and answers are in campaign-kits.ts. */
const briefText = () => text().trim().min(1).max(KIT_BRIEF_MAX_LENGTH);

export const kitBriefSchema = z.object({
  product_name: briefText(),
  target_audience: briefText(),
  offer: briefText(),
  campaign_goal: briefText(),
});

export const kitRunRequestSchema = z.object({
  brief: kitBriefSchema,
  /** The brief's language: which of the kit's patterns fill the steps. */
  brief_language: z.enum(["en", "bn"]),
  model: text().max(100).optional(),
  language: outputLanguageSchema.optional(),
  brand_kit_id: brandKitIdSchema.optional(),
});
export type KitRunRequest = z.infer<typeof kitRunRequestSchema>;

/** GET /api/campaign-kits/:id/quote */
export const kitQuoteQuerySchema = z.object({
  model: text().max(100).optional(),
  language: outputLanguageSchema.optional(),
  brand_kit_id: brandKitIdSchema.optional(),
  /** The brief's language (its patterns decide nothing about the cost, but the steps are prepared with it). */
  brief: z.enum(["en", "bn"]).default("en"),
});
