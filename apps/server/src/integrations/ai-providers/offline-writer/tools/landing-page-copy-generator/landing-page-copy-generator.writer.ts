import { AUDIENCE, BENEFITS, PRODUCT } from "../../kit/brief.ts";
import {
  asOurs,
  benefitOf,
  isFood,
  classKind,
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
  bullets,
  lowerFirst,
  numbered,
  splitList,
  truncateName,
} from "../../kit/text-kit.ts";
import type { Writer } from "../../kit/tool-writer.ts";

/** Landing page sections: hero, problem, benefits, how it works, proof, offer, FAQ, final CTA. */

/** The fields the offer is read from. */
export const OFFER = ["offer"] as const;

/** What the button asks for, read from the offer. */
export type ButtonKind =
  | "trial"
  | "demo"
  | "discount"
  | "freeSoftware"
  | "freeGoods"
  | "freeService"
  | "software"
  | "goods"
  | "service";

export type LandingSlots = {
  product: string;
  parts: ProductParts;
  /** The audience as given and its core, mid-sentence. */
  audience: string;
  core: string;
  /** The benefits as given (the product noun's default when none). */
  benefits: readonly string[];
  firstBenefit: string;
  offer: string;
  button: string;
  /** Food is tasted, not used (`isFood`). */
  food: boolean;
  /** Classes, in a subject or an activity, are tried and joined, not left to us (`classKind`). */
  lesson: boolean;
};

export type LandingPagePhrases = {
  defaultProduct: string;
  defaultAudience: string;
  defaultBenefit: (noun: string) => string;
  buttons: Readonly<Record<ButtonKind, string>>;
  headlines: readonly ((slots: LandingSlots) => string)[];
  heroHeading: string;
  headline: (headline: string) => string;
  subheadline: (slots: LandingSlots) => string;
  button: (button: string) => string;
  underButton: (offer: string) => string;
  problemHeading: string;
  problemOpeners: readonly string[];
  problemEndings: readonly string[];
  /** `wants` is the first two benefits (or the default one). */
  problem: (
    slots: LandingSlots & { opener: string; ending: string; wants: readonly string[] },
  ) => string;
  benefitsHeading: string;
  benefitTitle: (benefit: string) => string;
  /** `known` is a benefit that follows from the benefit's words, if any. */
  benefitBody: (slots: { benefit: string; known: string | undefined }) => string;
  howHeading: string;
  /** How it works: sign up for software, order goods, book a service. */
  steps: Readonly<Record<OfferKind, (slots: LandingSlots) => string[]>>;
  proofHeading: string;
  proof: readonly string[];
  offerHeading: string;
  offerLine: (slots: LandingSlots) => string;
  faqHeading: string;
  /** `start` is the steps without their bold labels. */
  faq: (slots: LandingSlots & { start: string }) => readonly string[];
  finalHeading: string;
  closings: readonly ((core: string) => string)[];
  final: (slots: { closing: string; button: string }) => string;
};

const FREE_BUTTONS = {
  software: "freeSoftware",
  goods: "freeGoods",
  service: "freeService",
} as const satisfies Record<OfferKind, ButtonKind>;

/** The button that matches the offer ("15% off" → a discount button) and what is sold. */
export function buttonKind(offer: string, kind: OfferKind): ButtonKind {
  if (/free trial|trial/iu.test(offer)) return "trial";
  if (/demo/iu.test(offer)) return "demo";
  if (/%|off\b|discount|coupon|code/iu.test(offer)) return "discount";
  if (/free/iu.test(offer)) return FREE_BUTTONS[kind];
  return kind;
}

/** The button for a "free" offer of this kind of product. */
export const freeButton = (kind: OfferKind): ButtonKind => FREE_BUTTONS[kind];

const BENEFIT_TITLE_MAX = 40;

export const writeLandingPage: Writer<LandingPagePhrases> = ({ brief, random, phrases, kit }) => {
  const audience = brief.text(AUDIENCE, phrases.defaultAudience);
  const product = productWithoutAudience(brief.text(PRODUCT, phrases.defaultProduct), audience);
  const benefits = splitList(brief.text(BENEFITS, ""));
  const offer = brief.text(OFFER, "");
  const kind = offerKind(product);
  const parts = productParts(product);
  const [firstBenefit = phrases.defaultBenefit(parts.noun)] = benefits;
  // In a sentence, a product named by what it is reads "our …" ("Our jute basket was made so …").
  const slots: LandingSlots = {
    product: asOurs(product),
    parts: partsInSentences(parts),
    audience: lowerFirst(audience),
    core: lowerFirst(audienceCore(audience)),
    benefits,
    firstBenefit,
    offer,
    button: phrases.buttons[buttonKind(offer, kind)],
    food: isFood(product),
    lesson: classKind(kind, product) !== undefined,
  };
  const headline = random.pick(phrases.headlines)(slots);
  const steps = phrases.steps[kind](slots);
  const opener = random.pick(phrases.problemOpeners);
  const ending = random.pick(phrases.problemEndings);
  const wants = benefits.length > 1 ? benefits.slice(0, 2) : [firstBenefit];
  return blocks(
    phrases.heroHeading,
    phrases.headline(headline.split(" ").length > 10 ? truncateName(headline, 70) : headline),
    phrases.subheadline(slots),
    phrases.button(slots.button),
    phrases.underButton(offer),
    phrases.problemHeading,
    phrases.problem({ ...slots, opener, ending, wants }),
    phrases.benefitsHeading,
    ...(benefits.length > 0 ? benefits.slice(0, 3) : [firstBenefit]).map((benefit) =>
      blocks(
        phrases.benefitTitle(truncateName(benefit, BENEFIT_TITLE_MAX)),
        phrases.benefitBody({ benefit, known: benefitOf(benefit, kit.copy) }),
      ),
    ),
    phrases.howHeading,
    numbered(steps),
    phrases.proofHeading,
    bullets(phrases.proof),
    phrases.offerHeading,
    phrases.offerLine(slots),
    phrases.faqHeading,
    phrases
      .faq({
        ...slots,
        start: steps.map((step) => step.replace(/^\*\*[^*]+\*\*\s*/u, "")).join(" "),
      })
      .join("\n\n"),
    phrases.finalHeading,
    phrases.final({ closing: random.pick(phrases.closings)(slots.core), button: slots.button }),
  );
};
