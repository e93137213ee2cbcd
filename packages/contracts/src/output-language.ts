import { z } from "zod";

/**
 * The languages a text tool writes in (issue 15): English, Bangla (বাংলা, Bengali script) and
 * Banglish (Bangla written in Latin letters, as many write it on Facebook). API clients that do
 * not name one get English, as before.
 */
export const outputLanguages = ["en", "bn", "banglish"] as const;
export type OutputLanguage = (typeof outputLanguages)[number];

export const DEFAULT_OUTPUT_LANGUAGE: OutputLanguage = "en";

/** How each language names itself in the picker (each in its own script). */
export const outputLanguageLabels: Record<OutputLanguage, string> = {
  en: "English",
  bn: "বাংলা",
  banglish: "Banglish",
};

/** The `lang` attribute of text written in that language (Banglish is Bangla in Latin script). */
export const outputLanguageTags: Record<OutputLanguage, string> = {
  en: "en",
  bn: "bn",
  banglish: "bn-Latn",
};

/** An output language as a request field: exactly one of `outputLanguages`. */
export const outputLanguageSchema = z.enum(outputLanguages, {
  error: `Choose an output language: ${outputLanguages.join(", ")}`,
});

export function isOutputLanguage(value: unknown): value is OutputLanguage {
  return typeof value === "string" && (outputLanguages as readonly string[]).includes(value);
}

/** The interface languages (issue 15's interface part); stored now, used by the interface later. */
export const interfaceLanguages = ["en", "bn"] as const;
export type InterfaceLanguage = (typeof interfaceLanguages)[number];

/** GET/PATCH /api/account/preferences: what the account remembers between visits. */
export const preferencesSchema = z.object({
  /** The output language last chosen on a tool page; English until one is chosen. */
  outputLanguage: z.enum(outputLanguages),
  /** The interface language chosen; null until one is (the browser's language is followed). */
  interfaceLanguage: z.enum(interfaceLanguages).nullable(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** PATCH /api/account/preferences: any of the preferences, each optional. */
export const updatePreferencesRequestSchema = z
  .object({
    outputLanguage: outputLanguageSchema.optional(),
    interfaceLanguage: z.enum(interfaceLanguages).nullable().optional(),
  })
  .strict();
export type UpdatePreferencesRequest = z.input<typeof updatePreferencesRequestSchema>;
