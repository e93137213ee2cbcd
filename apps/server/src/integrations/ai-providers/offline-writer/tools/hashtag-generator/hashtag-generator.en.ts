import type { HashtagPhrases } from "./hashtag-generator.writer.ts";

export const hashtagsEn: HashtagPhrases = {
  brandedSuffixes: ["community", "fam", "life", "daily", "moments"],
  goodsBrandedSuffixes: ["style"],
  teamTag: (brand) => `team${brand}`,
  communitySuffixes: { activity: "community", meal: "ideas", other: "lovers" },
  cityFoodTag: (city) => `${city}food`,
  foodTags: ["food", "foodie"],
  broadHeading: "## Broad reach",
  nicheHeading: "## Niche",
  brandedHeading: "## Branded",
  mixHeading: "## Ready-to-paste mix",
};
