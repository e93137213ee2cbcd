/**
 * The languages the offline writer writes in. Every tool keeps one phrase book per language
 * (`tools/<slug>/<slug>.<language>.ts`), so adding a language here makes each missing book a type
 * error in registry.ts until it is written.
 */
export const offlineLanguages = ["en"] as const;

export type OfflineLanguage = (typeof offlineLanguages)[number];

export const DEFAULT_OFFLINE_LANGUAGE: OfflineLanguage = "en";

/** One phrase book per language. */
export type PhraseBooks<Phrases> = Readonly<Record<OfflineLanguage, Phrases>>;
