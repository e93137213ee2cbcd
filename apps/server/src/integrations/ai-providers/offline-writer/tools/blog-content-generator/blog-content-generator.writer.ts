import {
  articleConclusion,
  articleIntro,
  articleKind,
  articleSections,
} from "../../kit/article-kit.ts";
import { AUDIENCE, KEYWORDS, TOPIC } from "../../kit/brief.ts";
import { offerKind } from "../../kit/copy-kit.ts";
import { keywordAsSaid, metaDescriptions, TITLE_MAX } from "../../kit/seo-kit.ts";
import {
  blocks,
  charCount,
  counted,
  extractKeywords,
  splitList,
  truncateName,
} from "../../kit/text-kit.ts";
import type { Writer } from "../../kit/tool-writer.ts";

/** A blog post on the topic: a title, the shared article body and a meta description. */

export type BlogContentPhrases = {
  defaultTopic: string;
  defaultAudience: string;
  /** How a topic becomes a title ("Title Case" in English). */
  titleCase: (text: string) => string;
  /** Title candidates when the topic does not read as a title already; `audience` is short. */
  titles: (slots: { topic: string; audience: string; main: string }) => readonly string[];
  metaDescription: (description: string) => string;
};

/** A topic that starts like this already reads as a title ("How to choose…", "5 ways…"). */
const TITLE_LIKE = /^(how|why|what|when|where|which|\d+|top|the)\b/iu;

export const writeBlogContent: Writer<BlogContentPhrases> = ({ brief, random, phrases, kit }) => {
  const topic = brief.text(TOPIC, phrases.defaultTopic);
  const audience = brief.text(AUDIENCE, phrases.defaultAudience);
  const keywordList = splitList(brief.text(KEYWORDS, ""));
  const keywords =
    keywordList.length > 0 ? keywordList.map(keywordAsSaid) : extractKeywords(topic, 3);
  const main = keywords[0] ?? topic;
  const topicTitle = truncateName(phrases.titleCase(topic), TITLE_MAX);
  const title = TITLE_LIKE.test(topic)
    ? topicTitle
    : (random
        .shuffle(phrases.titles({ topic, audience: truncateName(audience, 24), main }))
        .find((candidate) => charCount(candidate) <= TITLE_MAX) ?? topicTitle);
  const about = `${topic} ${keywords.join(" ")}`;
  const input = {
    title,
    subject: topic,
    keywords,
    audience,
    kind: articleKind(offerKind(about), about),
  };
  const [description] = metaDescriptions(
    kit.seo,
    { keyword: main, subject: topic, brand: "", intent: "informational" },
    1,
    random,
  );
  return blocks(
    `# ${title}`,
    articleIntro(kit.article, input, random),
    articleSections(kit.article, input, random),
    articleConclusion(kit.article, input, random),
    "---",
    description && phrases.metaDescription(counted(description, kit.text)),
  );
};
