import { AUDIENCE } from "../../kit/brief.ts";
import { parseSeconds } from "../../kit/numbers.ts";
import {
  audienceCore,
  blocks,
  bullets,
  counted,
  lowerFirst,
  sentences,
  table,
  trimToSentences,
  truncateName,
} from "../../kit/text-kit.ts";
import type { Random } from "../../kit/random.ts";
import { scriptHashtags } from "../../kit/hashtag-kit.en.ts";
import type { Writer } from "../../kit/tool-writer.ts";

/** A vertical short-video plan from a script: hook, timed shot list, audio, caption and tips. */

export type ReelPhrases = {
  defaultAudience: string;
  /** Hooks for a script of one line or none; `audience` is the audience's core. */
  hooks: readonly ((audience: string) => string)[];
  /** Calls to action for a script that does not end with one. */
  ctas: readonly string[];
  hookVisuals: readonly string[];
  /** Visuals for the middle shots, used in random order. */
  middleVisuals: readonly string[];
  ctaVisuals: readonly string[];
  patternInterrupt: string;
  quickCuts: (cuts: number) => string;
  /** On-screen text and voice-over where the script gives none. */
  hookOnScreen: string;
  keyPointPlaceholder: string;
  linePlaceholder: string;
  ctaOnScreen: string;
  /** A shot's time span ("0–3s"). */
  span: (slots: { from: number; to: number }) => string;
  heading: (slots: { seconds: number; audience: string }) => string;
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
  tipsHeading: string;
  /** Three of these are shown. */
  tips: readonly string[];
};

/** Reels are planned between 7 and 90 seconds; 30 when no length is given. */
export const REEL_MIN_SECONDS = 7;
export const REEL_MAX_SECONDS = 90;
export const REEL_DEFAULT_SECONDS = 30;

/** The fields a reel's script is read from. */
export const SCRIPT_FIELDS = ["video_script", "script_prompt", "prompt", "title", "topic"] as const;
export const DURATION_FIELDS = ["duration"] as const;
/** A comfortable speaking pace for voice-over. */
export const WORDS_PER_SECOND = 2.5;

export const CTA_WORDS =
  /\b(shop|order|follow|link|buy|try|visit|comment|dm|message|call|book|download|subscribe|sign up|join|save|share)\b/iu;

/**
 * Splits `total` whole seconds in proportion to `weights` (at least 1 each), adding up exactly:
 * largest remainders get the spare seconds.
 */
export function splitSeconds(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0) || 1;
  const spare = total - weights.length;
  const exact = weights.map((weight) => (weight / sum) * spare);
  const result = exact.map((value) => 1 + Math.floor(value));
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder);
  let left = total - result.reduce((acc, value) => acc + value, 0);
  for (const { index } of order) {
    if (left <= 0) break;
    result[index] = (result[index] ?? 0) + 1;
    left -= 1;
  }
  return result;
}

/** Groups items into at most `count` consecutive buckets of similar size. */
export function spread<T>(items: readonly T[], count: number): T[][] {
  const buckets: T[][] = Array.from({ length: Math.min(count, items.length) }, () => []);
  items.forEach((item, index) => {
    buckets[Math.floor((index * buckets.length) / items.length)]?.push(item);
  });
  return buckets;
}

/** The reel's length: as asked, kept between 7 and 90 seconds; 30 when none was given. */
export function reelSeconds(parsed: number | undefined): number {
  return parsed === undefined
    ? REEL_DEFAULT_SECONDS
    : Math.min(REEL_MAX_SECONDS, Math.max(REEL_MIN_SECONDS, Math.round(parsed)));
}

export type ShotListPhrases = Pick<
  ReelPhrases,
  | "middleVisuals"
  | "hookVisuals"
  | "ctaVisuals"
  | "patternInterrupt"
  | "quickCuts"
  | "hookOnScreen"
  | "keyPointPlaceholder"
  | "linePlaceholder"
  | "ctaOnScreen"
  | "span"
>;

/**
 * The shot list's rows in any language: the hook, one shot per voice-over line (lines grouped
 * when there are many) timed by word count, or even shots of about three seconds with no script,
 * and the call to action; the times add up to `seconds` exactly. `onScreen` makes a line's
 * on-screen text.
 */
export function shotList(
  random: Random,
  phrases: ShotListPhrases,
  {
    seconds,
    hook,
    body,
    cta,
    onScreen: screen,
  }: {
    seconds: number;
    hook: string;
    body: readonly string[];
    cta: string;
    onScreen: (text: string) => string;
  },
): string[][] {
  const hookSeconds = seconds <= 15 ? 2 : 3;
  const ctaSeconds = seconds <= 15 ? 2 : 3;
  const middleSeconds = seconds - hookSeconds - ctaSeconds;
  const maxShots = Math.max(1, Math.min(12, Math.floor(middleSeconds / 2)));
  const voiceOver =
    body.length > 0
      ? spread(body, maxShots).map((group) => group.join(" "))
      : Array.from({ length: Math.max(1, Math.round(middleSeconds / 3)) }, () => "");
  const shotCount = voiceOver.length;
  const shotSeconds = splitSeconds(
    middleSeconds,
    voiceOver.map((line) => Math.max(1, line.split(" ").length)),
  );
  const visuals = random.shuffle(phrases.middleVisuals);
  const interrupt = Math.floor(shotCount / 2);
  const onScreen = (text: string, fallback: string) => (text === "" ? fallback : screen(text));
  let clock = 0;
  const span = (length: number) => {
    const label = phrases.span({ from: clock, to: clock + length });
    clock += length;
    return label;
  };
  return [
    [
      span(hookSeconds),
      random.pick(phrases.hookVisuals),
      onScreen(hook, phrases.hookOnScreen),
      hook,
    ],
    ...shotSeconds.map((length, index) => [
      span(length),
      [
        visuals[index % visuals.length],
        index === interrupt && shotCount > 2 && phrases.patternInterrupt,
        length > 4 && phrases.quickCuts(Math.ceil(length / 3)),
      ]
        .filter(Boolean)
        .join(" "),
      onScreen(voiceOver[index] ?? "", phrases.keyPointPlaceholder),
      voiceOver[index] || phrases.linePlaceholder,
    ]),
    [span(ctaSeconds), random.pick(phrases.ctaVisuals), onScreen(cta, phrases.ctaOnScreen), cta],
  ];
}

export const writeReel: Writer<ReelPhrases> = ({ brief, random, phrases, kit }) => {
  const script = brief.block(SCRIPT_FIELDS, "");
  const audience = brief.text(AUDIENCE, phrases.defaultAudience);
  const core = lowerFirst(audienceCore(audience));
  const parsed = parseSeconds(brief.text(DURATION_FIELDS, ""));
  const seconds = reelSeconds(parsed);
  const lines = sentences(script);
  const lastLine = lines.at(-1);
  const scriptCta = lines.length > 1 && lastLine && CTA_WORDS.test(lastLine) ? lastLine : undefined;
  const hookLine = lines.length > 1 ? lines[0] : random.pick(phrases.hooks)(core);
  const bodyLines = lines.slice(lines.length > 1 ? 1 : 0, scriptCta ? -1 : undefined);
  const cta = scriptCta ?? random.pick(phrases.ctas);
  const rows = shotList(random, phrases, {
    seconds,
    hook: hookLine ?? "",
    body: bodyLines,
    cta,
    onScreen: (text) => truncateName(text.split(/[,:;.!?]/u)[0] ?? text, 32),
  });
  const words = script.split(/\s+/u).filter(Boolean).length;
  const wordBudget = Math.round(seconds * WORDS_PER_SECOND);
  const tags = scriptHashtags(script, 4);
  const captionText = trimToSentences(`${hookLine ?? ""} ${cta}`.trim(), 150);
  return blocks(
    phrases.heading({ seconds, audience: core }),
    parsed === undefined && phrases.noDuration(REEL_DEFAULT_SECONDS),
    parsed !== undefined &&
      parsed !== seconds &&
      phrases.clamped({ seconds, min: REEL_MIN_SECONDS, max: REEL_MAX_SECONDS }),
    script === "" && phrases.noScript,
    words > wordBudget &&
      phrases.tooLong({ words, wordsPerSecond: WORDS_PER_SECOND, seconds, budget: wordBudget }),
    phrases.hookHeading,
    phrases.hookAdvice(hookLine ?? ""),
    phrases.shotListHeading,
    table(phrases.shotListHeaders, rows),
    phrases.audioHeading,
    phrases.audio(random.pick(phrases.audioOptions)),
    phrases.captionHeading,
    `${counted(captionText, kit.text)}  \n${tags.join(" ")}`,
    phrases.tipsHeading,
    bullets(random.sample(phrases.tips, 3)),
  );
};
