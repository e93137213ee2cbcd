import { possessive } from "../../kit/bangla-kit.ts";
import { nativeList } from "../../kit/bangla-copy-kit.ts";
import { nativeLandingWriter } from "./landing-page-copy-generator.native.ts";

/**
 * A landing page written natively in Bangla, as a Bangladeshi brand's product page reads: the
 * customer's wish first, one button repeated, proof and policies left for the owner's real ones.
 */
export const landingPageBn = nativeLandingWriter({
  language: "bn",
  defaultProduct: "আমাদের পণ্য",
  defaultBenefit: (noun) => `রোজকার জীবনে মানানসই ${noun}`,
  buttons: {
    trial: "ফ্রি ট্রায়াল শুরু করুন",
    demo: "ডেমো বুক করুন",
    discount: "ছাড়টা নিন",
    freeSoftware: "ফ্রিতে শুরু করুন",
    freeGoods: "ফ্রিতে নিন",
    freeService: "ফ্রিতে বুক করুন",
    software: "শুরু করুন",
    goods: "এখনই অর্ডার করুন",
    service: "এখনই বুক করুন",
  },
  heroHeading: "## হিরো",
  headlines: [
    ({ product, benefits }) => `${product.short}: ${benefits[0] ?? ""}`,
    ({ product, core, audienceInName }) =>
      core && !audienceInName ? `${possessive(core)} জন্য ${product.noun}` : product.full,
    ({ product, benefits }) => `${product.short}: ${nativeList(benefits.slice(0, 2), "bn")}`,
  ],
  headline: (headline) => `**হেডলাইন:** ${headline}`,
  subheadline: ({ listed, product, audience, audienceInName }) =>
    `**সাবহেডলাইন:** ${listed.length > 0 ? `${nativeList(listed.slice(0, 3), "bn")}: ` : ""}${product.full}${audience && !audienceInName ? `, ${possessive(audience)} জন্য বানানো` : ""}।`,
  button: (button) => `**বাটন:** ${button}`,
  underButton: (offer) =>
    `**বাটনের নিচে:** ${offer || "[ভরসা দেয় এমন এক লাইন, যেমন আপনার আসল ডেলিভারি বা বাতিলের শর্ত]"}`,
  problemHeading: "## সমস্যা",
  problemEndings: [
    "কিন্তু বেশিরভাগ অপশনে একটা পেতে গেলে আরেকটা ছাড়তে হয়।",
    "তাহলে কম নিয়ে মানিয়ে নেবেন কেন?",
    "একটার জন্য আরেকটা ছাড়তে হবে কেন?",
  ],
  problem: ({ benefits, ending, product, audience }) =>
    `আপনার চাওয়াটা খুব সোজা: ${nativeList(benefits.slice(0, 2), "bn")}। ${ending} ${product.short} বানানো হয়েছে, যাতে ${audience ? possessive(audience) : "আপনাকে"} কোনো কিছুতে আপস করতে না হয়।`,
  benefitsHeading: "## সুবিধা",
  benefitTitle: (benefit) => `**${benefit}**`,
  benefitBody: ({ benefit, known }) =>
    `${known ?? `${benefit}, বাড়তি কোনো ঝামেলা ছাড়াই`}। [এর প্রমাণ দেয় এমন একটা নির্দিষ্ট তথ্য যোগ করুন।]`,
  howHeading: "## কীভাবে কাজ করে",
  steps: ({ kind, product, offer, food, lesson }) =>
    lesson
      ? [
          `**${offer || "একটা ট্রায়াল ক্লাস"} দিয়ে শুরু করুন।** অনলাইনে বুক করুন, বা আপনার লক্ষ্য জানিয়ে মেসেজ করুন।`,
          "**ব্যাচে ভর্তি হোন।** সুবিধামতো ক্লাসের সময় বেছে নিন; ফি আর শুরুর তারিখ আমরা নিশ্চিত করে জানাব।",
          "**অনুশীলন করুন, এগিয়ে যান।** ক্লাসে আসুন, অনুশীলন করুন, আর নিজের অগ্রগতি দেখতে থাকুন।",
        ]
      : kind === "service"
        ? [
            "**বুক করুন।** আপনার সুবিধামতো দিন আর সময় বেছে নিন, বা আমাদের মেসেজ করুন।",
            `**নিশ্চিত করুন।** বুকিং আর তাতে ঠিক কী কী থাকছে, আমরা নিশ্চিত করে জানাব${offer ? `; ${offer}` : ""}।`,
            "**বাকিটা আমাদের।** খুঁটিনাটি সব আমরা সামলাব; কেমন লাগল, আপনি জানাবেন।",
          ]
        : kind === "software"
          ? [
              `**সাইন আপ করুন।** ${possessive(product.short)} একটা অ্যাকাউন্ট খুলুন${offer ? ` (${offer})` : ""}।`,
              "**সেট আপ করুন।** আপনার তথ্য দিন, আর যে টুলগুলো এখন ব্যবহার করছেন সেগুলো যুক্ত করুন।",
              "**কাজে লাগান।** পরের কাজেই ব্যবহার করে দেখুন কেমন মানায়।",
            ]
          : [
              `**বেছে নিন।** আপনার পছন্দের ${product.noun.split(" ").at(-1) ?? product.noun} বেছে নিন।`,
              `**অর্ডার করুন।** কয়েক ট্যাপেই অর্ডার হয়ে যাবে${offer ? `; ${offer}` : ""}।`,
              food
                ? "**খেয়ে দেখুন।** স্বাদটা নিন, আর কেমন লাগল আমাদের জানান।"
                : "**ব্যবহার করুন।** রোজ ব্যবহার করুন, আর কেমন লাগল আমাদের জানান।",
            ],
  proofHeading: "## ক্রেতাদের কথা",
  proof: (kind) => [
    "[২–৩ জন আসল ক্রেতার কথা যোগ করুন, নাম আর ছবিসহ, তাঁদের অনুমতি নিয়ে।]",
    `[প্রমাণ দিতে পারবেন এমন একটা আসল সংখ্যা যোগ করুন, যেমন ${
      {
        goods: "কতগুলো অর্ডার ডেলিভারি হয়েছে বা কতজন ক্রেতা কিনেছেন",
        software: "কতজন নিয়মিত ব্যবহার করছেন বা রোজ কতটা সময় বাঁচছে",
        service: "কতজন ক্লায়েন্টের কাজ করেছেন বা কত বছর ধরে করছেন",
      }[kind]
    }।]`,
    "[ক্লায়েন্ট বা সংবাদমাধ্যমের লোগো যোগ করুন, শুধু তাঁরা রাজি থাকলে।]",
  ],
  offerHeading: "## অফার",
  offerLine: ({ offer, button }) =>
    offer ? `${offer}। **[${button}]**` : `[এখানে আপনার আসল অফারটা লিখুন।] **[${button}]**`,
  faqHeading: "## প্রশ্নোত্তর",
  faq: ({ product, audience, listed, start }) => [
    `**${product.short} কাদের জন্য?**  \n${audience ? `${audience}: মূলত তাঁদের কথা ভেবেই বানানো, তবে যাঁরই দরকার, তাঁর জন্যই।` : "[কাদের জন্য বানানো, এক লাইনে লিখুন।]"}`,
    `**কী কী পাচ্ছি?**  \n${listed.length > 0 ? `${nativeList(listed, "bn")}।` : "[কী কী থাকছে, তার তালিকা দিন।]"}`,
    `**কীভাবে শুরু করব?**  \n${start}`,
    "**পছন্দ না হলে কী হবে?**  \n[এখানে আপনার আসল রিটার্ন, রিফান্ড বা বাতিলের নিয়মটা লিখুন।]",
  ],
  finalHeading: "## শেষ কল টু অ্যাকশন",
  closings: [
    ({ core }) => (core ? `${core}, আপনারা তৈরি থাকলে আমরাও তৈরি।` : "আপনি তৈরি থাকলে আমরাও তৈরি।"),
    ({ core }) => (core ? `${core}, এটাই সেই সময়।` : "এটাই সেই সময়।"),
    () => "শুরু করতে একটা ক্লিকই যথেষ্ট।",
  ],
  final: ({ closing, button }) => `${closing} **[${button}]**`,
});
