import { banglishPossessive } from "../../kit/bangla-kit.ts";
import { inBanglish } from "../../kit/bangla-copy-kit.ts";
import { sentenceCase, slugify } from "../../kit/text-kit.ts";
import { blogBookBanglish } from "../blog-content-generator/blog-content-generator.banglish.ts";
import { nativeSeoBlogWriter } from "./1-click-seo-blog-generator.native.ts";

/**
 * A whole SEO article in Banglish: the Bangla book's article as Bangladeshi sites type it in
 * Latin letters, the keyword romanised, its slug in Latin letters.
 */
export const seoBlogBanglish = nativeSeoBlogWriter({
  language: "banglish",
  blog: blogBookBanglish,
  defaultKeyword: "apnar bishoy",
  seoTitles: ({ keyword, audience }) => {
    const kw = sentenceCase(inBanglish(keyword));
    return [
      `${kw}: ${audience ? `${banglishPossessive(audience)} jonno` : "notunder jonno"} shohoj guide`,
      `${kw}: shurur age ja jana dorkar`,
      `${kw} guide: tips, bhul ar porer dhap`,
      `${kw} kivabe bechhe neben: shohoj guide`,
      `Shohoj bhashay ${inBanglish(keyword)}`,
    ];
  },
  seoTitle: (counted) => `**SEO title:** ${counted}`,
  metaDescription: (counted) => `**Meta description:** ${counted}`,
  slug: (keyword) => `**URL slug:** ${slugify(inBanglish(keyword))}`,
  faq: (keyword, kind) => {
    const kw = sentenceCase(inBanglish(keyword));
    const service = kind === "service";
    const lesson = kind === "lesson";
    return [
      "## Prayi je proshnogulo ashe",
      `### ${kw} bechhe newar shomoy ki ki dekhbo?`,
      lesson
        ? "Shuru korun ki parte chan ar kober moddhe, shekhan theke. Tarpor dui-tinta jaygay ke poran, ek batch-e kotojon, class-er shomoy ar puro fee miliye dekhun, ar puro course-er taka deyar age ekta class kore dekhun."
        : service
          ? "Shuru korun ki kaj korate chan ar kober moddhe dorkar, shekhan theke. Tarpor dui-tinta jaygar likhito dam, tate ki ki thakchhe, warranty ar ashol client-der review miliye dekhun."
          : "Shuru korun nijer dorkar theke: kothay ar koto ghono ghono byabohar korben, budget koto, ar ki thakle cholbei na. Tarpor shudhu ei bishoygulo dhore dui-tinta option miliye dekhun.",
      `### ${kw} ki asholei damer joggo?`,
      lesson
        ? "Nirbhor kore lokkho theke apni koto dure ar hate koto shomoy achhe, tar opor. Age ekta class ba chhoto ekta jachai kore dekhun: ghatti beshi hole ba shomoy kom thakle niyomito feedback shoho class shadharonoto eka practice-er koyek mash bachiye dey."
        : service
          ? "Nirbhor kore eta apnar ki bachay tar opor: shomoy, arekbar jawar jhamela ba pore boro kono shomossha. Baronti khoroch shoho puro dam ta miliye dekhun, kaje ki ki thakchhe ar kotodin cover kora thakbe tar shathe."
          : "Nirbhor kore koto ghono ghono byabohar korben ar eta kon khoroch bachabe, tar opor. Protibar byabohar-er khoroch (dam ÷ jotobar byabohar korben bole mone hoy) hishab korle option gulo nyajjobhabe tulona kora jay.",
      `### ${kw} niye shadharon bhulgulo ki ki?`,
      lesson
        ? "Shudhu namkora protishthan dekhe bechhe newa, khub boro batch-e bhorti howa ar ekta class-o na kore puro course-er taka diye dewa."
        : service
          ? "Shudhu shobcheye kom dam dekhe bechhe newa, dame ki ki thakchhe na jene newa ar warranty-r kotha na jiggesh kora."
          : "Shudhu dam dekhe shiddhanto newa, onner dekhadekhi bechhe newa ar shortaboli (delivery, return, support) na pora.",
      `### ${kw} niye aro kothay jante pari?`,
      "[Apnar related product, sheba ba category page-er link din, shathe apnar site-er arekta guide-er link.]",
    ];
  },
  relatedHeading: "## Aro porun",
  related: (keyword) => [
    `[${inBanglish(keyword)} niye apnar product ba shebar page-er link]`,
    "[Apnar site-er related arekta guide-er link]",
    "[Apnar proshnottor ba jogajog page-er link]",
  ],
});
