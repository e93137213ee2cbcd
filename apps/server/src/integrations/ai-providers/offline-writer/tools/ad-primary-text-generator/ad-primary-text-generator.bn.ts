import { bengaliDigits, possessive } from "../../kit/bangla-kit.ts";
import { banglaStop, productLadder, yourFor } from "../../kit/bangla-copy-kit.ts";
import {
  nativePrimaryTextWriter,
  type PrimaryTextNativeSlots,
} from "./ad-primary-text-generator.native.ts";

/** "X: সুবিধা।" with a benefit, "এখন পাওয়া যাচ্ছে X।" without. */
const is = (name: string, benefit: string) =>
  benefit ? banglaStop(`${name}: ${benefit}`) : `এখন পাওয়া যাচ্ছে ${name}।`;

/** "X: সুবিধা।" after a verb ("এসে গেছে …", "দেখুন …"), "X।" without a benefit. */
const called = (name: string, benefit: string) =>
  banglaStop(benefit ? `${name}: ${benefit}` : name);

/** "ঢাকার তরুণদের জন্যই বানানো।", or nothing when the name already says it or no one is named. */
const forWho = ({ namesAudience }: PrimaryTextNativeSlots, who: string) =>
  who && !namesAudience ? `${possessive(who)} জন্যই বানানো।` : "";

/** The product as typed, or its short name when the name already says who it is for. */
const named = ({ product, namesAudience }: PrimaryTextNativeSlots) =>
  namesAudience ? product.short : product.full;

const head = ({ product }: PrimaryTextNativeSlots) =>
  product.noun.split(" ").at(-1) ?? product.noun;

/**
 * Primary text for Facebook and Instagram ads, written natively in Bangla as Bangladeshi pages
 * run them: the product and its benefit up front, আপনি to the customer, an inbox or button ask.
 */
export const primaryTextBn = nativePrimaryTextWriter({
  language: "bn",
  defaultProduct: "আমাদের নতুন পণ্য",
  ctas: {
    goods: [
      "এখনই অর্ডার করুন।",
      "অর্ডার করতে ইনবক্স করুন 📩",
      "বিস্তারিত জানতে নিচের বাটনে চাপ দিন।",
      "আজই আপনারটা অর্ডার করে ফেলুন।",
    ],
    software: [
      "আজই ট্রাই করে দেখুন।",
      "কীভাবে কাজ করে জানতে ইনবক্স করুন 📩",
      "বিস্তারিত জানতে নিচের বাটনে চাপ দিন।",
      "আজই শুরু করে ফেলুন।",
    ],
    service: [
      "আজই বুক করুন।",
      "বুকিং দিতে ইনবক্স করুন 📩",
      "বিস্তারিত জানতে নিচের বাটনে চাপ দিন।",
      "আজই বুকিং দিয়ে ফেলুন।",
    ],
  },
  shortHeading: (max) => `## ছোট (সর্বোচ্চ ${bengaliDigits(String(max))} অক্ষর)`,
  shortNote: "ফিডে “আরও দেখুন”-এর আগেই পুরো লেখাটা দেখা যাবে।",
  shortOptions: (slots) => {
    const { product, audience, core, benefit, first, ctas } = slots;
    const your = (who: string) => yourFor(who, "bn");
    return [
      productLadder(slots, { is, forWho }, { wide: audience, narrow: core }).map(
        (line) => `${line} ${ctas[0]}`,
      ),
      audience
        ? [
            `${audience}, ${your(audience)} জন্য এসে গেছে ${called(product.short, benefit)} ${ctas[1]}`,
            `${core}, ${your(core)} জন্য এসে গেছে ${called(product.short, benefit)} ${ctas[1]}`,
            `${core}, ${your(core)} জন্য এসে গেছে ${called(product.short, first)} ${ctas[1]}`,
            `${core}, ${your(core)} জন্য এসে গেছে ${product.short}। ${ctas[1]}`,
          ]
        : [
            `মনের মতো ${head(slots)} খুঁজছিলেন? দেখুন ${called(product.short, benefit)} ${ctas[1]}`,
            `মনের মতো ${head(slots)} খুঁজছিলেন? দেখুন ${called(product.short, first)} ${ctas[1]}`,
            `মনের মতো ${head(slots)} খুঁজছিলেন? দেখুন ${product.short}। ${ctas[1]}`,
          ],
      benefit
        ? [
            `${banglaStop(benefit)} এটাই ${product.short}। ${ctas[2]}`,
            `${banglaStop(first)} এটাই ${product.short}। ${ctas[2]}`,
            `এটাই ${product.short}। ${ctas[2]}`,
          ]
        : core && !slots.namesAudience
          ? [`${forWho(slots, core)} এটাই ${product.short}। ${ctas[2]}`]
          : [`${product.short}: একবার ব্যবহার করলেই পার্থক্যটা বুঝবেন। ${ctas[2]}`],
    ];
  },
  mediumHeading: "## মাঝারি (২–৩ বাক্য)",
  medium: (slots) => {
    const { product, audience, benefit, emoji, ctas } = slots;
    return [
      audience
        ? `${emoji} ${audience}, এই পোস্টটা ${yourFor(audience, "bn")} জন্য। ${is(named(slots), benefit)} ${ctas[3]}`
        : `${emoji} ${is(product.full, benefit)} একবার ব্যবহার করলেই পার্থক্যটা বুঝবেন। ${ctas[3]}`,
      `রোজকার ব্যস্ততায় তাল মিলিয়ে চলবে, এমন ${head(slots)} খুঁজছেন? তাহলে দেখুন ${called(named(slots), benefit)} ${forWho(slots, audience)} ${ctas[0]}`,
    ];
  },
  longHeading: "## লম্বা (গল্পের ঢঙে)",
  long: (slots) => {
    const { product, audience, clauses, emoji, ctas } = slots;
    return [
      `${emoji} ${audience ? `${possessive(audience)} কথা ভেবেই` : "রোজকার দরকারের কথা ভেবেই"} আমরা বানিয়েছি ${product.short}।`,
      "",
      `আমরা জানি, মনের মতো ${head(slots)} খুঁজে পাওয়া কতটা ঝামেলার। তাই প্রতিটি খুঁটিনাটিতে যত্ন নিয়েছি।`,
      "",
      ...(clauses.length > 0
        ? clauses.map(({ clause, gives }) => `✅ ${clause}${gives ? ` — ${gives}` : ""}`)
        : ["✅ [আপনার সবচেয়ে বড় সুবিধাটা লিখুন]", "✅ [দ্বিতীয় একটা সুবিধা লিখুন]"]),
      "",
      `${product.full} এখন পাওয়া যাচ্ছে। ${ctas[1]}`,
    ];
  },
});
