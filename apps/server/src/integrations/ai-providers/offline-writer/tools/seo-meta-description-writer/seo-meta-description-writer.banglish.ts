import { banglishPossessive, romanise } from "../../kit/bangla-kit.ts";
import { BRAND } from "../../kit/brief.ts";
import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX } from "../../kit/seo-kit.ts";
import { blocks, charCount } from "../../kit/text-kit.ts";
import type { LanguageWriter } from "../../kit/tool-writer.ts";
import { description, fittingTitles, nativeSlug } from "./seo-meta-description-writer.bn.ts";

/**
 * Search snippets in Banglish, as Bangladeshi shops type them: Bangla in Latin letters, everyday
 * English nouns (online, order, collection) kept, Bangla inputs romanised, a Latin slug.
 */

/** A sentence-initial input with a capital first letter. */
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type Slots = { keyword: string; brand: string; rawBrand: string };

const TITLES = ({ keyword, brand }: Slots) => [
  `${cap(keyword)} | ${brand}`,
  `Best dame ${keyword} | ${brand}`,
  `${cap(keyword)} online-e kinun — ${brand}`,
  `${cap(keyword)}: dam o details | ${brand}`,
];

const OPENINGS = ({ keyword, brand, rawBrand }: Slots) => [
  `${cap(keyword)} khujchhen? ${brand}-e paben bachhai kora shera gulo.`,
  `${banglishPossessive(rawBrand)} ${keyword} ekhon online-e.`,
  `Best dame ${keyword} kinun ${brand} theke.`,
];

const FILLERS = [
  "Chhobi, dam ar shob details ek page-ei.",
  "Pochhonder ta bechhe niye ghore boshei order korun.",
  "Kenar age ja jana dorkar, shob ekhane achhe.",
  "Ajkei dekhe nin.",
];

const count = (text: string) => `${text} (${charCount(text)} okkhor)`;

export const seoMetaBanglish: LanguageWriter = (brief, random) => {
  const topic = romanise(brief.text(["page_topic", "topic", "title", "product_name"], ""));
  const rawKeyword = brief.text(["focus_keyword", "keywords", "seed_keyword"], "");
  const keyword = romanise(rawKeyword) || topic || "notun collection";
  const rawBrand = brief.text(BRAND, "[Brand er nam]");
  const slots = { keyword, brand: romanise(rawBrand), rawBrand };
  const titles = fittingTitles(TITLES(slots), random);
  const openings = random.shuffle(OPENINGS(slots));
  const options = titles.map((title, index) =>
    blocks(
      `### Option ${index + 1}`,
      `**Title:** ${count(title)}  \n**Description:** ${count(description(openings[index] ?? openings[0] ?? "", FILLERS, random))}`,
    ),
  );
  return blocks(
    `## ${cap(topic || keyword)}-er jonno search snippet`,
    `Search result-e jeno puro ta dekha jay, tai title ${TITLE_MAX} okkhorer moddhe ar description ${DESCRIPTION_MIN} theke ${DESCRIPTION_MAX} okkhorer moddhe rakha hoyechhe. Protitite “${keyword}” ekbar kore achhe.`,
    ...options,
    `**URL slug:** ${nativeSlug(keyword)}`,
  );
};
