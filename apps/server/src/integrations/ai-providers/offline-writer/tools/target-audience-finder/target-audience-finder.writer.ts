import { PRODUCT } from "../../kit/brief.ts";
import {
  isFood,
  classKind,
  isMeal,
  isSoftware,
  mentionsBangladesh,
  offerKind,
  type OfferKind,
  productParts,
  type ProductParts,
} from "../../kit/copy-kit.ts";
import { blocks, numbered } from "../../kit/text-kit.ts";
import type { Random } from "../../kit/random.ts";
import type { Writer } from "../../kit/tool-writer.ts";

/** Three audience segments as hypotheses to test, which to start with, and how to validate. */

export type SegmentContext = {
  parts: ProductParts;
  market: string;
  /** Whether the inputs point to Bangladesh (local channels and moments). */
  local: boolean;
  description: string;
};

export type Segment = {
  name: string;
  who: string;
  wants: string;
  pains: string;
  objection: string;
  answer: string;
  triggers: string;
  hook: string;
  channels: string;
  targeting: string;
};

/** Consumer segments, in the order they are sampled from. */
export const CONSUMER_SEGMENTS = [
  "valueSeeker",
  "qualityFirst",
  "giftGiver",
  "consciousShopper",
  "busyProfessional",
  "student",
] as const;

/** Business segments, for software, services to businesses and B2B products. */
export const BUSINESS_SEGMENTS = [
  "overloadedOwner",
  "growthMarketer",
  "carefulEvaluator",
  "agencyPartner",
] as const;

/** People booking a service for themselves: a parlour, a photographer, a tutor, a tour. */
export const SERVICE_SEGMENTS = [
  "earlyPlanner",
  "lastMinuteBooker",
  "nervousFirstTimer",
  "packageComparer",
  "groupOrganiser",
] as const;

/** People booking classes: coaching, tuition, a course, an exam's preparation. */
export const LESSON_SEGMENTS = [
  "deadlineLearner",
  "resultsChecker",
  "workingLearner",
  "parentPayer",
] as const;

/** People joining classes in an activity: yoga, a gym, swimming, dance, music. */
export const ACTIVITY_SEGMENTS = [
  "problemStarter",
  "routineBuilder",
  "groupJoiner",
  "youngLearnerParent",
] as const;

/** People buying cooked meals: a home kitchen's lunches, biryani, catering trays. */
export const MEAL_SEGMENTS = ["homeTaste", "healthWatcher", "busyEater", "occasionHost"] as const;

/** People buying food to keep or give: honey, ghee, pickles, spices, sweets, tea. */
export const PANTRY_SEGMENTS = ["puritySeeker", "foodGifter", "familyStocker"] as const;

export type SegmentKey =
  | (typeof CONSUMER_SEGMENTS)[number]
  | (typeof BUSINESS_SEGMENTS)[number]
  | (typeof SERVICE_SEGMENTS)[number]
  | (typeof LESSON_SEGMENTS)[number]
  | (typeof ACTIVITY_SEGMENTS)[number]
  | (typeof MEAL_SEGMENTS)[number]
  | (typeof PANTRY_SEGMENTS)[number];

/** Who the segments are drawn from. */
export type Buyers =
  "consumers" | "businesses" | "clients" | "learners" | "joiners" | "eaters" | "pantry";

/** The Bangladesh note of each kind of buyer that has one of its own (the rest: `localNote`). */
const LOCAL_NOTE_OF: Partial<
  Record<Buyers, "serviceLocalNote" | "lessonLocalNote" | "activityLocalNote" | "foodLocalNote">
> = {
  clients: "serviceLocalNote",
  learners: "lessonLocalNote",
  joiners: "activityLocalNote",
  eaters: "foodLocalNote",
};

/** The segments each kind of buyer is drawn from (consumers', with the conscious shopper, apart). */
const SEGMENTS_OF: Readonly<Record<Exclude<Buyers, "consumers">, readonly SegmentKey[]>> = {
  businesses: BUSINESS_SEGMENTS,
  clients: SERVICE_SEGMENTS,
  learners: LESSON_SEGMENTS,
  joiners: ACTIVITY_SEGMENTS,
  eaters: MEAL_SEGMENTS,
  pantry: PANTRY_SEGMENTS,
};

/** The report's copy in any language, around the book's own segment context. */
export type AudienceReport<Context> = {
  defaultProduct: string;
  defaultMarket: string;
  segments: Readonly<Record<SegmentKey, (context: Context) => Segment>>;
  heading: (product: string) => string;
  basedOn: (slots: { description: string; market: string }) => string;
  segmentHeading: (slots: { number: number; name: string }) => string;
  segment: (segment: Segment) => readonly string[];
  firstHeading: string;
  /** Why to start with the first segment; one is picked. */
  firstReasons: readonly string[];
  first: (slots: { name: string; reason: string }) => string;
  /** The first segment's name when there is none. */
  defaultFirst: string;
  /** For Bangladesh: payment and delivery for goods and software… */
  localNote: string;
  /** …and payment, the advance and the areas covered for a service… */
  serviceLocalNote: string;
  /** …and payment, the delivery areas and the day's order cut-off for cooked meals… */
  foodLocalNote: string;
  /** …and payment, fees by instalment, batch times and where classes happen for classes… */
  lessonLocalNote: string;
  /** …and payment, monthly plans or class packs, the timetable and the place for activities. */
  activityLocalNote: string;
  validateHeading: string;
  validate: readonly string[];
};

export type AudienceFinderPhrases = AudienceReport<SegmentContext>;

export const BUSINESS =
  /\b(b2b|business(es)?|companies|agenc(y|ies)|clients|teams|startups|sme)\b/iu;
/** Words that say a service is sold to businesses rather than to people for themselves. */
export const SOLD_TO_BUSINESSES =
  /\b(b2b|business(es)?|companies|startups|sme|agenc(y|ies)|consult\w*)\b/iu;
export const CONSCIOUS = /\beco(?!nom)|recycl|organic|sustainab|natural|jute|handmade/iu;

/** The fields the product's description and the market are read from. */
export const DESCRIPTION = ["product_description", "key_features", "key_benefit"] as const;
export const MARKET = ["market", "location", "target_audience"] as const;

/**
 * Three segments profiled (business ones for software and services to businesses, clients for a
 * service people book for themselves, otherwise consumers, with the conscious shopper when
 * `conscious`), which to start with and how to validate them, in any language.
 */
export function audienceReport<Context extends { local: boolean }>(
  random: Random,
  phrases: AudienceReport<Context>,
  inputs: {
    product: string;
    description: string;
    market: string;
    context: Context;
    buyers: Buyers;
    conscious: boolean;
  },
): string {
  const { product, description, market, context, buyers, conscious } = inputs;
  const chosen: readonly SegmentKey[] =
    buyers === "consumers"
      ? [
          ...(conscious ? (["consciousShopper"] as const) : []),
          ...random.sample(
            CONSUMER_SEGMENTS.filter((key) => !conscious || key !== "consciousShopper"),
            conscious ? 2 : 3,
          ),
        ]
      : random.sample(SEGMENTS_OF[buyers], 3);
  const segments = chosen.map((key) => phrases.segments[key](context));
  // For Bangladesh: how to pay, and what else this kind of buyer asks before buying.
  const noteKey = LOCAL_NOTE_OF[buyers];
  const localNote = noteKey ? phrases[noteKey] : phrases.localNote;
  return blocks(
    phrases.heading(product),
    phrases.basedOn({ description, market }),
    ...segments.map((segment, index) =>
      blocks(
        phrases.segmentHeading({ number: index + 1, name: segment.name }),
        phrases.segment(segment).join("  \n"),
      ),
    ),
    phrases.firstHeading,
    phrases.first({
      name: segments[0]?.name ?? phrases.defaultFirst,
      reason: random.pick(phrases.firstReasons),
    }),
    context.local && localNote,
    phrases.validateHeading,
    numbered(phrases.validate),
  );
}

/** Software that has to do with food ("recipe app", "restaurant POS software") is software. */
const SOFTWARE_FOR_FOOD =
  /\b(app|apps|software|saas|platform|dashboard|plugin|api|pos)\b|অ্যাপ|সফটওয়্যার/iu;

/**
 * Who buys: learners for classes in a subject, joiners for classes in an activity (yoga,
 * swimming), clients for another service people book for themselves
 * (catering too), eaters for cooked
 * meals, pantry buyers for food to keep or give (honey, pickles, spices),
 * businesses for software, work for businesses and B2B products (`business`: the description
 * names businesses, teams or clients), consumers otherwise.
 */
export function buyersOf(offer: {
  kind: OfferKind;
  soldToBusinesses: boolean;
  software: boolean;
  business: boolean;
  /** The name and description as typed, to tell food. */
  text: string;
}): Buyers {
  if (offer.kind === "service" && !offer.soldToBusinesses) {
    const classes = classKind(offer.kind, offer.text);
    return classes === "lesson" ? "learners" : classes === "activity" ? "joiners" : "clients";
  }
  if (isFood(offer.text) && !SOFTWARE_FOR_FOOD.test(offer.text) && !offer.soldToBusinesses)
    return isMeal(offer.text) ? "eaters" : "pantry";
  return offer.software || offer.business ? "businesses" : "consumers";
}

export const writeAudienceFinder: Writer<AudienceFinderPhrases> = ({ brief, random, phrases }) => {
  const product = brief.text(PRODUCT, phrases.defaultProduct);
  const description = brief.text(DESCRIPTION, product);
  const market = brief.text(MARKET, phrases.defaultMarket);
  const context: SegmentContext = {
    parts: productParts(product),
    market,
    local: mentionsBangladesh(`${market} ${description}`),
    description,
  };
  const both = `${product} ${description}`;
  // Eco, natural or handmade products always include the conscious shopper.
  const conscious = CONSCIOUS.test(both);
  return audienceReport(random, phrases, {
    product,
    description,
    market,
    context,
    buyers: buyersOf({
      kind: offerKind(both),
      soldToBusinesses: SOLD_TO_BUSINESSES.test(both),
      software: isSoftware(both),
      business: BUSINESS.test(description),
      text: both,
    }),
    conscious,
  });
};
