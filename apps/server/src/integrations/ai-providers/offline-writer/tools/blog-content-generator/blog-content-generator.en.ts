import { titleCase } from "../../kit/text-kit.ts";
import type { BlogContentPhrases } from "./blog-content-generator.writer.ts";

export const blogContentEn: BlogContentPhrases = {
  defaultTopic: "your topic",
  defaultAudience: "readers",
  titleCase,
  titles: ({ topic, audience, main }) => [
    `${titleCase(topic)}: A Practical Guide`,
    `The ${titleCase(audience)} Guide to ${titleCase(main)}`,
    `${titleCase(topic)}: What to Know First`,
  ],
  metaDescription: (description) => `**Meta description:** ${description}`,
};
