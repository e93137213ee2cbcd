import { banglaStem, hasBengali, isBanglaPlace } from "../../kit/bangla-kit.ts";
import { inBanglish, nativeCounted, parseNativeSeconds } from "../../kit/bangla-copy-kit.ts";
import { AUDIENCE } from "../../kit/brief.ts";
import type { NativeLanguage } from "../../kit/language.ts";
import {
  blocks,
  bullets,
  charCount,
  extractKeywords,
  hashtags,
  sentenceCase,
  sentences,
  table,
  trimToSentences,
  truncate,
} from "../../kit/text-kit.ts";
import type { LanguageWriter } from "../../kit/tool-writer.ts";
import {
  CTA_WORDS,
  DURATION_FIELDS,
  REEL_DEFAULT_SECONDS,
  REEL_MAX_SECONDS,
  REEL_MIN_SECONDS,
  reelSeconds,
  SCRIPT_FIELDS,
  shotList,
  WORDS_PER_SECOND,
} from "./video-script-to-reel.writer.ts";

/**
 * A reel plan as the Bangla and Banglish books write it (the same copy in two scripts): the hook,
 * a shot list whose times add up to the duration exactly, audio, a caption with hashtags, and
 * filming tips. The user's own script stays word for word in the voice-over.
 */

export type ReelNativeBook = {
  language: NativeLanguage;
  /** The user's script as this book prints it (romanised in Banglish). */
  shown: (text: string) => string;
  /** Words per second of comfortable Bangla voice-over (an English script keeps the English pace). */
  wordsPerSecond: number;
  /** A call to action in the user's words ("অর্ডার করতে ইনবক্স করুন"). */
  ctaWords: RegExp;
  /** Hooks for a script of one line or none; the audience may be "". */
  hooks: readonly ((audience: string) => string)[];
  ctas: readonly string[];
  hookVisuals: readonly string[];
  middleVisuals: readonly string[];
  ctaVisuals: readonly string[];
  patternInterrupt: string;
  quickCuts: (cuts: number) => string;
  hookOnScreen: string;
  keyPointPlaceholder: string;
  linePlaceholder: string;
  ctaOnScreen: string;
  span: (slots: { from: number; to: number }) => string;
  heading: (seconds: number) => string;
  /** Who the reel is for, as typed. */
  audienceLine: (audience: string) => string;
  noDuration: (seconds: number) => string;
  clamped: (slots: { seconds: number; min: number; max: number }) => string;
  noScript: string;
  tooLong: (slots: {
    words: number;
    wordsPerSecond: number;
    seconds: number;
    budget: number;
  }) => string;
  hookHeading: string;
  hookAdvice: (hook: string) => string;
  shotListHeading: string;
  shotListHeaders: readonly [time: string, visual: string, onScreen: string, voiceOver: string];
  audioHeading: string;
  audioOptions: readonly string[];
  audio: (option: string) => string;
  captionHeading: string;
  /** Tags for the audience's words ("#ঢাকা") and the reel itself. */
  audienceTags: (audience: string) => readonly string[];
  reelTag: string;
  tipsHeading: string;
  tips: readonly string[];
};

/** Latin brand names in a Bangla script ("EcoStep"), as tags of their own. */
const latinNames = (script: string): string[] => [
  ...new Set((script.match(/[A-Z][a-z]+[A-Z][A-Za-z\d]*/gu) ?? []).map((name) => `#${name}`)),
];

const SCREEN_MAX = 32;

/**
 * A line's first clause as on-screen text of at most 32 characters. A Bangla clause (in either
 * script) keeps its end, where the verb and the point are ("তৈরি হয় রিসাইকেল করা বোতল থেকে"); an
 * English one keeps its start.
 */
export function screenText(clause: string, verbFinal = hasBengali(clause)): string {
  const text = clause.trim();
  if (!verbFinal || charCount(text) <= SCREEN_MAX) return truncate(text, SCREEN_MAX);
  const words = text.split(/\s+/u);
  let kept = words.at(-1) ?? text;
  for (const word of words.slice(0, -1).toReversed()) {
    if (charCount(`${word} ${kept}`) > SCREEN_MAX) break;
    kept = `${word} ${kept}`;
  }
  return kept;
}

export function nativeReelWriter(book: ReelNativeBook): LanguageWriter {
  return (brief, random) => {
    const script = brief.block(SCRIPT_FIELDS, "");
    const audience = brief.text(AUDIENCE, "");
    const parsed = parseNativeSeconds(brief.text(DURATION_FIELDS, ""));
    const seconds = reelSeconds(parsed);
    const lines = sentences(script).map(book.shown);
    const bangla = hasBengali(script);
    const lastLine = lines.at(-1);
    const scriptCta =
      lines.length > 1 && lastLine && (book.ctaWords.test(lastLine) || CTA_WORDS.test(lastLine))
        ? lastLine
        : undefined;
    const hookLine = lines.length > 1 ? (lines[0] ?? "") : random.pick(book.hooks)(audience);
    const bodyLines = lines.slice(lines.length > 1 ? 1 : 0, scriptCta ? -1 : undefined);
    const cta = scriptCta ?? random.pick(book.ctas);
    const rows = shotList(random, book, {
      seconds,
      hook: hookLine,
      body: bodyLines,
      cta,
      onScreen: (text) => screenText(text.split(/[,:;.!?।]/u)[0] ?? text, bangla),
    });
    const words = script.split(/\s+/u).filter(Boolean).length;
    const wordsPerSecond = bangla ? book.wordsPerSecond : WORDS_PER_SECOND;
    const wordBudget = Math.round(seconds * wordsPerSecond);
    const tags = [
      ...new Set([
        ...(bangla ? latinNames(script) : hashtags(extractKeywords(script, 8))),
        ...book.audienceTags(audience),
        book.reelTag,
      ]),
    ].slice(0, 4);
    const caption = trimToSentences(`${hookLine} ${cta}`.trim(), 150);
    return blocks(
      book.heading(seconds),
      audience && book.audienceLine(audience),
      parsed === undefined && book.noDuration(REEL_DEFAULT_SECONDS),
      parsed !== undefined &&
        parsed !== seconds &&
        book.clamped({ seconds, min: REEL_MIN_SECONDS, max: REEL_MAX_SECONDS }),
      script === "" && book.noScript,
      words > wordBudget && book.tooLong({ words, wordsPerSecond, seconds, budget: wordBudget }),
      book.hookHeading,
      book.hookAdvice(hookLine),
      book.shotListHeading,
      table(book.shotListHeaders, rows),
      book.audioHeading,
      book.audio(random.pick(book.audioOptions)),
      book.captionHeading,
      `${nativeCounted(caption, book.language)}  \n${tags.join(" ")}`,
      book.tipsHeading,
      bullets(random.sample(book.tips, 3)),
    );
  };
}

/**
 * Tags from a Bangla audience: its head noun and its places (#তরুণ, #ঢাকা), never a verb or a
 * particle from the middle of the phrase; romanised for Banglish (#Torun, #Dhaka). None for a Latin
 * audience, whose words are English.
 */
export function audienceHashtags(audience: string, romanised: boolean): string[] {
  const words = audience.normalize("NFC").split(/\s+/u).filter(hasBengali);
  const head = words.at(-1);
  const chosen = [
    ...(head ? [banglaStem(head)] : []),
    ...words.filter(isBanglaPlace).map(banglaStem),
  ].filter((word, index, all) => all.indexOf(word) === index);
  return chosen.map((word) => `#${romanised ? sentenceCase(inBanglish(word)) : word}`);
}
