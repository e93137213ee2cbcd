import { KEYWORDS } from "../../kit/brief.ts";
import {
  blocks,
  charCount,
  extractKeywords,
  hashtags,
  isWeakWord,
  splitList,
} from "../../kit/text-kit.ts";
import type { Writer } from "../../kit/tool-writer.ts";

/** Hashtags from the keywords, topic and brand, grouped from broad reach to niche and branded. */

export type HashtagPhrases = {
  /** Words appended to the brand for branded tags ("ecostridecommunity"); two are used. */
  brandedSuffixes: readonly string[];
  /** The brand's team tag ("teamecostride"). */
  teamTag: (brand: string) => string;
  /** Words appended to short keyword phrases for community tags ("runninglovers"). */
  communitySuffixes: readonly string[];
  broadHeading: string;
  nicheHeading: string;
  brandedHeading: string;
  mixHeading: string;
};

/** Adjacent pairs of content words in free text ("hot, humid weather" → "humid weather"). */
function adjacentPairs(text: string): string[] {
  const tokens = text.toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u);
  const pairs: string[] = [];
  for (let index = 1; index < tokens.length; index += 1) {
    const [left, right] = [tokens[index - 1] ?? "", tokens[index] ?? ""];
    const strong = (word: string) => extractKeywords(word, 1).length === 1 && !isWeakWord(word);
    if (strong(left) && strong(right)) pairs.push(`${left}${right}`);
  }
  return pairs;
}

export const writeHashtags: Writer<HashtagPhrases> = ({ brief, random, phrases }) => {
  const topic = brief.text(["topic", "product_name", "title", "video_topic"], "");
  const keywordList = splitList(brief.text(KEYWORDS, ""));
  const brand = brief.text(["brand_name", "product_name"], "");
  const keywordWords = extractKeywords(keywordList.join(" "), 10);
  const topicWords = extractKeywords(topic, 8).filter((word) => !isWeakWord(word));
  const keywordPhrases = keywordList.filter((phrase) => phrase.includes(" "));
  const used = new Set<string>();
  const take = (candidates: readonly string[], count: number) => {
    const picked: string[] = [];
    for (const tag of hashtags(candidates, 28)) {
      if (picked.length === count) break;
      if (used.has(tag)) continue;
      used.add(tag);
      picked.push(tag);
    }
    return picked;
  };
  const branded = hashtags([brand]).length
    ? take(
        [
          brand,
          ...random.sample(phrases.brandedSuffixes, 2).map((suffix) => `${brand}${suffix}`),
          phrases.teamTag(brand),
          `${brand}${keywordWords[0] ?? topicWords[0] ?? ""}`,
        ],
        4,
      )
    : [];
  const broad = take([...keywordWords, ...topicWords.slice(0, 3)], 10);
  const shortPhrases = keywordPhrases.map((phrase) => phrase.replace(/[^\p{L}\p{M}\p{N}]/gu, ""));
  const niche = take(
    [
      ...keywordPhrases,
      ...[...keywordList, ...splitList(topic)].flatMap(adjacentPairs),
      ...shortPhrases
        .filter((phrase) => charCount(phrase) <= 14)
        .map((phrase) => `${phrase}${random.pick(phrases.communitySuffixes)}`),
      ...random
        .sample(keywordWords.slice(0, 4), 2)
        .map((word) => `${word}${random.pick(phrases.communitySuffixes)}`),
    ],
    12,
  );
  const mix = [...broad.slice(0, 3), ...niche.slice(0, 3), ...branded.slice(0, 2)];
  return blocks(
    phrases.broadHeading,
    broad.join(" ") || hashtags(topicWords).join(" "),
    niche.length > 0 && phrases.nicheHeading,
    niche.length > 0 && niche.join(" "),
    branded.length > 0 && phrases.brandedHeading,
    branded.length > 0 && branded.join(" "),
    phrases.mixHeading,
    mix.join(" "),
  );
};
