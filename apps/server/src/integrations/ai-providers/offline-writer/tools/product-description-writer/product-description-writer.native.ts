import { possessive } from "../../kit/bangla-kit.ts";
import {
  nativeAudienceCore,
  nativeBenefit,
  nativeCounted,
  nativeOfferKind,
  nativeProduct,
  splitNativeList,
  type NativeProduct,
} from "../../kit/bangla-copy-kit.ts";
import { AUDIENCE, PRODUCT } from "../../kit/brief.ts";
import type { NativeLanguage } from "../../kit/language.ts";
import { blocks, endSentence, trimToSentences } from "../../kit/text-kit.ts";
import type { LanguageWriter } from "../../kit/tool-writer.ts";
import { FEATURES } from "./product-description-writer.writer.ts";

/**
 * A product page as the Bangla and Banglish books write it (the same copy in two scripts): a
 * listing summary within 160 characters, two short paragraphs, each feature with the benefit its
 * own words support, who it is for, and a call to action.
 */

export type ProductSlots = {
  product: NativeProduct;
  features: readonly string[];
  /** The audience as typed, or "". */
  audience: string;
  /** Whether the product's name already says who it is for ("ঢাকার তরুণদের জন্য …"). */
  audienceInName: boolean;
};

type Sentence = (slots: ProductSlots) => string;

export type ProductDescriptionNativeBook = {
  language: NativeLanguage;
  defaultProduct: string;
  fullStop: string;
  /** The H1: the product as typed (romanised in Banglish). */
  heading: (product: string) => string;
  /** For features whose words suggest no benefit; used in random order. */
  genericBenefits: readonly string[];
  shortDescription: Sentence;
  shortDescriptionLine: (counted: string) => string;
  descriptionHeading: string;
  openers: readonly Sentence[];
  whatYouGet: Sentence;
  benefitSentence: (benefit: string) => string;
  detailOpeners: readonly string[];
  featureSentence: (slots: { feature: string; benefit: string }) => string;
  differencePlaceholder: string;
  featuresHeading: string;
  featureItem: (slots: { feature: string; benefit: string }) => string;
  noFeatures: string;
  whoHeading: string;
  who: readonly Sentence[];
  closers: readonly Sentence[];
  /** For a service: what sets it apart, and closers that ask to book rather than to order. */
  service: {
    differencePlaceholder: string;
    closers: readonly Sentence[];
    /** A service's benefits for features whose words suggest none (nothing to arrange). */
    genericBenefits: readonly string[];
  };
  /** For software: closers that ask to try it or start, never to order it or fill a cart. */
  softwareClosers: readonly Sentence[];
};

/** Marketplaces cut short descriptions at about 160 characters. */
const SHORT_DESCRIPTION_MAX = 159;

export function nativeProductDescriptionWriter(book: ProductDescriptionNativeBook): LanguageWriter {
  return (brief, random) => {
    const product = nativeProduct(brief.text(PRODUCT, book.defaultProduct));
    const kind = nativeOfferKind(product.full);
    const booked = kind === "service";
    // The people, without a clause after them: sentences put a case ending on it.
    const audience = nativeAudienceCore(brief.text(AUDIENCE, ""));
    const features = splitNativeList(brief.text(FEATURES, ""));
    const slots: ProductSlots = {
      product,
      features,
      audience,
      audienceInName: audience !== "" && product.full.includes(possessive(audience)),
    };
    const generic = random.shuffle(booked ? book.service.genericBenefits : book.genericBenefits);
    const benefitFor = (feature: string, index: number) =>
      nativeBenefit(feature, book.language) ?? generic[index % generic.length] ?? "";
    const firstBenefit = features
      .map((feature) => nativeBenefit(feature, book.language))
      .find(Boolean);
    const shortDescription = endSentence(
      trimToSentences(book.shortDescription(slots), SHORT_DESCRIPTION_MAX),
      book.fullStop,
    );
    const [firstFeature] = features;
    return blocks(
      book.heading(product.full),
      book.shortDescriptionLine(nativeCounted(shortDescription, book.language)),
      book.descriptionHeading,
      [
        random.pick(book.openers)(slots),
        features.length > 0 && book.whatYouGet(slots),
        firstBenefit && book.benefitSentence(firstBenefit),
      ]
        .filter(Boolean)
        .join(" "),
      [
        random.pick(book.detailOpeners),
        firstFeature &&
          book.featureSentence({ feature: firstFeature, benefit: benefitFor(firstFeature, 0) }),
        booked ? book.service.differencePlaceholder : book.differencePlaceholder,
      ]
        .filter(Boolean)
        .join(" "),
      book.featuresHeading,
      features.length > 0
        ? features
            .map((feature, index) =>
              book.featureItem({ feature, benefit: benefitFor(feature, index) }),
            )
            .join("\n")
        : book.noFeatures,
      book.whoHeading,
      random.pick(book.who)(slots),
      random.pick(
        { goods: book.closers, software: book.softwareClosers, service: book.service.closers }[
          kind
        ],
      )(slots),
    );
  };
}
