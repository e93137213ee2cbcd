// Apart from output-language.ts (and free of zod) so the tool page and the history can name the
// languages without loading the schema library (docs/decisions/0055-signed-in-javascript.md).

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

export function isOutputLanguage(value: unknown): value is OutputLanguage {
  return typeof value === "string" && (outputLanguages as readonly string[]).includes(value);
}
