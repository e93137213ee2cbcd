import { AUDIENCE, TOPIC } from "../../kit/brief.ts";
import {
  audienceCore,
  blocks,
  bullets,
  charCount,
  counted,
  extractKeywords,
  isWeakWord,
  numbered,
  truncate,
} from "../../kit/text-kit.ts";
import { namingWords } from "../../kit/hashtag-kit.en.ts";
import type { Writer } from "../../kit/tool-writer.ts";

/** Ten short thumbnail texts from different angles, matching video titles and design notes. */

/** Words from the topic, in capitals: its first two keywords, "5 MISTAKES", the audience's noun. */
export type ThumbnailSlots = {
  first: string;
  second: string;
  /** A count and the word after it ("5 MISTAKES"), when the topic has one. */
  number: string | undefined;
  /** The audience's head noun ("PROFESSIONALS"), or "" without an audience. */
  who: string;
};

const THUMBNAIL_ANGLES = [
  "number",
  "curiosity",
  "warning",
  "benefit",
  "audience",
  "contrast",
  "checklist",
] as const;

type ThumbnailAngle = (typeof THUMBNAIL_ANGLES)[number];

export type ThumbnailPhrases = {
  defaultTopic: string;
  defaultAudience: string;
  /** The word used when the topic has no keyword. */
  defaultWord: string;
  angles: Readonly<Record<ThumbnailAngle, string>>;
  /** Candidates per angle; those too long, too wordy or matching `unusable` are dropped. */
  candidates: (slots: ThumbnailSlots) => Readonly<Record<ThumbnailAngle, readonly string[]>>;
  unusable: RegExp;
  /** "A vs B", to skip a contrast of a word with itself. */
  versus: (a: string, b: string) => string;
  heading: string;
  note: (slots: { words: number; max: number }) => string;
  item: (slots: { counted: string; angle: string }) => string;
  titlesHeading: string;
  /** How the topic becomes a title ("Title Case" in English). */
  titleCase: (text: string) => string;
  /** `audience` is the audience's core. */
  titles: (slots: { topicTitle: string; audience: string }) => readonly string[];
  designHeading: string;
  design: readonly string[];
};

/** The fields a video's topic is read from. */
export const VIDEO_TOPIC = ["video_topic", ...TOPIC] as const;

const THUMBNAIL_MAX = 25;
const THUMBNAIL_WORDS = 4;
const TITLE_MAX = 60;

export const writeThumbnails: Writer<ThumbnailPhrases> = ({ brief, random, phrases, kit }) => {
  const topic = brief.text(VIDEO_TOPIC, phrases.defaultTopic);
  const audience = brief.text(AUDIENCE, phrases.defaultAudience);
  // Naming words first ("SCREEN", "IPHONE" of "How we replace a cracked iPhone screen"), then
  // any other content word, so a topic of verbs still gives two words.
  const keywords = [
    ...new Set([...namingWords(topic, 6, []), ...extractKeywords(topic, 6)]),
  ].filter((word) => !isWeakWord(word));
  // What the video is about, before the names in its topic ("LUNCH" of "What goes into one
  // Ghorer Tiffin lunch", not "BETTER GHORER" or "GHORER vs TIFFIN").
  const names = new Set(
    topic
      .split(/\s+/u)
      .slice(1)
      .filter((word) => /^\p{Lu}/u.test(word))
      .map((word) => word.toLowerCase().replace(/['’]s$|[^\p{L}\p{M}\p{N}]+$/gu, "")),
  );
  const topical = keywords.filter((word) => !names.has(word));
  const words = topical.length > 0 ? topical : keywords;
  const [first = phrases.defaultWord, second = first] = words.map((word) => word.toUpperCase());
  const countPhrase = /(\d+)\s+(\p{L}+)/u.exec(topic);
  const number = countPhrase
    ? `${countPhrase[1]} ${(countPhrase[2] ?? "").toUpperCase()}`
    : undefined;
  // The audience's head noun, before what follows it: "young professionals in Dhaka" →
  // "PROFESSIONALS", "students and office workers in Chattogram with cracked screens" → "WORKERS".
  const who = (
    audience
      .split(/\s+(?:in|with|who|that|from|for|across|around|at|near)\s+|[,;(]/iu)[0]
      ?.trim()
      .split(/\s+/u)
      .at(-1) ?? ""
  ).toUpperCase();
  const candidates = phrases.candidates({ first, second, number, who });
  const pools = random.shuffle(
    THUMBNAIL_ANGLES.map((angle) => ({
      angle: phrases.angles[angle],
      texts: random.shuffle(
        candidates[angle].filter(
          (text) =>
            text !== "" &&
            charCount(text) <= THUMBNAIL_MAX &&
            text.split(" ").length <= THUMBNAIL_WORDS &&
            !phrases.unusable.test(text),
        ),
      ),
    })),
  );
  const picked: { text: string; angle: string }[] = [];
  const seen = new Set<string>();
  const selfContrast = phrases.versus(first, first);
  while (picked.length < 10 && pools.some((pool) => pool.texts.length > 0)) {
    for (const pool of pools) {
      const text = pool.texts.shift();
      if (text === undefined || seen.has(text) || text === selfContrast) continue;
      seen.add(text);
      picked.push({ text, angle: pool.angle });
      if (picked.length === 10) break;
    }
  }
  const topicTitle = phrases.titleCase(topic);
  const titles = random
    .shuffle(phrases.titles({ topicTitle, audience: audienceCore(audience) }))
    .filter((title) => charCount(title) <= TITLE_MAX)
    .slice(0, 5);
  return blocks(
    phrases.heading,
    phrases.note({ words: THUMBNAIL_WORDS, max: THUMBNAIL_MAX }),
    numbered(
      picked.map(({ text, angle }) => phrases.item({ counted: counted(text, kit.text), angle })),
    ),
    phrases.titlesHeading,
    numbered(
      (titles.length > 0 ? titles : [truncate(topicTitle, TITLE_MAX)]).map((title) =>
        counted(title, kit.text),
      ),
    ),
    phrases.designHeading,
    bullets(phrases.design),
  );
};
