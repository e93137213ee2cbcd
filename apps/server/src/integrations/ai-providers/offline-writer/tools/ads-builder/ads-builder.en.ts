import { agree, sentenceCase, someOf } from "../../kit/text-kit.ts";
import type { AdsBuilderPhrases } from "./ads-builder.writer.ts";

/** The step people take online, and the line that invites it. */
const ACT_ONLINE = { goods: "Order", software: "Sign up", service: "Book" } as const;
const CHOOSE = {
  goods: "See the details and choose yours.",
  software: "See the details and choose yours.",
  service: "See what's included and book.",
} as const;

/** ": the benefit" after a name, when there is one. */
const withBenefit = (benefit: string) => (benefit ? `: ${benefit}` : "");

export const adsBuilderEn: AdsBuilderPhrases = {
  defaultProduct: "our product",
  defaultAudience: "you",
  buttons: {
    bookNow: { label: "Book Now", why: "the offer is an appointment or demo." },
    getOffer: { label: "Get Offer", why: "the ad leads with a discount." },
    signUp: { label: "Sign Up", why: "the next step is creating an account." },
    learnMore: { label: "Learn More", why: "people usually want to read before they commit." },
    shopNow: { label: "Shop Now", why: "people can buy straight away." },
  },
  primaryTexts: ({ product, parts, core, benefit, benefitLower, firstClause }) => [
    [
      `${sentenceCase(product)}${benefit ? `: ${benefitLower}` : ""}. Made for ${core}.`,
      `${sentenceCase(parts.short)}${withBenefit(firstClause)}. Made for ${core}.`,
    ],
    [
      `${sentenceCase(core)}, meet ${parts.short}${benefit ? `: ${benefitLower}` : ""}.`,
      `${sentenceCase(core)}, meet ${parts.short}.`,
    ],
    [
      `Looking for ${someOf(parts.noun)} that ${agree(parts.noun, "fits", "fit")} your day? Meet ${parts.short}${withBenefit(firstClause)}.`,
      `Looking for ${someOf(parts.noun)}? Meet ${parts.short}.`,
    ],
  ],
  offerLine: (offer) => `${sentenceCase(offer)}.`,
  buttonLine: (button) => `👉 ${button}`,
  madeFor: (audience) => `Made for ${audience}`,
  metaDescriptions: ({
    offer,
    offerCut,
    offerShort,
    madeFor,
    benefit,
    benefitSummary,
    kind,
    parts,
  }) => [
    offer ? offerCut : "",
    offer ? offerShort : "",
    madeFor,
    benefit ? sentenceCase(benefitSummary) : "",
    {
      goods: "Order online today",
      software: "Set up in minutes",
      service: "Book online in a minute",
    }[kind],
    `${sentenceCase(parts.short)}: see the details`,
  ],
  googleDescriptions: ({
    product,
    parts,
    audience,
    core,
    benefit,
    benefitLower,
    firstClause,
    offer,
    kind,
  }) => [
    [
      `${sentenceCase(product)}${benefit ? `: ${benefitLower}` : ""}. Made for ${core}.`,
      `${sentenceCase(parts.short)}${withBenefit(firstClause)}. Made for ${core}.`,
    ],
    [
      offer
        ? `${sentenceCase(offer)}. ${ACT_ONLINE[kind]} online today.`
        : `${ACT_ONLINE[kind]} online today and see the difference.`,
      offer ? `${sentenceCase(offer)}.` : "Order online today.",
    ],
    [`Made for ${audience}. ${CHOOSE[kind]}`, `Made for ${core}. ${CHOOSE[kind]}`],
    [
      `${benefit ? `${sentenceCase(benefitLower)}. ` : ""}${sentenceCase(parts.short)} keeps it simple.`,
      `${firstClause ? `${sentenceCase(firstClause)}. ` : ""}Try ${parts.short} today.`,
    ],
  ],
  metaHeading: "## Meta ads (Facebook and Instagram)",
  primaryHeading: "### Primary text",
  primaryNote: (max) =>
    `The first line of each (at most ${max} characters) carries the message before “See more”.`,
  option: (number) => `**Option ${number}**`,
  headlinesHeading: (max) => `### Headlines (max ${max} characters)`,
  descriptionsHeading: (max) => `### Descriptions (max ${max} characters)`,
  buttonHeading: "### CTA button",
  buttonChoice: ({ label, why }) => `**${label}**: ${why}`,
  googleHeading: "## Google search ad",
};
