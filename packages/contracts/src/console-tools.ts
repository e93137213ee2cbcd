import { z } from "zod";
import { modelTiers } from "./models.ts";
import { outputLanguageSchema } from "./output-language.ts";
import { text } from "./text.ts";

/**
 * The operator console's tool editor (issue 17, docs/operator-console.md "Tools"): a tool's
 * description, system prompt, input fields and default model; every save is a numbered version;
 * a rollback saves an older version's content as the newest; "Try it" runs a draft unsaved.
 */

export const TOOL_EDIT_CONFLICT_MESSAGE =
  "Someone saved this tool since you opened it. Reload to see their version, then make your change again.";

/** A field name as the tool page reads it: "product_name" (labels are made from it). */
export const FIELD_NAME_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;

export const toolSettingsSchema = z.object({
  description: text().trim().max(500),
  systemPrompt: text().trim().min(1, "Write the system prompt.").max(8000),
  model: text().trim().min(1).max(64),
  inputFields: z
    .array(
      text()
        .trim()
        .regex(
          FIELD_NAME_PATTERN,
          "Field names are lowercase letters, digits and underscores, starting with a letter (product_name).",
        ),
    )
    .min(1, "A tool needs at least one input field.")
    .max(12, "A tool takes at most 12 input fields.")
    .refine((names) => new Set(names).size === names.length, "Each field name appears once."),
});
export type ToolSettings = z.infer<typeof toolSettingsSchema>;

/** PUT /api/console/tools/:slug. `expectedVersion` is the newest version the operator saw. */
export const saveToolRequestSchema = toolSettingsSchema.extend({
  note: text().trim().max(200).default(""),
  expectedVersion: z.number().int().min(1),
});
export type SaveToolRequest = z.input<typeof saveToolRequestSchema>;

/** POST /api/console/tools/:slug/rollback: save version `version`'s content as the newest. */
export const rollbackToolRequestSchema = z.object({
  version: z.number().int().min(1),
  expectedVersion: z.number().int().min(1),
});
export type RollbackToolRequest = z.input<typeof rollbackToolRequestSchema>;

/** POST /api/console/tools/:slug/try: run a draft once, nothing saved or charged. */
export const tryToolRequestSchema = z.object({
  systemPrompt: toolSettingsSchema.shape.systemPrompt,
  inputFields: toolSettingsSchema.shape.inputFields,
  model: toolSettingsSchema.shape.model,
  inputs: z.record(z.string(), text().max(5000)),
  language: outputLanguageSchema.optional(),
});
export type TryToolRequest = z.input<typeof tryToolRequestSchema>;

export const tryToolResponseSchema = z.object({
  content: z.string(),
  model: z.string(),
  latencyMs: z.number().int().nonnegative(),
});
export type TryToolResponse = z.infer<typeof tryToolResponseSchema>;

export const consoleToolListItemSchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  model: z.string(),
  /** The newest version's number (1 while the tool has never been saved from the console). */
  version: z.number().int(),
  updatedAt: z.string(),
  /** True once the configuration differs from what the installation shipped. */
  edited: z.boolean(),
});
export type ConsoleToolListItem = z.infer<typeof consoleToolListItemSchema>;

export const consoleToolListSchema = z.object({ tools: z.array(consoleToolListItemSchema) });
export type ConsoleToolList = z.infer<typeof consoleToolListSchema>;

export const toolVersionSchema = toolSettingsSchema.extend({
  number: z.number().int(),
  note: z.string(),
  /** The operator who saved it (e-mail or phone); null for version 1. */
  savedBy: z.string().nullable(),
  restoredFrom: z.number().int().nullable(),
  createdAt: z.string(),
});
export type ToolVersion = z.infer<typeof toolVersionSchema>;

export const consoleModelSchema = z.object({
  id: z.string(),
  name: z.string(),
  tier: z.enum(modelTiers),
  writesText: z.boolean(),
  available: z.boolean(),
  /** Why it cannot run now (no key, provider down), for an unavailable model. */
  reason: z.string().optional(),
});
export type ConsoleModel = z.infer<typeof consoleModelSchema>;

export const consoleToolDetailSchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** Newest first; the first is what the tool runs now. */
  versions: z.array(toolVersionSchema).min(1),
  models: z.array(consoleModelSchema),
});
export type ConsoleToolDetail = z.infer<typeof consoleToolDetailSchema>;
