import { agree, joinNatural, sentenceCase, someOf } from "../../kit/text-kit.ts";
import type { ProductDescriptionPhrases } from "./product-description-writer.writer.ts";

export const productDescriptionEn: ProductDescriptionPhrases = {
  defaultProduct: "This product",
  defaultAudience: "everyday use",
  genericBenefits: [
    "one less thing to think about",
    "a detail you notice from the first day",
    "everyday use made easier",
    "there for a reason, not for show",
  ],
  shortDescription: ({ product, features, audience }) =>
    `${sentenceCase(product)}${features.length > 0 ? ` with ${joinNatural(features)}` : ""}, made for ${audience}`,
  fullStop: ".",
  shortDescriptionLine: (counted) => `**Short description:** ${counted}`,
  descriptionHeading: "## Description",
  openers: [
    ({ product, audience }) => `Meet ${product}, made for ${audience}.`,
    ({ product, audience }) => `Made for ${audience}: ${product}.`,
    ({ product, audience }) => `${sentenceCase(product)}, designed around ${audience}.`,
  ],
  whatYouGet: (features) => `What you get: ${joinNatural(features)}.`,
  benefitSentence: (benefit) => `${sentenceCase(benefit)}.`,
  detailOpeners: [
    "Every detail is there for a reason.",
    "Nothing here is just for show.",
    "The details do the work.",
  ],
  featureSentence: ({ feature, benefit }) => `${sentenceCase(feature)}: ${benefit}.`,
  differencePlaceholder:
    "[Add one line on what makes yours different, such as where it is made or how it is tested.]",
  featuresHeading: "## Key features",
  featureItem: ({ feature, benefit }) => `- **${sentenceCase(feature)}** — ${benefit}`,
  noFeatures: "- [List the product's features here, one per line, and each will get a benefit.]",
  whoHeading: "## Who it's for",
  who: [
    ({ audience, noun }) =>
      `Made for ${audience}, and for anyone who wants ${someOf(noun)} built around real, everyday use.`,
    ({ audience, noun }) =>
      `Made for ${audience}, and for anyone who wants ${someOf(noun)} that ${agree(noun, "keeps", "keep")} up with real life.`,
    ({ audience, noun }) =>
      `Made for ${audience}, and for anyone who wants ${someOf(noun)} without the fuss.`,
  ],
  closers: [
    (product) => `Add ${product} to your cart today.`,
    (product) => `Order ${product} today.`,
    (product) => `Choose ${product} and feel the difference from day one.`,
  ],
  softwareClosers: [
    (product) => `Try ${product} today.`,
    () => "Message us and we'll show you how it works.",
    (product) => `Start with ${product} and feel the difference from day one.`,
  ],
  service: {
    genericBenefits: [
      "included, with nothing extra to arrange",
      "one less thing to arrange yourself",
      "taken care of from start to finish",
      "part of the price, agreed before we start",
    ],
    differencePlaceholder:
      "[Add one line on what makes yours different, such as who does the work, what's included or how long it takes.]",
    closers: [
      (product) => `Book ${product} today.`,
      () => "Message us to see what's open.",
      (product) => `Choose ${product} and see the difference for yourself.`,
    ],
  },
};
