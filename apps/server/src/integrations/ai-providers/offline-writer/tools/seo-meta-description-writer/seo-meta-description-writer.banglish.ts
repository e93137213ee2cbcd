import { banglishPossessive, romanise } from "../../kit/bangla-kit.ts";
import { banglishName, nativeKeywordAsSaid, nativeOfferKind } from "../../kit/bangla-copy-kit.ts";
import { BRAND } from "../../kit/brief.ts";
import { pageKind } from "../../kit/copy-kit.ts";
import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX } from "../../kit/seo-kit.ts";
import { blocks, charCount, sentenceCase } from "../../kit/text-kit.ts";
import type { LanguageWriter } from "../../kit/tool-writer.ts";
import {
  description,
  fittingTitles,
  nativeSlug,
  type SnippetBook,
} from "./seo-meta-description-writer.bn.ts";

/**
 * Search snippets in Banglish, as Bangladeshi shops type them: Bangla in Latin letters, everyday
 * English nouns (online, order, collection) kept, Bangla inputs romanised, a Latin slug.
 */

type Slots = { keyword: string; brand: string; rawBrand: string };

/** The Bangla book's titles, openings and fillers for each kind of offer, in Latin letters. */
const BY_KIND: SnippetBook<Slots> = {
  goods: {
    titles: ({ keyword, brand }) => [
      `${sentenceCase(keyword)} | ${brand}`,
      `Best dame ${keyword} | ${brand}`,
      `${sentenceCase(keyword)} online-e kinun — ${brand}`,
      `${sentenceCase(keyword)}: dam o details | ${brand}`,
    ],
    openings: ({ keyword, brand, rawBrand }) => [
      `${sentenceCase(keyword)} khujchhen? ${brand}-e paben bachhai kora shera gulo.`,
      `${sentenceCase(banglishPossessive(rawBrand))} ${keyword} ekhon online-e.`,
      `Best dame ${keyword} kinun ${brand} theke.`,
    ],
    fillers: [
      "Chhobi, dam ar shob details ek page-ei.",
      "Pochhonder ta bechhe niye ghore boshei order korun.",
      "Kenar age ja jana dorkar, shob ekhane achhe.",
      "Ajkei dekhe nin.",
    ],
  },
  software: {
    titles: ({ keyword, brand }) => [
      `${sentenceCase(keyword)} | ${brand}`,
      `${sentenceCase(keyword)}: feature o dam | ${brand}`,
      `${sentenceCase(keyword)} try korun — ${brand}`,
      `${brand}: ${keyword}`,
    ],
    openings: ({ keyword, brand, rawBrand }) => [
      `${sentenceCase(keyword)} khujchhen? ${brand} diye kaj ta hobe shohoje.`,
      `${sentenceCase(banglishPossessive(rawBrand))} ${keyword} ekhon online-e.`,
      `${sentenceCase(banglishPossessive(rawBrand))} ${keyword} diye shomoy bachan.`,
    ],
    fillers: [
      "Feature, dam ar kivabe kaj kore, shob ek page-ei.",
      "Shuru korte koyek minute-i jotheshto.",
      "Use korar age ja jana dorkar, shob ekhane achhe.",
      "Ajkei dekhe nin.",
    ],
  },
  service: {
    titles: ({ keyword, brand }) => [
      `${sentenceCase(keyword)} | ${brand}`,
      `${sentenceCase(keyword)}: dam o booking | ${brand}`,
      `${sentenceCase(keyword)} book korun — ${brand}`,
      `${sentenceCase(keyword)}: dam o details | ${brand}`,
    ],
    openings: ({ keyword, brand, rawBrand }) => [
      `${sentenceCase(keyword)} khujchhen? ${brand}-e ajkei book korun.`,
      `${sentenceCase(banglishPossessive(rawBrand))} ${keyword}: ekhon booking cholchhe.`,
      `${brand}-e ${keyword} book korun shohojei.`,
    ],
    fillers: [
      "Dam, ki ki thakchhe ar kobe khali achhe, shob ek page-ei.",
      "Shubidhamoto shomoy bechhe online-ei book korun.",
      "Book korar age ja jana dorkar, shob ekhane achhe.",
      "Ajkei dekhe nin.",
    ],
  },
};

const count = (text: string) => `${text} (${charCount(text)} okkhor)`;

export const seoMetaBanglish: LanguageWriter = (brief, random) => {
  const topic = romanise(brief.text(["page_topic", "topic", "title", "product_name"], ""));
  const rawKeyword = brief.text(["focus_keyword", "keywords", "seed_keyword"], "");
  const keyword = romanise(rawKeyword) || topic || "notun collection";
  // Descriptions say a keyword closing with a place as a sentence does ("Dhakay IELTS coaching").
  const said = rawKeyword ? romanise(nativeKeywordAsSaid(rawKeyword)) : keyword;
  const rawBrand = brief.text(BRAND, "[Brand er nam]");
  // The brand is a name: a capital even where romanising left it in lower case.
  const slots = { keyword, brand: sentenceCase(banglishName(rawBrand)), rawBrand };
  const book = BY_KIND[pageKind(nativeOfferKind, `${rawKeyword} ${topic}`, rawBrand)];
  const titles = fittingTitles(book.titles(slots), random);
  const openings = random.shuffle(book.openings({ ...slots, keyword: said }));
  const options = titles.map((title, index) =>
    blocks(
      `### Option ${index + 1}`,
      `**Title:** ${count(title)}  \n**Description:** ${count(description(openings[index] ?? openings[0] ?? "", book.fillers, random))}`,
    ),
  );
  return blocks(
    `## ${sentenceCase(topic || keyword)}-er jonno search snippet`,
    `Search result-e jeno puro ta dekha jay, tai title ${TITLE_MAX} okkhorer moddhe ar description ${DESCRIPTION_MIN} theke ${DESCRIPTION_MAX} okkhorer moddhe rakha hoyechhe. Protitite “${keyword}” ekbar kore achhe${said === keyword ? "" : `; description bakker moto pora hoy, tai shekhane “${said}”`}.`,
    ...options,
    `**URL slug:** ${nativeSlug(keyword)}`,
  );
};
