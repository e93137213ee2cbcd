import { detectCurrency } from "../../kit/numbers.ts";
import { blocks, charCount, counted, lowerFirst, truncateName } from "../../kit/text-kit.ts";
import type { Random } from "../../kit/random.ts";
import type { Writer } from "../../kit/tool-writer.ts";

/** A personal outreach email to a creator, a follow-up and a short DM version. */

export type OutreachSlots = {
  brand: string;
  /** The creator's first name. */
  first: string;
  /** Their niche, mid-sentence. */
  niche: string;
  offer: string;
};

export type InfluencerEmailPhrases = {
  defaultBrand: string;
  defaultName: string;
  defaultNiche: string;
  defaultOffer: string;
  /** Two of those within 60 characters are used; `paid` when the offer includes money. */
  subjects: (slots: OutreachSlots & { paid: boolean }) => readonly string[];
  emailHeading: string;
  subjectsLine: (subjects: readonly string[]) => string;
  greeting: (first: string) => string;
  openers: readonly ((niche: string) => string)[];
  introduction: (brand: string) => string;
  offerLine: (offer: string) => string;
  brief: string;
  asks: readonly string[];
  signOff: (brand: string) => string;
  followUpHeading: string;
  nudges: readonly string[];
  /** `offer` is cut to fit. */
  followUp: (slots: OutreachSlots & { nudge: string }) => string;
  dmHeading: string;
  dmCloses: readonly string[];
  /** `offer` is cut so the DM fits. */
  dm: (slots: OutreachSlots & { close: string }) => string;
};

const SUBJECT_MAX = 60;
const DM_MAX = 300;
/** How much of the offer the follow-up repeats. */
export const FOLLOW_UP_OFFER_MAX = 80;

/** Two of the subjects, in random order, that fit in 60 characters. */
export function pickSubjects(random: Random, subjects: readonly string[]): string[] {
  return random
    .shuffle(subjects)
    .filter((subject) => charCount(subject) <= SUBJECT_MAX)
    .slice(0, 2);
}

/** The DM with the offer cut (by `cut`, never below 20 characters) so the whole fits in 300. */
export function fitDm(
  dmFor: (offer: string) => string,
  offer: string,
  cut: (text: string, max: number) => string,
): string {
  return dmFor(cut(offer, Math.max(20, DM_MAX - charCount(dmFor("")))));
}

export const writeInfluencerEmail: Writer<InfluencerEmailPhrases> = ({
  brief,
  random,
  phrases,
  kit,
}) => {
  const brand = brief.text(["brand_name", "product_name"], phrases.defaultBrand);
  const influencer = brief.text(["influencer_name"], phrases.defaultName);
  const niche = brief.text(["influencer_niche", "target_audience"], phrases.defaultNiche);
  const offer = brief.text(["collaboration_offer", "offer"], phrases.defaultOffer);
  const slots: OutreachSlots = {
    brand,
    first: influencer.split(" ")[0] ?? influencer,
    niche: lowerFirst(niche),
    offer,
  };
  const paid = detectCurrency(offer) !== "" || /\d|paid|fee/iu.test(offer);
  const subjects = pickSubjects(random, phrases.subjects({ ...slots, paid }));
  const opener = random.pick(phrases.openers)(slots.niche);
  const close = random.pick(phrases.dmCloses);
  const dm = fitDm(
    (offerText) => phrases.dm({ ...slots, offer: offerText, close }),
    offer,
    truncateName,
  );
  return blocks(
    phrases.emailHeading,
    phrases.subjectsLine(subjects.map((subject) => counted(subject, kit.text))),
    phrases.greeting(slots.first),
    opener,
    phrases.introduction(brand),
    phrases.offerLine(offer),
    phrases.brief,
    random.pick(phrases.asks),
    phrases.signOff(brand),
    phrases.followUpHeading,
    phrases.followUp({
      ...slots,
      offer: truncateName(offer, FOLLOW_UP_OFFER_MAX),
      nudge: random.pick(phrases.nudges),
    }),
    phrases.dmHeading,
    counted(dm, kit.text),
  );
};
