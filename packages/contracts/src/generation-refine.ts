/**
 * Refining a text result (issue 16, ADR 0078): each action (contracts/generation-versions.ts,
 * `refineActions`) makes a new version of the generation, charged like a generation.
 */
import { z } from "zod";
import type { OutputLanguage } from "./output-language.ts";
import { text } from "./text.ts";
import { generationVersionSchema, refineActions } from "./generation-versions.ts";
import type { ModelOption } from "./tools.ts";

export { refineActions, type RefineAction } from "./generation-versions.ts";

/** The longest free instruction (characters). */
export const REFINE_INSTRUCTION_MAX_LENGTH = 300;

/**
 * The language Translate writes: English ↔ বাংলা; Banglish (Bangla in Latin letters) becomes
 * বাংলা, its own language in its own script.
 */
export function translateTarget(language: OutputLanguage): OutputLanguage {
  return language === "bn" ? "en" : "bn";
}

/** POST /api/generations/:id/refine. */
export const refineRequestSchema = z
  .object({
    action: z.enum(refineActions, { error: `Choose an action: ${refineActions.join(", ")}` }),
    /** Required for `instruction`, ignored otherwise. */
    instruction: text()
      .trim()
      .max(
        REFINE_INSTRUCTION_MAX_LENGTH,
        `An instruction can be at most ${REFINE_INSTRUCTION_MAX_LENGTH} characters.`,
      )
      .optional(),
    /** The model to use; the generation's own model when not given. */
    model: z.string().min(1).max(100).optional(),
    /** The version to refine; the newest when not given. */
    version: z.number().int().min(1).max(1_000_000).optional(),
  })
  .strict()
  .refine((body) => body.action !== "instruction" || (body.instruction ?? "").length > 0, {
    message: "Write an instruction first.",
    path: ["instruction"],
  });
export type RefineRequest = z.infer<typeof refineRequestSchema>;

/** POST /api/generations/:id/refine: the new version and what it cost. */
export const refineResultSchema = z.object({
  version: generationVersionSchema,
  modelUsed: z.string(),
  modelName: z.string(),
  creditsCharged: z.number().int().min(0),
  balance: z.number().int(),
});
export type RefineResult = z.infer<typeof refineResultSchema>;

/**
 * GET /api/generations/:id/refine: what a refine would cost, before it is asked for (the models
 * that can write text, the one used by default, and the caller's balance and free allowance).
 */
export type RefineQuote = {
  /** The generation's own model when it is still usable, else the first usable text model. */
  defaultModel: string | null;
  /** The generation's own language (version 1's). */
  language: OutputLanguage;
  /** The language Translate writes from the newest version (`translateTarget` of its language). */
  translateTo: OutputLanguage;
  models: ModelOption[];
  balance: number;
  freeGenerationsToday: { used: number; limit: number } | null;
};
