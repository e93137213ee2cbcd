import { bengaliDigits, possessive } from "../../kit/bangla-kit.ts";
import {
  nativeAdHeadlineWriter,
  type AdHeadlineNativeBook,
} from "./ad-headline-generator.native.ts";

/**
 * Ad headlines written natively in Bangla, as Bangladeshi shops run them on Google and Facebook:
 * short, no exclamation marks (Google refuses them), the product and the audience in their own words.
 */
export const adHeadlineBookBn: AdHeadlineNativeBook = {
  language: "bn",
  defaultProduct: "আমাদের পণ্য",
  angles: {
    benefit: "সুবিধা",
    audience: "ক্রেতা",
    product: "পণ্য",
    question: "প্রশ্ন",
    cta: "অ্যাকশন",
  },
  candidates: ({ product, benefits, describes, head, audience, kind }) => {
    const service = kind === "service";
    const [first, second] = benefits;
    const longest = [...benefits].sort((a, b) => [...b].length - [...a].length)[0];
    return {
      benefit: [
        ...(first ? [second ? `${first} আর ${second}` : first] : []),
        ...(first && describes ? [`${first} ${product.short}`, `${first} ${head}`] : []),
        ...(first && second ? [`${product.short}: ${first} আর ${second}`] : []),
        ...(longest && longest !== first && longest.includes(" ") ? [longest] : []),
      ],
      audience: audience
        ? [
            `${possessive(audience)} জন্য বানানো`,
            `${possessive(audience)} জন্য ${product.short}`,
            `${possessive(audience)} রোজকার সঙ্গী`,
            `${audience}, দেখুন ${product.short}`,
            `${audience}, এটা আপনাদের জন্য`,
          ]
        : [],
      product: [
        `কেন ${product.short}?`,
        `${product.short} কেন বেছে নেবেন?`,
        `${product.short}: এক নজরে`,
        ...(service
          ? [`${possessive(product.short)} বুকিং চলছে`, `${possessive(head)} বুকিং চলছে`]
          : [`${product.short} এখন অনলাইনে`, `${head} এখন অনলাইনে`]),
        product.full,
      ],
      question: [
        `${product.noun} খুঁজছেন?`,
        `মনের মতো ${head} খুঁজছেন?`,
        ...(first && describes ? [`${first} ${head} খুঁজছেন?`] : []),
        `${product.short} ট্রাই করেছেন?`,
        "এখনো আপস করছেন?",
      ],
      cta: {
        goods: [
          `আজই ${product.short} অর্ডার করুন`,
          `অনলাইনে ${product.short} কিনুন`,
          `${product.short} ট্রাই করে দেখুন`,
          `আপনার ${head} বেছে নিন আজই`,
          "ঘরে বসেই অর্ডার করুন",
          "আজই অর্ডার করুন",
        ],
        // An app, a tool, an online course: tried and started, never ordered.
        software: [
          `আজই ${product.short} ট্রাই করুন`,
          `${product.short} দিয়ে শুরু করুন`,
          `${product.short} ট্রাই করে দেখুন`,
          "কীভাবে কাজ করে দেখুন",
          "আজই শুরু করুন",
        ],
        service: [
          `আজই ${product.short} বুক করুন`,
          `${possessive(product.short)} বুকিং নিশ্চিত করুন`,
          "আপনার স্লট বুক করুন আজই",
          "খালি স্লট জেনে নিন",
          "আজই বুক করুন",
        ],
      }[kind],
    };
  },
  googleHeading: (max) => `## গুগল অ্যাডসের হেডলাইন (সর্বোচ্চ ${bengaliDigits(String(max))} অক্ষর)`,
  googleNote: ({ product, max }) =>
    `**পণ্য:** ${product}  \nপ্রতিটি হেডলাইন স্পেসসহ ${bengaliDigits(String(max))} অক্ষরের মধ্যে, তাই গুগলের রেসপন্সিভ সার্চ অ্যাডে সরাসরি বসানো যাবে। গুগল হেডলাইনে বিস্ময়চিহ্ন নেয় না, তাই কোথাও সেটা রাখা হয়নি।`,
  metaHeading: (max) =>
    `## ফেসবুক ও ইনস্টাগ্রামের হেডলাইন (সর্বোচ্চ ${bengaliDigits(String(max))} অক্ষর)`,
  item: ({ counted, angle }) => `${counted} · ${angle}`,
  testHeading: "## আগে এগুলো টেস্ট করুন",
  testItem: ({ headline, angle, audience }) => {
    const who = audience || "আপনার ক্রেতারা";
    const whose = audience ? possessive(audience) : "ক্রেতাদের";
    const lesson: Record<typeof angle, string> = {
      benefit: `সরাসরি সুবিধার কথা বলে। এটা জিতলে বুঝবেন, ${who} আগে জানতে চান পণ্যটা তাঁদের কী কাজে লাগবে।`,
      audience: `ক্রেতাকে সরাসরি ডাকে। এটা জিতলে বুঝবেন, “এটা আমার জন্যই” অনুভূতিটাই ${whose} কাছে সবচেয়ে জরুরি।`,
      product: `পণ্যের নামটাই সামনে রাখে। এটা জিতলে বুঝবেন, ${who} নামটা চেনেন বা আগে থেকেই খুঁজছেন।`,
      question: `প্রশ্ন দিয়ে কৌতূহল জাগায়। এটা জিতলে বুঝবেন, ${who} নিজের দরকারের কথা শুনলে থামেন।`,
      cta: `সরাসরি বলে দেয় কী করতে হবে। এটা জিতলে বুঝবেন, ${who} কেনার জন্য প্রায় তৈরি।`,
    };
    return `**${headline}** — ${lesson[angle]}`;
  },
};

export const adHeadlinesBn = nativeAdHeadlineWriter(adHeadlineBookBn);
