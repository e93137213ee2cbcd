import type { SeoMetaPhrases } from "./seo-meta-description-writer.writer.ts";

export const seoMetaEn: SeoMetaPhrases = {
  defaultTopic: "this page",
  defaultBrand: "Your Brand",
  heading: (subject) => `## Search snippets for ${subject}`,
  note: ({ titleMax, descriptionMin, descriptionMax, keyword, said }) =>
    `Titles stay within ${titleMax} characters and descriptions between ${descriptionMin} and ${descriptionMax}, so search results show them in full. Each one uses “${keyword}” once${said === keyword ? "" : `; descriptions, which people read as sentences, say it as “${said}”`}.`,
  optionHeading: (number) => `### Option ${number}`,
  option: ({ title, description }) => `**Title:** ${title}  \n**Description:** ${description}`,
  slug: (slug) => `**URL slug:** ${slug}`,
};
