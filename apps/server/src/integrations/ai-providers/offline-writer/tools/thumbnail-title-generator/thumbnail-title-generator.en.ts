import { titleCase } from "../../kit/text-kit.ts";
import type { ThumbnailPhrases } from "./thumbnail-title-generator.writer.ts";

export const thumbnailsEn: ThumbnailPhrases = {
  defaultTopic: "your video",
  defaultAudience: "viewers",
  defaultWord: "this",
  angles: {
    number: "Number",
    curiosity: "Curiosity",
    warning: "Warning",
    benefit: "Benefit",
    audience: "Audience",
    contrast: "Contrast",
    checklist: "Checklist",
  },
  candidates: ({ first, second, number, who }) => ({
    number: number ? [number, `${number} TO AVOID`, `${number}: WATCH THIS`] : [],
    curiosity: ["NOT WHAT YOU THINK", `${first}?`, `WHICH ${first}?`, "WATCH TILL THE END"],
    warning: ["DON'T DO THIS", `${first}: AVOID THIS`, "STOP DOING THIS"],
    benefit: ["DO THIS INSTEAD", `${first}, SORTED`, `BETTER ${first}`],
    audience: who ? [`${who}? WATCH THIS`, `FOR ${who}`] : [],
    contrast: ["BEFORE vs AFTER", "WRONG vs RIGHT", `${first} vs ${second}`, "MYTH vs FACT"],
    checklist: [`${first} CHECKLIST`, "SAVE THIS TIP"],
  }),
  unusable: /^(THIS|THE THIS)\b/u,
  versus: (a, b) => `${a} vs ${b}`,
  heading: "## Thumbnail text",
  note: ({ words, max }) =>
    `At most ${words} words and ${max} characters each, so they stay readable on a phone.`,
  item: ({ counted, angle }) => `${counted} · ${angle}`,
  titlesHeading: "## Matching video titles",
  titleCase,
  titles: ({ topicTitle, audience }) => [
    topicTitle,
    `${topicTitle} (Watch Before You Start)`,
    `${topicTitle}: What ${titleCase(audience)} Should Know`,
    `${topicTitle}, Explained`,
    `${topicTitle} | Simple, Honest Guide`,
  ],
  designHeading: "## Design notes",
  design: [
    "High contrast: light text on a dark area (or the reverse) with a thick outline.",
    "One focal point: a face showing the emotion of the title, or the product, never both small.",
    "Leave the bottom-right corner empty; the video length covers it.",
  ],
};
