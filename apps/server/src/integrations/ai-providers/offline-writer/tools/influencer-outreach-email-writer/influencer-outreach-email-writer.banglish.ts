import { banglishName, banglishNamePossessive, inBanglish } from "../../kit/bangla-copy-kit.ts";
import { sentenceCase } from "../../kit/text-kit.ts";
import {
  nativeInfluencerEmailWriter,
  type OutreachNativeSlots,
} from "./influencer-outreach-email-writer.native.ts";

/** A person's name romanised, each word capitalised ("Tasnim Rahman"). */
const nameOf = (name: string) =>
  inBanglish(name).replace(
    /(^|\s)(\p{Ll})/gu,
    (_match, space: string, letter: string) => `${space}${letter.toUpperCase()}`,
  );

/** A sentence's full stop, unless it already ends in one. */
const stop = (text: string) => (/[.!?]$/u.test(text) ? text : `${text}.`);

/** "Poribeshbandhob fashion niye apnar content", or "apnar content" without a niche. */
const content = ({ niche }: OutreachNativeSlots) =>
  niche ? `${inBanglish(niche)} niye apnar content` : "apnar content";

/**
 * A creator outreach email in Banglish: the Bangla book's email as brands type it in Latin
 * letters, the creator's Bangla name and niche romanised.
 */
export const influencerEmailBanglish = nativeInfluencerEmailWriter({
  language: "banglish",
  defaultBrand: "amader brand",
  defaultName: "[Creator-er nam]",
  defaultOffer: "[Apnar prostab likhun]",
  subjects: ({ brand, first, paid }) => {
    const who = nameOf(first);
    const brandName = banglishName(brand);
    return [
      `${brandName} × ${who}: ekshathe kajer ekta idea`,
      `${who}, apnar content-er jonno ekta collab idea`,
      paid
        ? `${who}, ${banglishNamePossessive(brand)} shathe ekta paid collab?`
        : `${who}, ${brandName} ekbar try kore dekhben?`,
    ];
  },
  emailHeading: "## Email",
  subjectsLabel: "**Subject line-er option:**",
  greeting: ({ name }) => `Priyo ${nameOf(name)},  \nShubhechchha neben.`,
  openers: [
    (slots) =>
      `${sentenceCase(content(slots))} onek din dhorei dekhchhi, bishesh kore [shamprotik dekha ekta post, ar shetar ki bhalo legechhe].`,
    (slots) =>
      `${sentenceCase(content(slots))} amader nojor kereche, bishesh kore [shamprotik dekha ekta post, ar keno sheta alada legechhe].`,
  ],
  introduction: ({ brand }) =>
    `Ami [apnar nam], ${banglishName(brand)} theke likhchhi. Apnar follower-ra thik shei manushgulo, jader kotha bhebe ${banglishName(brand)} banano, tai apnar shathe kaj korte chai.`,
  offerLine: (offer) => `Amader prostab: ${stop(inBanglish(offer))}`,
  brief:
    "Mul kothagulo niye ekta chhoto brief pathabo; content ta jeno apnar nijer moto-i lage, she jonno apnar idea pele khub khushi hobo.",
  asks: [
    "Apni ki agrohi? Ha hole shudhu reply din, bistarito pathiye debo.",
    "Prostab ta kemon laglo? Chhotto ekta reply dilei shob bistarito pathiye debo.",
  ],
  signOff: (brand) => `Dhonnobad,  \n[Apnar nam]  \n${banglishName(brand)}`,
  followUpHeading: "## Follow-up (4–5 din por pathan)",
  nudges: [
    "ager email ta hoyto inbox-e chapa pore gechhe, tai abar likhchhi",
    "ager email tar byapare ektu khoj nite likhchhi",
    "byastotar majhe hoyto chokh eriye gechhe, tai chhotto kore mone koriye dichchhi",
  ],
  followUp: ({ first, nudge, offer }) =>
    `Hi ${nameOf(first)}, ${nudge}. Apnar shathe kaj korar agroho ekhono achhe: ${stop(inBanglish(offer))} Ekhon shomoy na hole ekdom shomossha nei; shudhu ha ba na janalei amader porikolpona korte shubidha hoy. Dhonnobad, [Apnar nam]`,
  dmHeading: "## Chhoto DM",
  dmCloses: [
    "Collab korte agrohi? Bistarito pathate pari.",
    "Raji thakle janaben, bistarito pathiye debo.",
  ],
  dm: (slots) =>
    `Hi ${nameOf(slots.first)}! Ami [apnar nam], ${banglishName(slots.brand)} theke. ${sentenceCase(content(slots))} amader khub bhalo lage, tai ekta prostab dite chai: ${stop(inBanglish(slots.offer))} ${slots.close}`,
});
