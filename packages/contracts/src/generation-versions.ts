import { z } from "zod";
import { outputLanguages } from "./output-language-list.ts";
import { text } from "./text.ts";

/**
 * The refine actions (issue 16, ADR 0078; contracts/generation-refine.ts): the fixed ones, then a
 * free instruction the user writes.
 */
export const refineActions = [
  "shorter",
  "longer",
  "casual",
  "formal",
  "add-emojis",
  "no-emojis",
  "translate",
  "instruction",
] as const;
export type RefineAction = (typeof refineActions)[number];

/** How a refine version was made, as the versions list shows it. */
export const refineNoteSchema = z.object({
  action: z.enum(refineActions),
  /** The free instruction, for `instruction`. */
  instruction: z.string().optional(),
  /** The language the version is written in (a Translate's target, else the text's as before). */
  language: z.enum(outputLanguages).optional(),
});
export type RefineNote = z.infer<typeof refineNoteSchema>;

/** The longest a version's text may be (characters, after NFC). */
export const GENERATION_VERSION_MAX_LENGTH = 100_000;

/**
 * How a version was made: 'edit' is a hand edit ("Edited by you"); 'refine' is one of the refine
 * actions (Shorter, Translate…, contracts/generation-refine.ts), with the action in `refine`.
 * Version 1, the generation itself, is 'original'.
 */
export const generationVersionKinds = ["edit", "refine"] as const;
export type GenerationVersionKind = (typeof generationVersionKinds)[number];

export const generationVersionSchema = z.object({
  /** 1 is the generation as written; 2, 3… follow in the order they were saved. */
  number: z.number().int().min(1),
  kind: z.enum(["original", ...generationVersionKinds]),
  content: z.string(),
  createdAt: z.iso.datetime(),
  /** For a 'refine' version: the action (and its instruction or language). */
  refine: refineNoteSchema.optional(),
});
export type GenerationVersion = z.infer<typeof generationVersionSchema>;

/** GET /api/generations/:id/versions: every version of a text result, oldest (1) first. */
export const generationVersionListSchema = z.object({
  versions: z.array(generationVersionSchema),
});
export type GenerationVersionList = z.infer<typeof generationVersionListSchema>;

/** POST /api/generations/:id/versions: a hand edit, saved as the newest version. */
export const createGenerationVersionSchema = z.object({
  content: text()
    .max(
      GENERATION_VERSION_MAX_LENGTH,
      `A version can be at most ${GENERATION_VERSION_MAX_LENGTH.toLocaleString("en")} characters.`,
    )
    .refine((value) => value.trim().length > 0, "Write something before saving."),
});
export type CreateGenerationVersionInput = z.infer<typeof createGenerationVersionSchema>;

/** The `version` of GET /api/generations/:id/export: which version to export (the newest by default). */
export const exportVersionSchema = z.coerce.number().int().min(1).max(1_000_000).optional();
