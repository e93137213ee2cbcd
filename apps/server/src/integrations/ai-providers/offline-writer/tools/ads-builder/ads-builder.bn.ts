import { bengaliDigits, possessive } from "../../kit/bangla-kit.ts";
import { banglaStop, productLadder, yourFor } from "../../kit/bangla-copy-kit.ts";
import { adHeadlineBookBn } from "../ad-headline-generator/ad-headline-generator.bn.ts";
import type { OfferKind } from "../../kit/copy-kit.ts";
import {
  nativeAdsBuilderWriter,
  type AdsNativeSlots,
  type MetaButton,
} from "./ads-builder.native.ts";

/** "X: সুবিধা।" with a benefit, "এখন পাওয়া যাচ্ছে X।" without. */
const is = (name: string, benefit: string) =>
  benefit ? banglaStop(`${name}: ${benefit}`) : `এখন পাওয়া যাচ্ছে ${name}।`;

/** "X: সুবিধা।" after a verb ("এসে গেছে …", "দেখুন …"), "X।" without a benefit. */
const called = (name: string, benefit: string) =>
  banglaStop(benefit ? `${name}: ${benefit}` : name);

/** "ঢাকার তরুণদের জন্যই বানানো।", or nothing when the name already says it or no one is named. */
const forWho = ({ namesAudience }: AdsNativeSlots, who: string) =>
  who && !namesAudience ? `${possessive(who)} জন্যই বানানো।` : "";

/** The step each button asks for, as the Google ad says it. */
const ACTIONS: Readonly<Record<Exclude<MetaButton, "getOffer">, string>> = {
  bookNow: "আজই অনলাইনে বুক করুন",
  signUp: "আজই অনলাইনে সাইন আপ করুন",
  learnMore: "আজই বিস্তারিত জেনে নিন",
  shopNow: "আজই অনলাইনে অর্ডার করুন",
};

/** What the button asks for; taking an offer is an order only for goods. */
const actionOf = (button: MetaButton, kind: OfferKind) =>
  button === "getOffer"
    ? {
        goods: "আজই অনলাইনে অর্ডার করুন",
        software: "আজই অফারটা নিয়ে নিন",
        service: "আজই অফারে বুক করুন",
      }[kind]
    : ACTIONS[button];

/**
 * A Meta ad set and a Google search ad written natively in Bangla, as Bangladeshi shops run them:
 * the offer in its own line with 🎁, the button Facebook shows in Bangla, every line in its limit.
 */
export const adsBuilderBn = nativeAdsBuilderWriter({
  language: "bn",
  defaultProduct: "আমাদের নতুন পণ্য",
  headlines: adHeadlineBookBn,
  offerHeadlines: ({ offer, offerShort, product }) => [
    offer,
    offerShort,
    `${product.short}: ${offer}`,
  ],
  buttons: {
    bookNow: { label: "এখনই বুক করুন", why: "অফারটা একটা অ্যাপয়েন্টমেন্ট বা ডেমো।" },
    getOffer: { label: "অফার নিন", why: "বিজ্ঞাপনের শুরুতেই ছাড়ের কথা।" },
    signUp: { label: "সাইন আপ করুন", why: "পরের ধাপ একটা অ্যাকাউন্ট খোলা।" },
    learnMore: { label: "আরও জানুন", why: "কেনার আগে মানুষ সাধারণত একটু পড়ে দেখতে চান।" },
    shopNow: { label: "এখনই কিনুন", why: "বিজ্ঞাপন দেখেই সরাসরি কিনে ফেলা যায়।" },
  },
  buttonNote: "বাটনের লেখা ফেসবুক নিজেই দেখায়, যিনি যে ভাষায় ফেসবুক চালান সেই ভাষায়।",
  primaryTexts: (slots) => {
    const { product, audience, fullAudience, benefit, first, head } = slots;
    const your = yourFor(audience, "bn");
    return [
      productLadder(slots, { is, forWho }, { wide: fullAudience, narrow: audience }),
      audience
        ? [
            `${audience}, ${your} জন্য এসে গেছে ${called(product.short, benefit)}`,
            `${audience}, ${your} জন্য এসে গেছে ${called(product.short, first)}`,
            `${audience}, ${your} জন্য এসে গেছে ${product.short}।`,
          ]
        : [
            `মনের মতো ${head} খুঁজছিলেন? দেখুন ${called(product.short, benefit)}`,
            `মনের মতো ${head} খুঁজছিলেন? দেখুন ${called(product.short, first)}`,
            `মনের মতো ${head} খুঁজছিলেন? দেখুন ${product.short}।`,
          ],
      benefit
        ? [
            `${banglaStop(benefit)} এটাই ${product.short}।`,
            `${banglaStop(first)} এটাই ${product.short}।`,
          ]
        : [`রোজকার দিনের সাথে মানিয়ে চলবে, এমন ${head} খুঁজছেন? দেখুন ${product.short}।`],
    ];
  },
  offerLine: (offer) => `🎁 ${banglaStop(offer)}`,
  buttonLine: (button) => `👉 ${button}`,
  metaDescriptions: (slots) => {
    const { offer, offerShort, audience, namesAudience, benefitSummary, kind, product } = slots;
    return [
      offer,
      offerShort,
      audience && !namesAudience ? `${possessive(audience)} জন্য বানানো` : "",
      benefitSummary,
      `${actionOf(slots.button, slots.kind)}`,
      {
        goods: "ঘরে বসেই অর্ডার করুন",
        software: "কীভাবে কাজ করে দেখুন",
        service: "আজই বুকিং দিন",
      }[kind],
      `${product.short}: বিস্তারিত দেখুন`,
    ];
  },
  googleDescriptions: (slots) => {
    const { product, audience, fullAudience, namesAudience, benefit, first, offer, kind } = slots;
    const act = actionOf(slots.button, slots.kind);
    const choose = {
      goods: "বিস্তারিত দেখে পছন্দেরটা বেছে নিন।",
      software: "কীভাবে কাজ করে, দেখে নিন।",
      service: "কী কী থাকছে দেখে বুক করুন।",
    }[kind];
    return [
      productLadder(slots, { is, forWho }, { narrow: audience }),
      offer
        ? [`${banglaStop(offer)} ${act}।`, banglaStop(offer)]
        : [`${act}, পার্থক্যটা নিজেই দেখুন।`, `${act}।`],
      audience && !namesAudience
        ? [
            `${possessive(fullAudience)} জন্য বানানো। ${choose}`,
            `${possessive(audience)} জন্য বানানো। ${choose}`,
          ]
        : [`${choose} ${product.short} আছে আপনার জন্য।`, choose],
      [
        `${benefit ? `${banglaStop(benefit)} ` : ""}${product.short} মানেই ঝামেলাহীন।`,
        `${first ? `${banglaStop(first)} ` : ""}আজই ট্রাই করুন ${product.short}।`,
        `আজই ট্রাই করুন ${product.short}।`,
      ],
    ];
  },
  metaHeading: "## মেটা বিজ্ঞাপন (ফেসবুক আর ইনস্টাগ্রাম)",
  primaryHeading: "### প্রাইমারি টেক্সট",
  primaryNote: (max) =>
    `প্রতিটির প্রথম লাইন (সর্বোচ্চ ${bengaliDigits(String(max))} অক্ষর) “আরও দেখুন”-এর আগেই মূল কথাটা বলে দেয়।`,
  option: (number) => `**অপশন ${bengaliDigits(String(number))}**`,
  headlinesHeading: (max) => `### হেডলাইন (সর্বোচ্চ ${bengaliDigits(String(max))} অক্ষর)`,
  descriptionsHeading: (max) => `### ডেসক্রিপশন (সর্বোচ্চ ${bengaliDigits(String(max))} অক্ষর)`,
  buttonHeading: "### বাটন",
  buttonChoice: ({ label, why }) => `**${label}**: ${why}`,
  googleHeading: "## গুগল সার্চ অ্যাড",
});
