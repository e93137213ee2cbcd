import type { Brief } from "./brief.ts";
import { kitPhrases, type KitPhrases } from "./kit-phrases.ts";
import type { OfflineLanguage, PhraseBooks } from "./language.ts";
import type { Random } from "./random.ts";

/** What a tool's writer works from: the inputs, a seeded random source and the copy to use. */
export type WriterInput<Phrases> = {
  brief: Brief;
  random: Random;
  /** The tool's own copy, in the language asked for. */
  phrases: Phrases;
  /** The shared kits' copy and number formats, in the same language. */
  kit: KitPhrases;
};

/** One tool's writer: arranges its phrase book around the inputs, Markdown out. */
export type Writer<Phrases> = (input: WriterInput<Phrases>) => string;

/** A tool as the registry holds it: its writer with a phrase book for every language. */
export type ToolWriter = (brief: Brief, random: Random, language: OfflineLanguage) => string;

export function toolWriter<Phrases>(
  write: Writer<Phrases>,
  books: PhraseBooks<Phrases>,
): ToolWriter {
  return (brief, random, language) =>
    write({ brief, random, phrases: books[language], kit: kitPhrases[language] });
}
