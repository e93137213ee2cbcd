import { bengaliDigits, possessive } from "../../kit/bangla-kit.ts";
import { nativeThumbnailWriter } from "./thumbnail-title-generator.native.ts";

/**
 * Thumbnail text and titles written natively in Bangla, as Bangladeshi YouTube and Facebook video
 * creators put them on screen: a few big words, a number when the topic has one.
 */
export const thumbnailsBn = nativeThumbnailWriter({
  language: "bn",
  defaultTopic: "আপনার ভিডিও",
  defaultWord: "এটা",
  shown: (text) => text,
  angles: {
    number: "সংখ্যা",
    curiosity: "কৌতূহল",
    warning: "সতর্কতা",
    benefit: "সুবিধা",
    audience: "দর্শক",
    contrast: "তুলনা",
    checklist: "চেকলিস্ট",
  },
  candidates: ({ head, number, audience }) => ({
    number: number ? [number, `${number} এড়িয়ে চলুন`, `${number}: দেখে নিন`] : [],
    curiosity: ["যা ভাবছেন তা নয়", `${head}?`, `${head} নিয়ে সত্যিটা`, "শেষ পর্যন্ত দেখুন"],
    warning: ["এই ভুলটা করবেন না", "একটু সাবধান", "এটা আর করবেন না"],
    benefit: ["এর বদলে এটা করুন", "সহজ সমাধান", "এভাবে করলেই হবে"],
    audience: audience ? [`${audience}, এটা দেখুন`, `${possessive(audience)} জন্য`] : [],
    contrast: ["আগে বনাম পরে", "ভুল বনাম ঠিক", "মিথ বনাম সত্যি"],
    checklist: ["এক নজরে চেকলিস্ট", "টিপসটা সেভ করুন"],
  }),
  heading: "## থাম্বনেইলের লেখা",
  note: ({ words, max }) =>
    `প্রতিটি সর্বোচ্চ ${bengaliDigits(String(words))} শব্দ আর ${bengaliDigits(String(max))} অক্ষরের, যাতে ফোনের ছোট স্ক্রিনেও এক নজরে পড়া যায়।`,
  item: ({ counted, angle }) => `${counted} · ${angle}`,
  titlesHeading: "## মানানসই ভিডিও টাইটেল",
  titles: ({ topic, audience }) => [
    topic,
    `${topic} (শুরুর আগে দেখে নিন)`,
    ...(audience ? [`${topic}: ${possessive(audience)} যা জানা দরকার`] : []),
    `${topic}, সহজ ভাষায়`,
    `${topic} | সহজ, সৎ গাইড`,
  ],
  designHeading: "## ডিজাইন নোট",
  design: [
    "কড়া কনট্রাস্ট: গাঢ় অংশে হালকা লেখা (বা উল্টোটা), চারপাশে মোটা আউটলাইন।",
    "একটাই ফোকাস: টাইটেলের আবেগ বোঝায় এমন একটা মুখ, নয়তো পণ্যটা; দুটো ছোট করে একসাথে নয়।",
    "নিচের ডান কোণ ফাঁকা রাখুন; ভিডিওর সময় ওখানেই দেখায়।",
  ],
  audienceNote: (audience) => `এমন মুখ বা দৃশ্য বেছে নিন, যা দেখে ${audience} নিজেদের চিনতে পারেন।`,
});
