import { banglishPossessive } from "../../kit/bangla-kit.ts";
import { inBanglish, nativeList } from "../../kit/bangla-copy-kit.ts";
import { sentenceCase } from "../../kit/text-kit.ts";
import { nativeLandingWriter } from "./landing-page-copy-generator.native.ts";

/** An input at the start of a sentence, romanised and capitalised. */
const opening = (text: string) => sentenceCase(inBanglish(text));

const list = (items: readonly string[]) => nativeList(items.map(inBanglish), "banglish");

/**
 * A landing page in Banglish: the Bangla book's page as brands type it in Latin letters, the
 * user's Bangla product, benefits and offer romanised.
 */
export const landingPageBanglish = nativeLandingWriter({
  language: "banglish",
  defaultProduct: "amader product",
  defaultBenefit: (noun) => `rojkar jibone manansoi ${inBanglish(noun)}`,
  buttons: {
    trial: "Free trial shuru korun",
    demo: "Demo book korun",
    discount: "Chharr ta nin",
    freeSoftware: "Free-te shuru korun",
    freeGoods: "Free-te nin",
    software: "Shuru korun",
    service: "Ekhoni book korun",
    freeService: "Free-te book korun",
    goods: "Ekhoni order korun",
  },
  heroHeading: "## Hero",
  headlines: [
    ({ product, benefits }) => `${opening(product.short)}: ${inBanglish(benefits[0] ?? "")}`,
    ({ product, core, audienceInName }) =>
      core && !audienceInName
        ? `${sentenceCase(banglishPossessive(core))} jonno ${inBanglish(product.noun)}`
        : opening(product.full),
    ({ product, benefits }) => `${opening(product.short)}: ${list(benefits.slice(0, 2))}`,
  ],
  headline: (headline) => `**Headline:** ${headline}`,
  subheadline: ({ listed, product, audience, audienceInName }) =>
    `**Subheadline:** ${listed.length > 0 ? `${sentenceCase(list(listed.slice(0, 3)))}: ${inBanglish(product.full)}` : opening(product.full)}${audience && !audienceInName ? `, ${banglishPossessive(audience)} jonno banano` : ""}.`,
  button: (button) => `**Button:** ${button}`,
  underButton: (offer) =>
    `**Button-er niche:** ${offer ? opening(offer) : "[Bhorsha dey emon ek line, jemon apnar ashol delivery ba batiler shorto]"}`,
  problemHeading: "## Shomoshya",
  problemEndings: [
    "Kintu beshirbhag option-e ekta pete gele arekta chharte hoy.",
    "Tahole kom niye maniye neben keno?",
    "Ektar jonno arekta chharte hobe keno?",
  ],
  problem: ({ benefits, ending, product, audience }) =>
    `Apnar chawa ta khub shoja: ${list(benefits.slice(0, 2))}. ${ending} ${opening(product.short)} banano hoyechhe, jate ${audience ? banglishPossessive(audience) : "apnake"} kono kichhute compromise korte na hoy.`,
  benefitsHeading: "## Shubidha",
  benefitTitle: (benefit) => `**${opening(benefit)}**`,
  benefitBody: ({ benefit, known }) =>
    `${sentenceCase(known ?? `${inBanglish(benefit)}, barti kono jhamela chharai`)}. [Er proman dey emon ekta nirdishto tothyo jog korun.]`,
  howHeading: "## Kivabe kaj kore",
  steps: ({ kind, product, offer, food, lesson }) =>
    lesson
      ? [
          `**${offer ? sentenceCase(inBanglish(offer)) : "Ekta trial class"} diye shuru korun.** Online-e book korun, ba apnar lokkho janiye message korun.`,
          "**Batch-e bhorti hon.** Shubidhamoto class-er shomoy bechhe nin; fee ar shurur tarikh amra nishchit kore janabo.",
          "**Practice korun, egiye jan.** Class-e ashun, practice korun, ar nijer ogrogoti dekhte thakun.",
        ]
      : kind === "service"
        ? [
            "**Book korun.** Apnar shubidhamoto din ar shomoy bechhe nin, ba amader message korun.",
            `**Nishchit korun.** Booking ar tate thik ki ki thakchhe, amra nishchit kore janabo${offer ? `; ${inBanglish(offer)}` : ""}.`,
            "**Bakita amader.** Khutinati shob amra shamlabo; kemon laglo, apni janaben.",
          ]
        : kind === "software"
          ? [
              `**Sign up korun.** ${sentenceCase(banglishPossessive(product.short))} ekta account khulun${offer ? ` (${inBanglish(offer)})` : ""}.`,
              "**Set up korun.** Apnar tothyo din, ar je tool gulo ekhon use korchhen shegulo connect korun.",
              "**Kaje lagan.** Porer kajei use kore dekhun kemon manay.",
            ]
          : [
              `**Bechhe nin.** Apnar pochhonder ${inBanglish(product.noun.split(" ").at(-1) ?? product.noun)} bechhe nin.`,
              `**Order korun.** Koyek tap-ei order hoye jabe${offer ? `; ${inBanglish(offer)}` : ""}.`,
              food
                ? "**Kheye dekhun.** Shad ta nin, ar kemon laglo amader janan."
                : "**Byabohar korun.** Roj byabohar korun, ar kemon laglo amader janan.",
            ],
  proofHeading: "## Kretader kotha",
  proof: (kind) => [
    "[2–3 jon ashol kretar kotha jog korun, nam ar chhobi shoho, tader onumoti niye.]",
    `[Proman dite parben emon ekta ashol shongkha jog korun, jemon ${
      {
        goods: "kotogulo order delivery hoyechhe ba kotojon kreta kinechhen",
        software: "kotojon niyomito use korchhen ba roj kotota shomoy bachchhe",
        service: "kotojon client-er kaj korechhen ba koto bochhor dhore korchhen",
      }[kind]
    }.]`,
    "[Client ba shongbadmadhyomer logo jog korun, shudhu tara raji thakle.]",
  ],
  offerHeading: "## Offer",
  offerLine: ({ offer, button }) =>
    offer
      ? `${opening(offer)}. **[${button}]**`
      : `[Ekhane apnar ashol offer ta likhun.] **[${button}]**`,
  faqHeading: "## Proshnottor",
  faq: ({ product, audience, listed, start }) => [
    `**${opening(product.short)} kader jonno?**  \n${audience ? `${opening(audience)}: mulot tader kotha bhebei banano, tobe jari dorkar, tar jonnoi.` : "[Kader jonno banano, ek line-e likhun.]"}`,
    `**Ki ki pachchhi?**  \n${listed.length > 0 ? `${sentenceCase(list(listed))}.` : "[Ki ki thakchhe, tar list din.]"}`,
    `**Kivabe shuru korbo?**  \n${start}`,
    "**Pochhondo na hole ki hobe?**  \n[Ekhane apnar ashol return, refund ba batiler niyom ta likhun.]",
  ],
  finalHeading: "## Shesh CTA",
  closings: [
    ({ core }) =>
      core
        ? `${opening(core)}, apnara ready thakle amrao ready.`
        : "Apni ready thakle amrao ready.",
    ({ core }) => (core ? `${opening(core)}, etai shei shomoy.` : "Etai shei shomoy."),
    () => "Shuru korte ekta click-i jotheshto.",
  ],
  final: ({ closing, button }) => `${closing} **[${button}]**`,
});
