import { agree, sentenceCase, someOf } from "../../kit/text-kit.ts";
import type { PrimaryTextPhrases } from "./ad-primary-text-generator.writer.ts";

/** ": the benefit" after the product, when there is one. */
const withBenefit = (benefit: string) => (benefit ? `: ${benefit}` : "");

export const primaryTextEn: PrimaryTextPhrases = {
  defaultProduct: "our product",
  defaultAudience: "you",
  ctas: ["Shop now.", "Order yours today.", "Tap to learn more.", "Try it today."],
  shortHeading: (max) => `## Short (max ${max} characters)`,
  shortNote: "Short enough to show in full before “See more”.",
  shortOptions: ({ product, parts, audience, audienceLower, core, benefit, firstClause, ctas }) => [
    [
      `${sentenceCase(product)}${withBenefit(benefit)}. Made for ${audienceLower}. ${ctas[0]}`,
      `${sentenceCase(product)}${withBenefit(benefit)}. Made for ${core}. ${ctas[0]}`,
      `${sentenceCase(parts.short)}${withBenefit(benefit)}. Made for ${core}. ${ctas[0]}`,
      `${sentenceCase(parts.short)}${withBenefit(firstClause)}. Made for ${core}. ${ctas[0]}`,
    ],
    [
      `${sentenceCase(audience)}, meet ${parts.short}${withBenefit(benefit)}. ${ctas[1]}`,
      `${sentenceCase(core)}, meet ${parts.short}${withBenefit(benefit)}. ${ctas[1]}`,
      `${sentenceCase(core)}, meet ${parts.short}${withBenefit(firstClause)}. ${ctas[1]}`,
      `${sentenceCase(core)}, meet ${parts.short}. ${ctas[1]}`,
    ],
    [
      `${benefit ? `${sentenceCase(benefit)}.` : `Made for ${core}.`} That's ${parts.short}. ${ctas[2]}`,
      `${firstClause ? `${sentenceCase(firstClause)}.` : `Made for ${core}.`} That's ${parts.short}. ${ctas[2]}`,
      `That's ${parts.short}. ${ctas[2]}`,
    ],
  ],
  mediumHeading: "## Medium (2–3 sentences)",
  medium: ({ product, parts, audienceLower, benefit, emoji, ctas }) => [
    `${emoji} ${sentenceCase(audienceLower)}, this is for you. Meet ${product}${withBenefit(benefit)}. ${ctas[3]}`,
    `Looking for ${someOf(parts.noun)} that ${agree(parts.noun, "keeps", "keep")} up with you? Meet ${product}${withBenefit(benefit)}. Made for ${audienceLower}. ${ctas[0]}`,
  ],
  longHeading: "## Long (story style)",
  long: ({ product, parts, audienceLower, clauses, emoji, ctas }) => [
    `${emoji} We made ${parts.short} for ${audienceLower}.`,
    "",
    `You want ${someOf(parts.noun)} that ${agree(parts.noun, "works", "work")} as hard as you do, without the fuss.`,
    "",
    ...(clauses.length > 0
      ? clauses.map((clause) => `✅ ${sentenceCase(clause)}`)
      : ["✅ [Add your strongest benefit]", "✅ [Add a second benefit]"]),
    "",
    `${sentenceCase(product)}: ready when you are. ${ctas[1]}`,
  ],
};
