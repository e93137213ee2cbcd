import { z } from "zod";
import { text } from "./text.ts";
import { nextCursorSchema, pageCursorSchema } from "./keyset-page.ts";
import { outputLanguageSchema, outputLanguages } from "./output-language.ts";
import { exportFormats } from "./export-formats.ts";
import { exportVersionSchema } from "./generation-versions.ts";
import { brandKitIdSchema, brandKitSummarySchema } from "./brand-kit.ts";
import { GENERATION_TITLE_MAX_LENGTH } from "./generation-title.ts";

/** The seed's history limit: the newest 50 generations per page. */
export const HISTORY_PAGE_SIZE = 50;
/** The seed's output preview in the history list. */
export const OUTPUT_PREVIEW_LENGTH = 100;
export { WORDS_PER_MINUTE_SAVED } from "./time-saved.ts";

export const generationContentTypes = ["text", "image", "audio", "video", "3d"] as const;
export type GenerationContentType = (typeof generationContentTypes)[number];

/** GET /api/generations: the user's own successful generations, newest first. */
export const listGenerationsQuerySchema = z.object({
  /** Only this tool's generations. */
  tool: z
    .string()
    .trim()
    .max(100)
    .regex(/^[a-z0-9-]*$/, "A tool is named by its slug.")
    .optional(),
  /** Only generations written in this language (`outputLanguages`). */
  language: outputLanguageSchema.optional(),
  /** Only generations written for this brand kit of the caller's (another user's answers 404). */
  brand_kit: brandKitIdSchema.optional(),
  /** Case-insensitive text search over the generated output. */
  q: text().trim().max(200).optional(),
  /** `true`: only the generations the user starred. */
  favourite: z.enum(["true"]).optional(),
  /** The `nextCursor` of the previous page. */
  before: pageCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(HISTORY_PAGE_SIZE).default(HISTORY_PAGE_SIZE),
});
export type ListGenerationsQuery = z.input<typeof listGenerationsQuerySchema>;

export const generationListItemSchema = z.object({
  id: z.uuid(),
  toolSlug: z.string(),
  modelUsed: z.string(),
  /** The model's display name ("Outsmart Writer"); its id when the model is no longer configured. */
  modelName: z.string(),
  contentType: z.enum(generationContentTypes),
  /** The language the output was asked in (English for every generation before issue 15). */
  language: z.enum(outputLanguages),
  /** The brand kit it was written for; null without one, or once the kit is deleted. */
  brandKit: brandKitSummarySchema.nullable(),
  /** The campaign kit run it is a step of (ADR 0085); null or absent for a single tool's run. */
  campaignId: z.uuid().nullable().optional(),
  /** The first 100 characters of a text output; null for media (image, audio, video, 3d). */
  preview: z.string().nullable(),
  /** True when the text output is longer than the preview (the list then adds "..."). */
  truncated: z.boolean(),
  /** Starred by the user. */
  favourite: z.boolean(),
  /** The user's own title for it (shown in place of the tool's name); null without one. */
  title: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type GenerationListItem = z.infer<typeof generationListItemSchema>;

export const generationPageSchema = z.object({
  items: z.array(generationListItemSchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: nextCursorSchema,
});
export type GenerationPage = z.infer<typeof generationPageSchema>;

/** GET /api/generations/:id: one of the user's own generations in full. */
export const generationDetailSchema = generationListItemSchema
  .omit({ preview: true, truncated: true })
  .extend({
    inputData: z.record(z.string(), z.unknown()),
    outputContent: z.string(),
  });
export type GenerationDetail = z.infer<typeof generationDetailSchema>;

export { GENERATION_TITLE_MAX_LENGTH } from "./generation-title.ts";

/**
 * PATCH /api/generations/:id: star or unstar one of the user's own generations, or give it a
 * title. A title is trimmed (runs of spaces and line breaks become one space); empty or null
 * removes it.
 */
export const updateGenerationSchema = z
  .object({
    favourite: z.boolean().optional(),
    title: text()
      .overwrite((value) => value.replace(/\s+/g, " ").trim())
      .max(
        GENERATION_TITLE_MAX_LENGTH,
        `A title is at most ${GENERATION_TITLE_MAX_LENGTH} characters.`,
      )
      .nullable()
      .optional(),
  })
  .strict()
  .refine((body) => body.favourite !== undefined || body.title !== undefined, {
    message: "Send favourite or title.",
  });
export type UpdateGenerationInput = z.input<typeof updateGenerationSchema>;

/** The answer to PATCH: the generation's favourite flag and title as they now are. */
export type GenerationMarks = Pick<GenerationListItem, "id" | "favourite" | "title">;

/**
 * GET /api/generations/stats: every figure the dashboard home, the history page and the profile
 * show, computed in the database over all of the user's records (not over a loaded page).
 */
export const generationStatsSchema = z.object({
  /** Successful generations ever (the history's "Total Generations", the home's "Content Generated"). */
  totalGenerations: z.number().int().nonnegative(),
  /** Successful generations since the start of this month in Asia/Dhaka. */
  thisMonth: z.number().int().nonnegative(),
  /** thisMonth ÷ today's day of the month (Asia/Dhaka), one decimal. */
  averageDaily: z.number().nonnegative(),
  /** The most used tool's slug (ties: the one used most recently); null with no generations. */
  favoriteTool: z.string().nullable(),
  /** Distinct tools with at least one successful generation. */
  toolsUsed: z.number().int().nonnegative(),
  /** Output words ÷ 25 words a minute, in hours with one decimal. */
  timeSavedHours: z.number().nonnegative(),
  /** Successful ÷ attempted (successful + failed), whole percent; 100 when nothing was attempted. */
  successRate: z.number().int().min(0).max(100),
});
export type GenerationStats = z.infer<typeof generationStatsSchema>;

/**
 * GET /api/generations/:id/export?format=txt|md|docx|pdf[&version=N]: a text result as a file
 * (issue 16), the version asked for or the newest.
 */
export const exportGenerationQuerySchema = z.object({
  format: z.enum(exportFormats, { message: "Choose txt, md, docx or pdf." }),
  version: exportVersionSchema,
});
