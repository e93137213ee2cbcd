import { nativeCounted } from "../../kit/bangla-copy-kit.ts";
import type { NativeLanguage } from "../../kit/language.ts";
import { detectCurrency } from "../../kit/numbers.ts";
import { blocks, numbered, truncate } from "../../kit/text-kit.ts";
import type { LanguageWriter } from "../../kit/tool-writer.ts";
import {
  fitDm,
  FOLLOW_UP_OFFER_MAX,
  pickSubjects,
  type InfluencerEmailPhrases,
} from "./influencer-outreach-email-writer.writer.ts";

/**
 * A creator outreach email as the Bangla and Banglish books write it (the same email in two
 * scripts): two subjects within 60 characters, a personal email with the offer in the creator's
 * terms, a follow-up for four or five days later and a DM within 300 characters.
 */

export type OutreachNativeSlots = {
  brand: string;
  /** The creator's name as typed, and the first word of it. */
  name: string;
  first: string;
  /** Their niche as typed ("" without one). */
  niche: string;
  offer: string;
  /** Whether the offer includes money (a fee, taka, a number). */
  paid: boolean;
};

/** The English book's contract where it words the same things, with the native slots elsewhere. */
export type InfluencerEmailNativeBook = Pick<
  InfluencerEmailPhrases,
  | "defaultBrand"
  | "defaultName"
  | "defaultOffer"
  | "emailHeading"
  | "offerLine"
  | "brief"
  | "asks"
  | "signOff"
  | "followUpHeading"
  | "nudges"
  | "dmHeading"
  | "dmCloses"
> & {
  language: NativeLanguage;
  /** Two of those within 60 characters are used. */
  subjects: (slots: OutreachNativeSlots) => readonly string[];
  subjectsLabel: string;
  greeting: (slots: OutreachNativeSlots) => string;
  openers: readonly ((slots: OutreachNativeSlots) => string)[];
  introduction: (slots: OutreachNativeSlots) => string;
  /** `offer` is cut to fit. */
  followUp: (slots: OutreachNativeSlots & { nudge: string }) => string;
  /** `offer` is cut so the DM fits. */
  dm: (slots: OutreachNativeSlots & { close: string }) => string;
};

/** Money in the offer: a currency, a number in either script, or the words for a fee. */
const PAID = /[\d০-৯]|টাকা|পেইড|সম্মানী|ফি\b|taka|paid|fee/iu;

export function nativeInfluencerEmailWriter(book: InfluencerEmailNativeBook): LanguageWriter {
  return (brief, random) => {
    const brand = brief.text(["brand_name", "product_name"], book.defaultBrand);
    const name = brief.text(["influencer_name"], book.defaultName);
    const offer = brief
      .text(["collaboration_offer", "offer"], book.defaultOffer)
      .normalize("NFC")
      .replace(/[\s।.]+$/u, "");
    const slots: OutreachNativeSlots = {
      brand,
      name,
      first: name.startsWith("[") ? name : (name.split(" ")[0] ?? name),
      niche: brief.text(["influencer_niche", "target_audience"], "").normalize("NFC"),
      offer,
      paid: offer !== book.defaultOffer && (detectCurrency(offer) !== "" || PAID.test(offer)),
    };
    const subjects = pickSubjects(random, book.subjects(slots));
    const opener = random.pick(book.openers)(slots);
    const close = random.pick(book.dmCloses);
    const dm = fitDm(
      (offerText) => book.dm({ ...slots, offer: offerText, close }),
      offer,
      truncate,
    );
    return blocks(
      book.emailHeading,
      book.subjectsLabel,
      numbered(subjects.map((subject) => nativeCounted(subject, book.language))),
      book.greeting(slots),
      opener,
      book.introduction(slots),
      book.offerLine(offer),
      book.brief,
      random.pick(book.asks),
      book.signOff(brand),
      book.followUpHeading,
      book.followUp({
        ...slots,
        offer: truncate(offer, FOLLOW_UP_OFFER_MAX),
        nudge: random.pick(book.nudges),
      }),
      book.dmHeading,
      nativeCounted(dm, book.language),
    );
  };
}
