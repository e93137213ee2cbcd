import { AUDIENCE, PRODUCT } from "../../kit/brief.ts";
import {
  asOurs,
  benefitOf,
  offerKind,
  productParts,
  productWithoutAudience,
} from "../../kit/copy-kit.ts";
import {
  blocks,
  counted,
  endSentence,
  lowerFirst,
  sentenceCase,
  splitList,
  trimToSentences,
} from "../../kit/text-kit.ts";
import type { Writer } from "../../kit/tool-writer.ts";

/** A product page: a short description, two paragraphs, features with benefits, who it's for. */

export type ProductDescriptionPhrases = {
  defaultProduct: string;
  defaultAudience: string;
  /** For features whose words suggest no benefit; used in random order. */
  genericBenefits: readonly string[];
  /** The short description without its closing punctuation (it may be cut to fit). */
  shortDescription: (slots: {
    product: string;
    features: readonly string[];
    audience: string;
  }) => string;
  fullStop: string;
  shortDescriptionLine: (counted: string) => string;
  descriptionHeading: string;
  openers: readonly ((slots: { product: string; audience: string }) => string)[];
  whatYouGet: (features: readonly string[]) => string;
  benefitSentence: (benefit: string) => string;
  detailOpeners: readonly string[];
  featureSentence: (slots: { feature: string; benefit: string }) => string;
  differencePlaceholder: string;
  featuresHeading: string;
  featureItem: (slots: { feature: string; benefit: string }) => string;
  noFeatures: string;
  whoHeading: string;
  who: readonly ((slots: { audience: string; noun: string }) => string)[];
  closers: readonly ((product: string) => string)[];
  /** For software: closers that ask to try it or start, never to order it or fill a cart. */
  softwareClosers: readonly ((product: string) => string)[];
  /** For a service: what sets it apart, and closers that ask to book rather than to order. */
  service: {
    differencePlaceholder: string;
    closers: readonly ((product: string) => string)[];
    /** A service's benefits for features whose words suggest none (nothing to arrange). */
    genericBenefits: readonly string[];
  };
};

/** The fields a product's features are read from, most specific first. */
export const FEATURES = ["key_features", "key_benefits", "key_benefit"] as const;

/** Marketplaces cut short descriptions at about 160 characters. */
const SHORT_DESCRIPTION_MAX = 159;

export const writeProductDescription: Writer<ProductDescriptionPhrases> = ({
  brief,
  random,
  phrases,
  kit,
}) => {
  const audience = lowerFirst(brief.text(AUDIENCE, phrases.defaultAudience));
  const product = productWithoutAudience(brief.text(PRODUCT, phrases.defaultProduct), audience);
  const features = splitList(brief.text(FEATURES, ""));
  const parts = productParts(product);
  const kind = offerKind(product);
  const booked = kind === "service";
  const genericBenefits = random.shuffle(
    booked ? phrases.service.genericBenefits : phrases.genericBenefits,
  );
  const benefitFor = (feature: string, index: number) =>
    benefitOf(feature, kit.copy) ?? genericBenefits[index % genericBenefits.length] ?? "";
  const featureSummary = features.slice(0, 3).map((feature) => lowerFirst(feature));
  const firstBenefit = features.map((feature) => benefitOf(feature, kit.copy)).find(Boolean);
  // In a sentence, a product named by what it is reads "our …" (the heading keeps the name).
  const said = asOurs(product);
  const shortDescription = trimToSentences(
    phrases.shortDescription({ product: said, features: featureSummary, audience }),
    SHORT_DESCRIPTION_MAX,
  );
  const opener = random.pick(phrases.openers)({ product: said, audience });
  const closer = random.pick(
    { goods: phrases.closers, software: phrases.softwareClosers, service: phrases.service.closers }[
      kind
    ],
  )(asOurs(parts.short));
  // The feature the detail line shows: one whose benefit the description has not said yet.
  const detailFeature =
    features.find((feature) => {
      const benefit = benefitOf(feature, kit.copy);
      return benefit !== undefined && benefit !== firstBenefit;
    }) ?? features[0];
  return blocks(
    `# ${sentenceCase(product)}`,
    phrases.shortDescriptionLine(
      counted(endSentence(shortDescription, phrases.fullStop), kit.text),
    ),
    phrases.descriptionHeading,
    [
      opener,
      featureSummary.length > 0 && phrases.whatYouGet(featureSummary),
      firstBenefit && phrases.benefitSentence(firstBenefit),
    ]
      .filter(Boolean)
      .join(" "),
    [
      random.pick(phrases.detailOpeners),
      detailFeature &&
        phrases.featureSentence({
          feature: detailFeature,
          benefit: benefitFor(detailFeature, features.indexOf(detailFeature)),
        }),
      booked ? phrases.service.differencePlaceholder : phrases.differencePlaceholder,
    ]
      .filter(Boolean)
      .join(" "),
    phrases.featuresHeading,
    features.length > 0
      ? features
          .map((feature, index) =>
            phrases.featureItem({ feature, benefit: benefitFor(feature, index) }),
          )
          .join("\n")
      : phrases.noFeatures,
    phrases.whoHeading,
    random.pick(phrases.who)({ audience, noun: parts.noun }),
    closer,
  );
};
