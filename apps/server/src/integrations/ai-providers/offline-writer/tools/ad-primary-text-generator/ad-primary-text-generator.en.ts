import { agree, sentenceCase, someOf } from "../../kit/text-kit.ts";
import type { PrimaryTextPhrases } from "./ad-primary-text-generator.writer.ts";

/** ": the benefit" after the product, when there is one. */
const withBenefit = (benefit: string) => (benefit ? `: ${benefit}` : "");

export const primaryTextEn: PrimaryTextPhrases = {
  defaultProduct: "our product",
  defaultAudience: "you",
  ctas: {
    goods: ["Shop now.", "Order yours today.", "Tap to learn more.", "Try it today."],
    software: ["Get started today.", "Sign up today.", "Tap to learn more.", "Try it today."],
    service: ["Book now.", "Message us to book.", "Tap to learn more.", "See what's open."],
  },
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
  medium: ({ product, parts, audienceLower, benefit, emoji, kind, ctas }) => [
    `${emoji} ${sentenceCase(audienceLower)}, this is for you. Meet ${product}${withBenefit(benefit)}. ${ctas[3]}`,
    `Looking for ${someOf(parts.noun)} ${kind === "service" ? "you can trust" : `that ${agree(parts.noun, "keeps", "keep")} up with you`}? Meet ${product}${withBenefit(benefit)}. Made for ${audienceLower}. ${ctas[0]}`,
  ],
  longHeading: "## Long (story style)",
  long: ({ product, parts, audienceLower, clauses, emoji, kind, ctas }) => [
    `${emoji} We made ${parts.short} for ${audienceLower}.`,
    "",
    kind === "service"
      ? `You want ${someOf(parts.noun)} you can trust, without the fuss.`
      : `You want ${someOf(parts.noun)} that ${agree(parts.noun, "works", "work")} as hard as you do, without the fuss.`,
    "",
    ...(clauses.length > 0
      ? clauses.map((clause) => `✅ ${sentenceCase(clause)}`)
      : ["✅ [Add your strongest benefit]", "✅ [Add a second benefit]"]),
    "",
    `${sentenceCase(product)}: ready when you are. ${ctas[1]}`,
  ],
};
