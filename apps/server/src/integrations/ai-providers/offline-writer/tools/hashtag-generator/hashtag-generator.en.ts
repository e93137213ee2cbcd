import type { HashtagPhrases } from "./hashtag-generator.writer.ts";

export const hashtagsEn: HashtagPhrases = {
  brandedSuffixes: ["community", "style", "fam", "life", "daily", "moments"],
  teamTag: (brand) => `team${brand}`,
  communitySuffixes: ["lovers", "community", "tips", "life", "ideas", "daily", "goals"],
  broadHeading: "## Broad reach",
  nicheHeading: "## Niche",
  brandedHeading: "## Branded",
  mixHeading: "## Ready-to-paste mix",
};
