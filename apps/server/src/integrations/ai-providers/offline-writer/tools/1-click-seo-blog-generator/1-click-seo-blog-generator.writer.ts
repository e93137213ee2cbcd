import {
  articleConclusion,
  articleIntro,
  articleKind,
  articleSections,
} from "../../kit/article-kit.ts";
import { AUDIENCE } from "../../kit/brief.ts";
import { offerKind, type AdviceKind } from "../../kit/copy-kit.ts";
import { keywordAsSaid, metaDescriptions, TITLE_MAX } from "../../kit/seo-kit.ts";
import {
  audienceCore,
  blocks,
  bullets,
  charCount,
  counted,
  lowerFirst,
  phraseCut,
  slugify,
  truncate,
} from "../../kit/text-kit.ts";
import type { Writer } from "../../kit/tool-writer.ts";

/** A full SEO article from one keyword: title, meta description, slug, body, FAQ and links. */

export type SeoBlogPhrases = {
  defaultKeyword: string;
  defaultAudience: string;
  /** How the keyword is cased in titles ("Title Case" in English). */
  titleCase: (text: string) => string;
  /**
   * Title tag candidates; the first within 60 characters after shuffling is used. `audience` is
   * the audience cut short ("" when too long).
   */
  seoTitles: (slots: { keyword: string; audience: string }) => readonly string[];
  /** `audience` is the audience's core. */
  h1s: readonly ((slots: { keyword: string; audience: string }) => string)[];
  seoTitle: (counted: string) => string;
  metaDescription: (counted: string) => string;
  slug: (slug: string) => string;
  /** The FAQ's headings and answers; `keyword` mid-sentence. */
  /**
   * A service's questions are about cost, time and trust, not how often you will use it; classes'
   * about a trial class, who teaches and the batch.
   */
  faq: (keyword: string, kind: AdviceKind) => readonly string[];
  relatedHeading: string;
  related: (keyword: string) => readonly string[];
};

export const writeSeoBlog: Writer<SeoBlogPhrases> = ({ brief, random, phrases, kit }) => {
  const typed = brief.text(
    ["focus_keyword", "seed_keyword", "keywords", "topic"],
    phrases.defaultKeyword,
  );
  const keyword = keywordAsSaid(typed);
  const audience = brief.text(AUDIENCE, phrases.defaultAudience);
  const kw = phrases.titleCase(keyword);
  const seoTitle =
    random
      .shuffle(phrases.seoTitles({ keyword: kw, audience: phraseCut(audience, 24) }))
      .find((title) => charCount(title) <= TITLE_MAX) ?? truncate(kw, TITLE_MAX);
  const h1 = random.pick(phrases.h1s)({ keyword: kw, audience: audienceCore(audience) });
  const [description = ""] = metaDescriptions(
    kit.seo,
    { keyword, subject: keyword, brand: "", intent: "informational" },
    1,
    random,
  );
  const kind = articleKind(offerKind(keyword), keyword);
  const input = { title: h1, subject: keyword, keywords: [keyword], audience, kind };
  const main = lowerFirst(keyword);
  return blocks(
    phrases.seoTitle(counted(seoTitle, kit.text)),
    phrases.metaDescription(counted(description, kit.text)),
    phrases.slug(slugify(typed)),
    "---",
    `# ${h1}`,
    articleIntro(kit.article, input, random),
    articleSections(kit.article, input, random),
    ...phrases.faq(main, kind),
    articleConclusion(kit.article, input, random),
    phrases.relatedHeading,
    bullets(phrases.related(main)),
  );
};
