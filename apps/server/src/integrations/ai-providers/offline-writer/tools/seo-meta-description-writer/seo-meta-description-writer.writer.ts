import { BRAND } from "../../kit/brief.ts";
import {
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  keywordAsSaid,
  metaDescriptions,
  metaTitles,
  pageSubject,
  searchIntent,
  TITLE_MAX,
} from "../../kit/seo-kit.ts";
import { blocks, counted, slugify } from "../../kit/text-kit.ts";
import type { Writer } from "../../kit/tool-writer.ts";

/** Three search snippets (title and description) within the lengths results show, and a slug. */

export type SeoMetaPhrases = {
  defaultTopic: string;
  defaultBrand: string;
  heading: (subject: string) => string;
  note: (slots: {
    titleMax: number;
    descriptionMin: number;
    descriptionMax: number;
    keyword: string;
    /** The keyword as the descriptions' sentences say it (seo-kit's keywordAsSaid). */
    said: string;
  }) => string;
  optionHeading: (number: number) => string;
  option: (slots: { title: string; description: string }) => string;
  slug: (slug: string) => string;
};

export const writeSeoMeta: Writer<SeoMetaPhrases> = ({ brief, random, phrases, kit }) => {
  const topic = brief.text(["page_topic", "topic", "title", "product_name"], phrases.defaultTopic);
  const keyword = brief.text(["focus_keyword", "keywords", "seed_keyword"], pageSubject(topic));
  const brand = brief.text(BRAND, phrases.defaultBrand);
  const subject = pageSubject(topic);
  const input = { keyword, subject, brand, intent: searchIntent(`${topic} ${keyword}`, brand) };
  const titles = metaTitles(kit.seo, input, 3, random);
  // Titles keep the keyword as typed; sentences say it as people do ("… delivery in Dhaka").
  const said = keywordAsSaid(keyword);
  const descriptions = metaDescriptions(kit.seo, { ...input, keyword: said }, 3, random);
  const options = titles.map((title, index) =>
    blocks(
      phrases.optionHeading(index + 1),
      phrases.option({
        title: counted(title, kit.text),
        description: counted(descriptions[index] ?? descriptions[0] ?? "", kit.text),
      }),
    ),
  );
  return blocks(
    phrases.heading(subject),
    phrases.note({
      titleMax: TITLE_MAX,
      descriptionMin: DESCRIPTION_MIN,
      descriptionMax: DESCRIPTION_MAX,
      keyword,
      said,
    }),
    ...options,
    phrases.slug(slugify(keyword)),
  );
};
