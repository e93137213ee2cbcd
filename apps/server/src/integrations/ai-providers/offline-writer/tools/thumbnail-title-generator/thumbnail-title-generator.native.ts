import { BANGLA_STOP_WORDS, banglaStem, hasBengali } from "../../kit/bangla-kit.ts";
import { nativeAudienceCore, nativeCounted, takeInTurn } from "../../kit/bangla-copy-kit.ts";
import { AUDIENCE } from "../../kit/brief.ts";
import type { NativeLanguage } from "../../kit/language.ts";
import {
  blocks,
  bullets,
  charCount,
  extractKeywords,
  isWeakWord,
  numbered,
  truncate,
} from "../../kit/text-kit.ts";
import type { LanguageWriter } from "../../kit/tool-writer.ts";
import { VIDEO_TOPIC } from "./thumbnail-title-generator.writer.ts";

/**
 * Thumbnail text and video titles as the Bangla and Banglish books write them (the same copy in
 * two scripts): ten short texts from different angles, at most four words and 25 characters,
 * titles of at most 60, and design notes.
 */

const ANGLES = [
  "number",
  "curiosity",
  "warning",
  "benefit",
  "audience",
  "contrast",
  "checklist",
] as const;

export type ThumbnailAngle = (typeof ANGLES)[number];

export type ThumbnailSlots = {
  /** The topic's head noun ("ভুল", "mistakes"), or the book's default word. */
  head: string;
  /** A count and what it counts ("৫টি সাধারণ ভুল", "5 mistakes"), when the topic has one. */
  number: string | undefined;
  /** The audience as typed, or "". */
  audience: string;
};

export type ThumbnailNativeBook = {
  language: NativeLanguage;
  defaultTopic: string;
  defaultWord: string;
  /** A word or topic as this book prints it (romanised in Banglish). */
  shown: (text: string) => string;
  angles: Readonly<Record<ThumbnailAngle, string>>;
  candidates: (slots: ThumbnailSlots) => Readonly<Record<ThumbnailAngle, readonly string[]>>;
  heading: string;
  note: (slots: { words: number; max: number }) => string;
  item: (slots: { counted: string; angle: string }) => string;
  titlesHeading: string;
  titles: (slots: { topic: string; audience: string }) => readonly string[];
  designHeading: string;
  design: readonly string[];
  /** A design note on the audience, as typed. */
  audienceNote: (audience: string) => string;
};

const THUMBNAIL_MAX = 25;
const THUMBNAIL_WORDS = 4;
const TITLE_MAX = 60;

/** A count in Bangla or Latin digits, with its টি/টা, and up to two words after it. */
const COUNT = /(?:^|\s)([০-৯\d]+(?:টি|টা)?)\s+(\S+)(?:\s+(\S+))?/u;

/** The topic's head noun and its count phrase, in Bangla or English. */
function topicWords(topic: string, fallback: string): { head: string; number: string | undefined } {
  const count = COUNT.exec(topic);
  if (hasBengali(topic)) {
    const words = topic
      .normalize("NFC")
      .replace(/[?!।,.]/gu, "")
      .split(/\s+/u);
    const head = banglaStem(words.at(-1) ?? "") || fallback;
    // "৫টি সাধারণ ভুল": the count and the words after it, to the end of the topic (at most two).
    const after = [count?.[2], count?.[3]].filter(
      (word): word is string => word !== undefined && !BANGLA_STOP_WORDS.has(word),
    );
    const number = count ? [count[1], ...after].join(" ") : undefined;
    return { head, number };
  }
  const [head = fallback] = extractKeywords(topic, 6).filter((word) => !isWeakWord(word));
  return { head, number: count ? `${count[1]} ${count[2]}` : undefined };
}

export function nativeThumbnailWriter(book: ThumbnailNativeBook): LanguageWriter {
  return (brief, random) => {
    const topic = brief.text(VIDEO_TOPIC, book.defaultTopic);
    const audience = nativeAudienceCore(brief.text(AUDIENCE, ""));
    const { head, number } = topicWords(topic, book.defaultWord);
    const candidates = book.candidates({
      head: book.shown(head),
      number: number && book.shown(number),
      audience,
    });
    const picked = takeInTurn(
      ANGLES.map((angle) => ({
        label: angle,
        texts: candidates[angle].filter(
          (text) =>
            text !== "" &&
            charCount(text) <= THUMBNAIL_MAX &&
            text.split(" ").length <= THUMBNAIL_WORDS,
        ),
      })),
      10,
      random,
    );
    const titles = random
      .shuffle(book.titles({ topic: book.shown(topic), audience }))
      .filter((title) => charCount(title) <= TITLE_MAX)
      .slice(0, 5);
    return blocks(
      book.heading,
      book.note({ words: THUMBNAIL_WORDS, max: THUMBNAIL_MAX }),
      numbered(
        picked.map(({ text, label }) =>
          book.item({ counted: nativeCounted(text, book.language), angle: book.angles[label] }),
        ),
      ),
      book.titlesHeading,
      numbered(
        (titles.length > 0 ? titles : [truncate(book.shown(topic), TITLE_MAX)]).map((title) =>
          nativeCounted(title, book.language),
        ),
      ),
      book.designHeading,
      bullets([...book.design, ...(audience ? [book.audienceNote(audience)] : [])]),
    );
  };
}
