import { possessive } from "../../kit/bangla-kit.ts";
import {
  nativeAudienceCore,
  nativeBenefit,
  nativeOfferKind,
  nativeProduct,
  splitNativeList,
  type NativeProduct,
} from "../../kit/bangla-copy-kit.ts";
import { AUDIENCE, BENEFITS, PRODUCT } from "../../kit/brief.ts";
import { classKind, isFood, type OfferKind } from "../../kit/copy-kit.ts";
import type { NativeLanguage } from "../../kit/language.ts";
import { blocks, bullets, numbered, truncateName } from "../../kit/text-kit.ts";
import type { LanguageWriter } from "../../kit/tool-writer.ts";
import {
  buttonKind,
  freeButton,
  OFFER,
  type ButtonKind,
} from "./landing-page-copy-generator.writer.ts";

/**
 * A landing page as the Bangla and Banglish books write it (the same copy in two scripts): hero,
 * problem, benefits, how it works, proof placeholders, the offer, FAQ and a final call to action,
 * one button throughout.
 */

export type LandingSlots = {
  product: NativeProduct;
  /** The audience as typed and its core, or "" for both. */
  audience: string;
  core: string;
  /** Whether the product's name already says who it is for. */
  audienceInName: boolean;
  /** The benefits as given, or the default one when none was. */
  benefits: readonly string[];
  /** The benefits as given (empty when none was). */
  listed: readonly string[];
  offer: string;
  button: string;
  /** What is sold: how it works reads sign up, order or book. */
  kind: OfferKind;
  /** Food is tasted, not used (`isFood`). */
  food: boolean;
  /** Classes, in a subject or an activity, are tried and joined, not left to us (`classKind`). */
  lesson: boolean;
};

type Sentence = (slots: LandingSlots) => string;

export type LandingNativeBook = {
  language: NativeLanguage;
  defaultProduct: string;
  defaultBenefit: (noun: string) => string;
  buttons: Readonly<Record<ButtonKind, string>>;
  heroHeading: string;
  headlines: readonly Sentence[];
  headline: (headline: string) => string;
  subheadline: Sentence;
  button: (button: string) => string;
  underButton: (offer: string) => string;
  problemHeading: string;
  problemEndings: readonly string[];
  problem: (slots: LandingSlots & { ending: string }) => string;
  benefitsHeading: string;
  benefitTitle: (benefit: string) => string;
  benefitBody: (slots: { benefit: string; known: string | undefined }) => string;
  howHeading: string;
  steps: (slots: LandingSlots) => readonly string[];
  proofHeading: string;
  /** Bracketed fill-ins the customer replaces with real proof; the number asked for depends on what is sold. */
  proof: (kind: OfferKind) => readonly string[];
  offerHeading: string;
  offerLine: Sentence;
  faqHeading: string;
  faq: (slots: LandingSlots & { start: string }) => readonly string[];
  finalHeading: string;
  closings: readonly Sentence[];
  final: (slots: { closing: string; button: string }) => string;
};

/** Offer and product words in Bangla, read before the English ones. */
const NATIVE_OFFER: readonly (readonly [RegExp, "trial" | "demo" | "discount" | "free"])[] = [
  [/ট্রায়াল/u, "trial"],
  [/ডেমো/u, "demo"],
  [/%|ছাড়|ডিসকাউন্ট|কুপন|কোড/u, "discount"],
  [/ফ্রি|বিনামূল্যে|বিনা মূল্যে/u, "free"],
];

const BENEFIT_TITLE_MAX = 40;

export function nativeLandingWriter(book: LandingNativeBook): LanguageWriter {
  return (brief, random) => {
    const product = nativeProduct(brief.text(PRODUCT, book.defaultProduct));
    const audience = brief.text(AUDIENCE, "");
    const listed = splitNativeList(brief.text(BENEFITS, ""));
    const offer = brief.text(OFFER, "");
    const offerIs = nativeOfferKind(product.full);
    const nativeKind = NATIVE_OFFER.find(([pattern]) => pattern.test(offer.normalize("NFC")))?.[1];
    const kind: ButtonKind =
      nativeKind === "free" ? freeButton(offerIs) : (nativeKind ?? buttonKind(offer, offerIs));
    const benefits = listed.length > 0 ? listed : [book.defaultBenefit(product.noun)];
    const slots: LandingSlots = {
      product,
      audience,
      core: nativeAudienceCore(audience),
      audienceInName: audience !== "" && product.full.includes(possessive(audience)),
      benefits,
      listed,
      offer,
      button: book.buttons[kind],
      kind: offerIs,
      food: isFood(product.full),
      lesson: classKind(offerIs, product.full) !== undefined,
    };
    const headline = random.pick(book.headlines)(slots);
    const steps = book.steps(slots);
    const closing = random.pick(book.closings)(slots);
    return blocks(
      book.heroHeading,
      book.headline(headline.split(" ").length > 10 ? truncateName(headline, 70) : headline),
      book.subheadline(slots),
      book.button(slots.button),
      book.underButton(offer),
      book.problemHeading,
      book.problem({ ...slots, ending: random.pick(book.problemEndings) }),
      book.benefitsHeading,
      ...benefits
        .slice(0, 3)
        .map((benefit) =>
          blocks(
            book.benefitTitle(truncateName(benefit, BENEFIT_TITLE_MAX)),
            book.benefitBody({ benefit, known: nativeBenefit(benefit, book.language) }),
          ),
        ),
      book.howHeading,
      numbered(steps),
      book.proofHeading,
      bullets(book.proof(offerIs)),
      book.offerHeading,
      book.offerLine(slots),
      book.faqHeading,
      book
        .faq({
          ...slots,
          start: steps.map((step) => step.replace(/^\*\*[^*]+\*\*\s*/u, "")).join(" "),
        })
        .join("\n\n"),
      book.finalHeading,
      book.final({ closing, button: slots.button }),
    );
  };
}
