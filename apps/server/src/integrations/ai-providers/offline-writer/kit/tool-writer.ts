import type { Brief } from "./brief.ts";
import { kitPhrases, type KitPhrases } from "./kit-phrases.ts";
import type { NativeLanguage, PhraseBooks } from "./language.ts";
import type { NumberFormats } from "./numbers.ts";
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

/**
 * What a tool's logic shared by its English writer and its native books works from: the kit's
 * copy differs between them, the number formats are all it needs of it.
 */
export type BookInput<Phrases> = Omit<WriterInput<Phrases>, "kit"> & { numbers: NumberFormats };

/** One tool's writer: arranges its phrase book around the inputs, Markdown out. */
export type Writer<Phrases> = (input: WriterInput<Phrases>) => string;

/** A tool's copy in one language, ready to write: inputs and a seeded random source in, Markdown out. */
export type LanguageWriter = (brief: Brief, random: Random) => string;

/** The books written natively in a language other than English (each its own writer). */
export type NativeBooks = Readonly<Partial<Record<NativeLanguage, LanguageWriter>>>;

/** A tool as the registry holds it: English always, Bangla and Banglish once their books exist. */
export type ToolWriter = Readonly<{ en: LanguageWriter }> & NativeBooks;

export function toolWriter<Phrases>(
  write: Writer<Phrases>,
  books: PhraseBooks<Phrases>,
  native: NativeBooks = {},
): ToolWriter {
  return {
    en: (brief, random) => write({ brief, random, phrases: books.en, kit: kitPhrases.en }),
    ...native,
  };
}
