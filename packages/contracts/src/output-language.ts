import { z } from "zod";

export {
  DEFAULT_OUTPUT_LANGUAGE,
  isOutputLanguage,
  type OutputLanguage,
  outputLanguageLabels,
  outputLanguages,
  outputLanguageTags,
} from "./output-language-list.ts";
import { outputLanguages } from "./output-language-list.ts";

/** An output language as a request field: exactly one of `outputLanguages`. */
export const outputLanguageSchema = z.enum(outputLanguages, {
  error: `Choose an output language: ${outputLanguages.join(", ")}`,
});

export { interfaceLanguages, type InterfaceLanguage } from "./interface-language.ts";
import { interfaceLanguages } from "./interface-language.ts";

/** GET/PATCH /api/account/preferences: what the account remembers between visits. */
export const preferencesSchema = z.object({
  /** The output language last chosen on a tool page; English until one is chosen. */
  outputLanguage: z.enum(outputLanguages),
  /** The interface language chosen; null until one is (the browser's language is followed). */
  interfaceLanguage: z.enum(interfaceLanguages).nullable(),
  /** The brand kit last chosen on a tool page (contracts/brand-kit.ts); null for none. */
  brandKitId: z.uuid().nullable(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** PATCH /api/account/preferences: any of the preferences, each optional. */
export const updatePreferencesRequestSchema = z
  .object({
    outputLanguage: outputLanguageSchema.optional(),
    interfaceLanguage: z.enum(interfaceLanguages).nullable().optional(),
    /** One of the caller's own brand kits (another user's answers 404), or null for none. */
    brandKitId: z.uuid({ error: "That brand kit was not found." }).nullable().optional(),
  })
  .strict();
export type UpdatePreferencesRequest = z.input<typeof updatePreferencesRequestSchema>;
