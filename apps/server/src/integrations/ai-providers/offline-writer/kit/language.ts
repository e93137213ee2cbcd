/**
 * The languages the offline writer writes in (issue 15): English, Bangla (Bengali script) and
 * Banglish (Bangla in Latin letters). Every tool has an English phrase book
 * (`tools/<slug>/<slug>.en.ts`, arranged by the tool's writer with the shared English kit) and, per
 * other language, a book written natively in that language (`<slug>.bn.ts`, `<slug>.banglish.ts`:
 * its own writer over the Bangla kit, kit/bangla-kit.ts), not a translation of the English one.
 * A tool without a Bangla or Banglish book yet must be named in registry.ts's `booksStillMissing`,
 * which a test keeps honest (ADR 0038).
 */
export const offlineLanguages = ["en", "bn", "banglish"] as const;

export type OfflineLanguage = (typeof offlineLanguages)[number];

/** The languages whose books are written natively rather than from the English templates. */
export type NativeLanguage = Exclude<OfflineLanguage, "en">;
export const nativeLanguages: readonly NativeLanguage[] = ["bn", "banglish"];

export const DEFAULT_OFFLINE_LANGUAGE: OfflineLanguage = "en";

/** The English phrase book (the templates the shared English kit arranges). */
export type PhraseBooks<Phrases> = Readonly<{ en: Phrases }>;
