import { banglishPossessive } from "../../kit/bangla-kit.ts";
import { inBanglish, productLadder, yourFor } from "../../kit/bangla-copy-kit.ts";
import { sentenceCase } from "../../kit/text-kit.ts";
import { adHeadlineBookBanglish } from "../ad-headline-generator/ad-headline-generator.banglish.ts";
import type { OfferKind } from "../../kit/copy-kit.ts";
import {
  nativeAdsBuilderWriter,
  type AdsNativeSlots,
  type MetaButton,
} from "./ads-builder.native.ts";

/** An input at the start of a sentence, romanised and capitalised. */
const opening = (text: string) => sentenceCase(inBanglish(text));

/** A sentence's full stop, unless it already ends in one. */
const stop = (text: string) => (/[.!?]$/u.test(text) ? text : `${text}.`);

/** "X: shubidha." with a benefit, "Ekhon pawa jachchhe X." without. */
const is = (name: string, benefit: string) =>
  benefit
    ? stop(`${opening(name)}: ${inBanglish(benefit)}`)
    : `Ekhon pawa jachchhe ${inBanglish(name)}.`;

/** "X: shubidha." after a verb ("eshe gechhe …", "dekhun …"), "X." without a benefit. */
const called = (name: string, benefit: string) =>
  stop(benefit ? `${inBanglish(name)}: ${inBanglish(benefit)}` : inBanglish(name));

/** "Dhakar torunder jonnoi banano.", or nothing when the name already says it or no one is named. */
const forWho = ({ namesAudience }: AdsNativeSlots, who: string) =>
  who && !namesAudience ? `${sentenceCase(banglishPossessive(who))} jonnoi banano.` : "";

/** The step each button asks for, as the Google ad says it. */
const ACTIONS: Readonly<Record<Exclude<MetaButton, "getOffer">, string>> = {
  bookNow: "Ajkei online-e book korun",
  signUp: "Ajkei online-e sign up korun",
  learnMore: "Ajkei bistarito jene nin",
  shopNow: "Ajkei online-e order korun",
};

/** What the button asks for; taking an offer is an order only for goods. */
const actionOf = (button: MetaButton, kind: OfferKind) =>
  button === "getOffer"
    ? {
        goods: "Ajkei online-e order korun",
        software: "Ajkei offer ta niye nin",
        service: "Ajkei offer-e book korun",
      }[kind]
    : ACTIONS[button];

/**
 * A Meta ad set and a Google search ad in Banglish: the Bangla book's ads as shops type them in
 * Latin letters, within the same limits, Bangla inputs romanised.
 */
export const adsBuilderBanglish = nativeAdsBuilderWriter({
  language: "banglish",
  defaultProduct: "amader notun product",
  headlines: adHeadlineBookBanglish,
  offerHeadlines: ({ offer, offerShort, product }) => [
    opening(offer),
    opening(offerShort),
    `${opening(product.short)}: ${inBanglish(offer)}`,
  ],
  buttons: {
    bookNow: { label: "Ekhoni book korun", why: "offer ta ekta appointment ba demo." },
    getOffer: { label: "Offer nin", why: "ad-er shurutei chharer kotha." },
    signUp: { label: "Sign up korun", why: "porer dhap ekta account khola." },
    learnMore: { label: "Aro janun", why: "kenar age manush shadharonoto ektu pore dekhte chan." },
    shopNow: { label: "Ekhoni kinun", why: "ad dekhei shorashori kine fela jay." },
  },
  buttonNote: "Button-er lekha Facebook nijei dekhay, je je bhashay Facebook chalan shei bhashay.",
  primaryTexts: (slots) => {
    const { product, audience, fullAudience, benefit, first, head } = slots;
    const your = yourFor(audience, "banglish");
    const short = inBanglish(product.short);
    const headWord = inBanglish(head);
    return [
      productLadder(slots, { is, forWho }, { wide: fullAudience, narrow: audience }),
      audience
        ? [
            `${opening(audience)}, ${your} jonno eshe gechhe ${called(product.short, benefit)}`,
            `${opening(audience)}, ${your} jonno eshe gechhe ${called(product.short, first)}`,
            `${opening(audience)}, ${your} jonno eshe gechhe ${short}.`,
          ]
        : [
            `Moner moto ${headWord} khujchhilen? Dekhun ${called(product.short, benefit)}`,
            `Moner moto ${headWord} khujchhilen? Dekhun ${called(product.short, first)}`,
            `Moner moto ${headWord} khujchhilen? Dekhun ${short}.`,
          ],
      benefit
        ? [`${stop(opening(benefit))} Etai ${short}.`, `${stop(opening(first))} Etai ${short}.`]
        : [`Rojkar diner shathe maniye cholbe, emon ${headWord} khujchhen? Dekhun ${short}.`],
    ];
  },
  offerLine: (offer) => `🎁 ${stop(opening(offer))}`,
  buttonLine: (button) => `👉 ${button}`,
  metaDescriptions: (slots) => {
    const { offer, offerShort, audience, namesAudience, benefitSummary, kind, product } = slots;
    return [
      opening(offer),
      opening(offerShort),
      audience && !namesAudience
        ? `${sentenceCase(banglishPossessive(audience))} jonno banano`
        : "",
      opening(benefitSummary),
      actionOf(slots.button, slots.kind),
      {
        goods: "Ghore boshei order korun",
        software: "Kivabe kaj kore dekhun",
        service: "Ajkei booking din",
      }[kind],
      `${opening(product.short)}: bistarito dekhun`,
    ];
  },
  googleDescriptions: (slots) => {
    const { product, audience, fullAudience, namesAudience, benefit, first, offer, kind } = slots;
    const act = actionOf(slots.button, slots.kind);
    const choose = {
      goods: "Bistarito dekhe pochhonder ta bechhe nin.",
      software: "Kivabe kaj kore, dekhe nin.",
      service: "Ki ki thakchhe dekhe book korun.",
    }[kind];
    const short = inBanglish(product.short);
    return [
      productLadder(slots, { is, forWho }, { narrow: audience }),
      offer
        ? [`${stop(opening(offer))} ${act}.`, stop(opening(offer))]
        : [`${act}, parthokko ta nijei dekhun.`, `${act}.`],
      audience && !namesAudience
        ? [
            `${sentenceCase(banglishPossessive(fullAudience))} jonno banano. ${choose}`,
            `${sentenceCase(banglishPossessive(audience))} jonno banano. ${choose}`,
          ]
        : [`${choose} ${sentenceCase(short)} achhe apnar jonno.`, choose],
      [
        `${benefit ? `${stop(opening(benefit))} ` : ""}${sentenceCase(short)} manei jhamelahin.`,
        `${first ? `${stop(opening(first))} ` : ""}Ajkei try korun ${short}.`,
        `Ajkei try korun ${short}.`,
      ],
    ];
  },
  metaHeading: "## Meta ad (Facebook ar Instagram)",
  primaryHeading: "### Primary text",
  primaryNote: (max) =>
    `Protitir prothom line (max ${max} okkhor) “See more”-er agei mul kotha ta bole dey.`,
  option: (number) => `**Option ${number}**`,
  headlinesHeading: (max) => `### Headline (max ${max} okkhor)`,
  descriptionsHeading: (max) => `### Description (max ${max} okkhor)`,
  buttonHeading: "### Button",
  buttonChoice: ({ label, why }) => `**${label}**: ${why}`,
  googleHeading: "## Google search ad",
});
