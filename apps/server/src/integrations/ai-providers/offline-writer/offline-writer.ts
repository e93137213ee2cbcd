import { AUDIO_TOOL_SLUG, type TextToolSlug } from "@outsmart/contracts/tool-catalogue";
import { genreValues, moodValues, type Genre, type Mood } from "@outsmart/contracts/tool-fields";
import { DEFAULT_SECONDS, synthesizeWav } from "./audio/wav-synth.ts";
import { genericDraftEn } from "./generic-draft/generic-draft.en.ts";
import { writeGenericDraft } from "./generic-draft/generic-draft.writer.ts";
import { brandBlock, type OfflineBrandKit, withoutWords } from "./kit/brand-kit.ts";
import { readBrief } from "./kit/brief.ts";
import {
  DEFAULT_OFFLINE_LANGUAGE,
  type NativeLanguage,
  type OfflineLanguage,
} from "./kit/language.ts";
import { parseSeconds } from "./kit/numbers.ts";
import { createRandom } from "./kit/random.ts";
import { toolWriter } from "./kit/tool-writer.ts";
import { hasToolWriter, toolWriters } from "./registry.ts";

/**
 * The offline writer (product decisions §4, ADR 0011, ADR 0024): a network-free "model" that
 * writes input-grounded Markdown for every text tool, each from its own folder in tools/, and
 * generates a short WAV for the audio tool. Pure and deterministic: the same inputs, seed and
 * language always give the same output.
 */
export type OfflineRequest = {
  toolSlug: string;
  inputs: Readonly<Record<string, string>>;
  seed: number;
  /** The language of the copy; English when not given. */
  language?: OfflineLanguage;
  /** The brand kit to write for: its brand, products and facts, tone and words to avoid. */
  brandKit?: OfflineBrandKit;
};

export type OfflineAudioRequest = { inputs: Readonly<Record<string, string>>; seed: number };

export type OfflineText = { content: string; contentType: "text" };
export type OfflineAudio = { content: string; contentType: "audio" };

/** Tools whose offline output is audio rather than text. */
export const OFFLINE_AUDIO_TOOL_SLUG = AUDIO_TOOL_SLUG;

/** Slugs with a writer of their own (every working text tool in the catalogue). */
export const offlineTextToolSlugs = Object.keys(toolWriters) as readonly TextToolSlug[];

const genericDraft = toolWriter(writeGenericDraft, { en: genericDraftEn });

/** The note above English copy from a tool that cannot write the language asked for yet. */
const NOT_YET_WRITTEN: Readonly<Record<NativeLanguage, string>> = {
  bn: "> অফলাইন রাইটার এই টুলের লেখা এখনো বাংলায় লিখতে পারে না, তাই নিচের লেখাটি ইংরেজিতে। বাংলায় লেখা পেতে অন্য কোনো মডেল বেছে নিন।",
  banglish:
    "> Offline writer ei tool-er lekha ekhono Banglish-e likhte pare na, tai nicher lekha English-e. Banglish-e pete onno kono model bechhe nin.",
};

export function writeOffline({
  toolSlug,
  inputs,
  seed,
  language = DEFAULT_OFFLINE_LANGUAGE,
  brandKit,
}: OfflineRequest): OfflineText {
  if (toolSlug === OFFLINE_AUDIO_TOOL_SLUG)
    throw new Error(`${toolSlug} produces audio: use writeOfflineAudio()`);
  const copy = writeCopy(toolSlug, inputs, seed, language);
  if (!brandKit) return { content: copy, contentType: "text" };
  // The kit's brand block under the copy, then its words to avoid taken out of all of it.
  const content = withoutWords(
    `${copy}\n\n---\n\n${brandBlock(brandKit, language)}`,
    brandKit.wordsToAvoid,
  );
  return { content: content.trim(), contentType: "text" };
}

function writeCopy(
  toolSlug: string,
  inputs: Readonly<Record<string, string>>,
  seed: number,
  language: OfflineLanguage,
): string {
  const writer = hasToolWriter(toolSlug) ? toolWriters[toolSlug] : genericDraft;
  const brief = readBrief(inputs);
  const random = createRandom(seed, toolSlug);
  const native = language === "en" ? undefined : writer[language];
  if (language === "en" || native) return (native ?? writer.en)(brief, random).trim();
  // A tool whose book in this language is not written yet (registry.ts, booksStillMissing) says
  // so, in that language, above its English copy: never English passed off as Bangla.
  return `${NOT_YET_WRITTEN[language]}\n\n${writer.en(brief, random).trim()}`;
}

const pick = <T extends string>(values: readonly T[], text: string | undefined, fallback: T): T =>
  values.find((value) => value === text?.trim().toLowerCase()) ?? fallback;

/**
 * The audio tool: genre and mood from the seed's dropdowns (anything else falls back to ambient and
 * calm), duration in seconds (clamped to 1–30, 10 when unreadable), as a WAV data URL.
 */
export function writeOfflineAudio({ inputs, seed }: OfflineAudioRequest): OfflineAudio {
  const genre: Genre = pick(genreValues, inputs.genre, "ambient");
  const mood: Mood = pick(moodValues, inputs.mood, "calm");
  const durationSeconds = parseSeconds(inputs.duration ?? "") ?? DEFAULT_SECONDS;
  const wav = synthesizeWav({ genre, mood, durationSeconds, seed });
  return {
    content: `data:audio/wav;base64,${Buffer.from(wav).toString("base64")}`,
    contentType: "audio",
  };
}
