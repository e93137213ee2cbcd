import { possessive } from "../../kit/bangla-kit.ts";
import { nativeList } from "../../kit/bangla-copy-kit.ts";
import { nativeProductDescriptionWriter } from "./product-description-writer.native.ts";

/**
 * A product description written natively in Bangla, as it reads on Daraz or a Facebook shop:
 * short lines for the phone, each feature with what it means for the buyer, and an order line.
 */
export const productDescriptionBn = nativeProductDescriptionWriter({
  language: "bn",
  defaultProduct: "আমাদের পণ্য",
  fullStop: "।",
  heading: (product) => `# ${product}`,
  genericBenefits: [
    "মাথা থেকে একটা চিন্তা কমে",
    "প্রথম দিন থেকেই পার্থক্যটা চোখে পড়বে",
    "রোজকার ব্যবহার হয় আরও সহজ",
    "শুধু দেখানোর জন্য নয়, কাজের জন্যই রাখা",
  ],
  shortDescription: ({ product, features, audience, audienceInName }) =>
    [
      features.length > 0 ? `${product.full}: ${nativeList(features, "bn")}।` : `${product.full}।`,
      audience && !audienceInName ? `${possessive(audience)} জন্য বানানো।` : "",
    ]
      .filter(Boolean)
      .join(" "),
  shortDescriptionLine: (counted) => `**সংক্ষিপ্ত বিবরণ:** ${counted}`,
  descriptionHeading: "## বিবরণ",
  openers: [
    ({ product }) => `${possessive(product.full)} সাথে পরিচিত হোন।`,
    ({ product, audience, audienceInName }) =>
      audience && !audienceInName
        ? `${possessive(audience)} কথা ভেবেই বানানো: ${product.full}।`
        : `রোজকার ব্যবহারের কথা ভেবেই বানানো: ${product.full}।`,
    ({ product, audience, audienceInName }) =>
      audience && !audienceInName
        ? `${product.full}, বানানো হয়েছে ${possessive(audience)} রোজকার দরকার মাথায় রেখে।`
        : `${product.full}, বানানো হয়েছে রোজকার দরকার মাথায় রেখে।`,
  ],
  whatYouGet: ({ features }) => `যা পাচ্ছেন: ${nativeList(features, "bn")}।`,
  benefitSentence: (benefit) => `${benefit}।`,
  detailOpeners: [
    "প্রতিটি খুঁটিনাটির পেছনে কারণ আছে।",
    "এখানে কিছুই শুধু দেখানোর জন্য নয়।",
    "আসল কাজটা করে ছোট ছোট খুঁটিনাটি।",
  ],
  featureSentence: ({ feature, benefit }) => `${feature}, তাই ${benefit}।`,
  differencePlaceholder:
    "[আপনারটা কোথায় আলাদা, এক লাইনে লিখুন: যেমন কোথায় তৈরি বা কীভাবে মান যাচাই করা হয়।]",
  featuresHeading: "## মূল বৈশিষ্ট্য",
  featureItem: ({ feature, benefit }) => `- **${feature}** — ${benefit}`,
  noFeatures: "- [এখানে পণ্যের বৈশিষ্ট্যগুলো লিখুন, প্রতি লাইনে একটি; প্রতিটির পাশে তার সুবিধা বসবে।]",
  whoHeading: "## কাদের জন্য",
  who: [
    ({ audience, product }) =>
      `${audience ? `${audience} — আর ` : ""}যাঁরা ঝামেলা ছাড়াই ভালো ${product.noun} চান, তাঁদের সবার জন্য।`,
    ({ audience, product }) =>
      `${audience ? `${audience} — আর ` : ""}যাঁরা রোজকার ধকল সামলাতে পারে এমন ${product.noun} খুঁজছেন, তাঁদের সবার জন্য।`,
    ({ audience, product }) =>
      `${audience ? `${audience} — আর ` : ""}যাঁরা চান ${product.noun} হোক বাস্তব জীবনের সাথে মানানসই, তাঁদের সবার জন্য।`,
  ],
  closers: [
    ({ product }) => `আজই ${product.short} অর্ডার করুন।`,
    ({ product }) => `${product.short} এখনই কার্টে যোগ করুন।`,
    () => "পছন্দ হলে অর্ডার করতে পেজে ইনবক্স করুন।",
    ({ product }) => `${product.short} বেছে নিন, পার্থক্যটা টের পাবেন প্রথম দিন থেকেই।`,
  ],
  softwareClosers: [
    ({ product }) => `আজই ${product.short} ট্রাই করে দেখুন।`,
    () => "কীভাবে কাজ করে জানতে পেজে ইনবক্স করুন, আমরা দেখিয়ে দেব।",
    ({ product }) => `${product.short} দিয়ে শুরু করুন, পার্থক্যটা টের পাবেন প্রথম দিন থেকেই।`,
  ],
  service: {
    genericBenefits: [
      "দামের মধ্যেই, আলাদা করে কিছু ব্যবস্থা করতে হবে না",
      "আপনাকে আলাদা করে ভাবতে হবে না",
      "শুরু থেকে শেষ পর্যন্ত আমরাই দেখি",
      "শুরুর আগেই দামে ঠিক করা থাকে",
    ],
    differencePlaceholder:
      "[আপনারটা কোথায় আলাদা, এক লাইনে লিখুন: যেমন কাজটা কে করেন, কী কী থাকছে বা কতক্ষণ লাগে।]",
    closers: [
      ({ product }) => `আজই ${product.short} বুক করুন।`,
      () => "কবে খালি আছে জানতে পেজে ইনবক্স করুন।",
      ({ product }) => `${product.short} বেছে নিন, পার্থক্যটা নিজেই দেখে নিন।`,
    ],
  },
});
