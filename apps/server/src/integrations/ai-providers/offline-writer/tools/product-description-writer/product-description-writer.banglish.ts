import { banglishPossessive } from "../../kit/bangla-kit.ts";
import { inBanglish, nativeList } from "../../kit/bangla-copy-kit.ts";
import { sentenceCase } from "../../kit/text-kit.ts";
import { nativeProductDescriptionWriter } from "./product-description-writer.native.ts";

/** An input at the start of a sentence, romanised and capitalised. */
const opening = (text: string) => sentenceCase(inBanglish(text));

/**
 * A product description in Banglish: the Bangla book's copy as Facebook shops type it in Latin
 * letters, the user's Bangla product, features and audience romanised.
 */
export const productDescriptionBanglish = nativeProductDescriptionWriter({
  language: "banglish",
  defaultProduct: "amader product",
  fullStop: ".",
  heading: (product) => `# ${opening(product)}`,
  genericBenefits: [
    "matha theke ekta chinta kome",
    "prothom din thekei parthokko ta chokhe porbe",
    "rojkar byabohar hoy aro shohoj",
    "shudhu dekhanor jonno noy, kajer jonnoi rakha",
  ],
  shortDescription: ({ product, features, audience, audienceInName }) =>
    [
      features.length > 0
        ? `${opening(product.full)}: ${nativeList(features.map(inBanglish), "banglish")}.`
        : `${opening(product.full)}.`,
      audience && !audienceInName
        ? `${sentenceCase(banglishPossessive(audience))} jonno banano.`
        : "",
    ]
      .filter(Boolean)
      .join(" "),
  shortDescriptionLine: (counted) => `**Short description:** ${counted}`,
  descriptionHeading: "## Bibaron",
  openers: [
    ({ product }) => `${sentenceCase(banglishPossessive(product.full))} shathe porichito hon.`,
    ({ product, audience, audienceInName }) =>
      audience && !audienceInName
        ? `${sentenceCase(banglishPossessive(audience))} kotha bhebei banano: ${inBanglish(product.full)}.`
        : `Rojkar byaboharer kotha bhebei banano: ${inBanglish(product.full)}.`,
    ({ product, audience, audienceInName }) =>
      audience && !audienceInName
        ? `${opening(product.full)}, banano hoyechhe ${banglishPossessive(audience)} rojkar dorkar mathay rekhe.`
        : `${opening(product.full)}, banano hoyechhe rojkar dorkar mathay rekhe.`,
  ],
  whatYouGet: ({ features }) =>
    `Ja pachchhen: ${nativeList(features.map(inBanglish), "banglish")}.`,
  benefitSentence: (benefit) => `${sentenceCase(benefit)}.`,
  detailOpeners: [
    "Protiti khutinatir pechhone karon achhe.",
    "Ekhane kichhui shudhu dekhanor jonno noy.",
    "Ashol kaj ta kore chhoto chhoto khutinati.",
  ],
  featureSentence: ({ feature, benefit }) => `${opening(feature)}, tai ${benefit}.`,
  differencePlaceholder:
    "[Apnar ta kothay alada, ek line-e likhun: jemon kothay toiri ba kivabe quality jachai kora hoy.]",
  featuresHeading: "## Mul boishishto",
  featureItem: ({ feature, benefit }) => `- **${opening(feature)}** — ${benefit}`,
  noFeatures:
    "- [Ekhane product-er boishishtogulo likhun, protiti line-e ekta; protitir pashe tar shubidha boshbe.]",
  whoHeading: "## Kader jonno",
  who: [
    ({ audience, product }) =>
      `${audience ? `${opening(audience)} — ar j` : "J"}ara jhamela chharai bhalo ${inBanglish(product.noun)} chan, tader shobar jonno.`,
    ({ audience, product }) =>
      `${audience ? `${opening(audience)} — ar j` : "J"}ara rojkar dhokol shamlate pare emon ${inBanglish(product.noun)} khujchhen, tader shobar jonno.`,
    ({ audience, product }) =>
      `${audience ? `${opening(audience)} — ar j` : "J"}ara chan ${inBanglish(product.noun)} hok bastob jiboner shathe manansoi, tader shobar jonno.`,
  ],
  closers: [
    ({ product }) => `Ajkei ${inBanglish(product.short)} order korun.`,
    ({ product }) => `${opening(product.short)} ekhoni cart-e add korun.`,
    () => "Pochhondo hole order korte page-e inbox korun.",
    ({ product }) =>
      `${opening(product.short)} bechhe nin, parthokko ta ter paben prothom din thekei.`,
  ],
  softwareClosers: [
    ({ product }) => `Ajkei ${inBanglish(product.short)} try kore dekhun.`,
    () => "Kivabe kaj kore jante page-e inbox korun, amra dekhiye debo.",
    ({ product }) =>
      `${opening(product.short)} diye shuru korun, parthokko ta ter paben prothom din thekei.`,
  ],
  service: {
    genericBenefits: [
      "damer moddhei, alada kore kichhu byabostha korte hobe na",
      "apnake alada kore bhabte hobe na",
      "shuru theke shesh porjonto amrai dekhi",
      "shurur agei dame thik kora thake",
    ],
    differencePlaceholder:
      "[Apnar ta kothay alada, ek line-e likhun: jemon kaj ta ke koren, ki ki thakchhe ba kotokkhon lage.]",
    closers: [
      ({ product }) => `Ajkei ${inBanglish(product.short)} book korun.`,
      () => "Kobe khali achhe jante page-e inbox korun.",
      ({ product }) => `${opening(product.short)} bechhe nin, parthokko ta nijei dekhe nin.`,
    ],
  },
});
