import { lowerFirst } from "../../kit/text-kit.ts";
import type { AdHeadlinePhrases } from "./ad-headline-generator.writer.ts";

export const adHeadlinesEn: AdHeadlinePhrases = {
  defaultProduct: "Your Product",
  defaultAudience: "you",
  googleHeading: (max) => `## Google Ads headlines (max ${max} characters)`,
  googleNote: (max) =>
    `Every headline below is ${max} characters or fewer, including spaces, so it fits a responsive search ad.`,
  metaHeading: (max) => `## Meta headlines (max ${max} characters)`,
  item: ({ counted, angle }) => `${counted} · ${angle}`,
  testHeading: "## Test these first",
  testItem: ({ headline, angle, audience }) =>
    `**${headline}**: the ${angle.toLowerCase()} angle, so you learn which kind of message ${lowerFirst(audience)} respond to.`,
};
