import { AUDIENCE, BENEFITS, PRODUCT } from "../../kit/brief.ts";
import {
  asOurs,
  benefitClauses,
  benefitSummary,
  emojiFor,
  offerKind,
  type OfferKind,
  partsInSentences,
  type ProductParts,
  productParts,
  productWithoutAudience,
} from "../../kit/copy-kit.ts";
import {
  audienceCore,
  blocks,
  charCount,
  counted,
  lowerFirst,
  numbered,
  trimToSentences,
} from "../../kit/text-kit.ts";
import type { Writer } from "../../kit/tool-writer.ts";

/** A social ad's primary text in three lengths: short (fits before "See more"), medium, long. */

export type PrimaryTextSlots = {
  product: string;
  parts: ProductParts;
  /** The audience as given, mid-sentence, and its core. */
  audience: string;
  audienceLower: string;
  core: string;
  /** The benefit mid-sentence ("" when none), and as many of its clauses as fit 40 characters. */
  benefit: string;
  firstClause: string;
  /** The benefit's clauses, one per line in the long version. */
  clauses: readonly string[];
  emoji: string;
  /** What is sold: a service is booked and trusted, not shopped for or kept up with. */
  kind: OfferKind;
  /** The calls to action, in the order the seed gave them. */
  ctas: readonly string[];
};

export type PrimaryTextPhrases = {
  defaultProduct: string;
  defaultAudience: string;
  /** Four calls to action for each kind of offer, used in random order. */
  ctas: Readonly<Record<OfferKind, readonly string[]>>;
  shortHeading: (max: number) => string;
  shortNote: string;
  /**
   * The short options: each a list of versions, longest first, and the first that fits is used
   * (the last one cut to fit when none does).
   */
  shortOptions: (slots: PrimaryTextSlots) => readonly (readonly string[])[];
  mediumHeading: string;
  medium: (slots: PrimaryTextSlots) => readonly string[];
  longHeading: string;
  /** The story-style version's lines ("" for a blank line). */
  long: (slots: PrimaryTextSlots) => readonly string[];
};

/** Feeds show about this much primary text before "See more". */
const SHORT_MAX = 125;

export const writePrimaryText: Writer<PrimaryTextPhrases> = ({ brief, random, phrases, kit }) => {
  const audience = brief.text(AUDIENCE, phrases.defaultAudience);
  const product = productWithoutAudience(brief.text(PRODUCT, phrases.defaultProduct), audience);
  const benefit = brief.text(BENEFITS, "");
  const kind = offerKind(product);
  const ctas = random.shuffle(phrases.ctas[kind]);
  const emoji = emojiFor(`${product} ${benefit}`, random);
  const parts = productParts(product);
  // In a sentence, a product named by what it is reads "our …" ("That's our bridal makeup package").
  const slots: PrimaryTextSlots = {
    product: asOurs(product),
    parts: partsInSentences(parts),
    audience,
    audienceLower: lowerFirst(audience),
    core: lowerFirst(audienceCore(audience)),
    benefit: benefit === "" ? "" : lowerFirst(benefit),
    firstClause: benefitSummary(benefit, 40, kit.text.list),
    clauses: benefitClauses(benefit),
    emoji,
    kind,
    ctas,
  };
  // Each short option shortens itself step by step (full audience, core audience, first benefit
  // clause, no benefit) until it fits in the characters shown before "See more".
  const shortOptions = phrases
    .shortOptions(slots)
    .map(
      (versions) =>
        versions.find((text) => charCount(text) <= SHORT_MAX) ??
        trimToSentences(versions.at(-1) ?? "", SHORT_MAX),
    );
  return blocks(
    phrases.shortHeading(SHORT_MAX),
    phrases.shortNote,
    numbered(random.shuffle(shortOptions).map((text) => counted(text, kit.text))),
    phrases.mediumHeading,
    numbered(phrases.medium(slots)),
    phrases.longHeading,
    phrases.long(slots).join("\n"),
  );
};
