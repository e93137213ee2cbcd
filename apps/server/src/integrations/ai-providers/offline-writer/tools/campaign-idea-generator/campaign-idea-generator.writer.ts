import { AUDIENCE, GOAL, PRODUCT } from "../../kit/brief.ts";
import {
  classKind,
  goalMetric,
  offerKind,
  type OfferKind,
  productParts,
  type ProductParts,
} from "../../kit/copy-kit.ts";
import { audienceCore, blocks, bullets, lowerFirst, numbered } from "../../kit/text-kit.ts";
import type { Writer } from "../../kit/tool-writer.ts";

/** Three campaign concepts with hooks, channels, content pieces and a four-week launch plan. */

export type Concept = {
  name: string;
  idea: string;
  hook: string;
  fit: string;
  channels: string;
  pieces: string[];
  weeks: [string, string, string, string];
  lowBudget: string;
};

/** What concepts are built from; `core` is the audience's core, mid-sentence. */
export type ConceptContext = {
  parts: ProductParts;
  product: string;
  core: string;
  goal: string;
  kind: OfferKind;
  /** A service taught as classes: its clients are learners (`conceptKind`). */
  classes: boolean;
};

/** What a concept is chosen by: the kind of offer, with classes apart from other services. */
export type ConceptKind = OfferKind | "classes";

/** The offer's concept kind: a service taught as classes (`classKind`) is "classes". */
export function conceptKind(kind: OfferKind, product: string): ConceptKind {
  return classKind(kind, product) ? "classes" : kind;
}

/**
 * A concept and the kinds of offer it suits: a countdown drop of a new colour is for goods, a
 * before-and-after for a booked service, a learner's first four weeks for classes, a 7-day
 * challenge for what people use every day.
 */
export type ConceptOption<Context> = {
  kinds: readonly ConceptKind[];
  write: (context: Context) => Concept;
};

export const ANY_OFFER: readonly ConceptKind[] = ["goods", "software", "service", "classes"];
/** Things people own or use every day: goods and software. */
export const PRODUCTS: readonly ConceptKind[] = ["goods", "software"];
export const GOODS: readonly ConceptKind[] = ["goods"];
/** Services, classes included. */
export const SERVICES: readonly ConceptKind[] = ["service", "classes"];
/** Services booked one appointment at a time (a salon, a repair), not classes. */
export const BOOKED_SERVICES: readonly ConceptKind[] = ["service"];
export const CLASSES: readonly ConceptKind[] = ["classes"];

export function forKinds<Context>(
  kinds: readonly ConceptKind[],
  write: (context: Context) => Concept,
): ConceptOption<Context> {
  return { kinds, write };
}

/** The concepts a book offers for this kind of offer, in the book's order. */
export function conceptsFor<Context>(
  options: readonly ConceptOption<Context>[],
  kind: ConceptKind,
): readonly ConceptOption<Context>[] {
  return options.filter((option) => option.kinds.includes(kind));
}

export type CampaignIdeasPhrases = {
  defaultProduct: string;
  defaultGoal: string;
  defaultAudience: string;
  /** Three of those that suit the offer are offered, in random order. */
  concepts: readonly ConceptOption<ConceptContext>[];
  heading: (product: string) => string;
  brief: (slots: { goal: string; audience: string }) => string;
  conceptHeading: (slots: { number: number; name: string }) => string;
  summary: (slots: { concept: Concept; metric: string }) => readonly string[];
  piecesLabel: string;
  launchLabel: string;
  week: (slots: { number: number; plan: string }) => string;
  lowBudget: (text: string) => string;
  firstHeading: string;
  defaultFirst: string;
  first: (name: string) => string;
};

/** The report's sections, worded alike by every book. */
export type ConceptPages = Pick<
  CampaignIdeasPhrases,
  | "heading"
  | "brief"
  | "conceptHeading"
  | "summary"
  | "piecesLabel"
  | "launchLabel"
  | "week"
  | "lowBudget"
  | "firstHeading"
  | "first"
>;

/** The concepts laid out in any language, each with its pieces and four-week plan, and the first. */
export function conceptsReport(
  phrases: ConceptPages,
  {
    product,
    goal,
    audience,
    concepts,
    metric,
    defaultFirst,
  }: {
    product: string;
    goal: string;
    audience: string;
    concepts: readonly Concept[];
    metric: string;
    /** The first concept's name when there is none. */
    defaultFirst: string;
  },
): string {
  return blocks(
    phrases.heading(product),
    phrases.brief({ goal, audience }),
    ...concepts.map((concept, index) =>
      blocks(
        phrases.conceptHeading({ number: index + 1, name: concept.name }),
        phrases.summary({ concept, metric }).join("  \n"),
        phrases.piecesLabel,
        numbered(concept.pieces),
        phrases.launchLabel,
        bullets(concept.weeks.map((plan, week) => phrases.week({ number: week + 1, plan }))),
        phrases.lowBudget(concept.lowBudget),
      ),
    ),
    phrases.firstHeading,
    phrases.first(concepts[0]?.name ?? defaultFirst),
  );
}

export const writeCampaignIdeas: Writer<CampaignIdeasPhrases> = ({
  brief,
  random,
  phrases,
  kit,
}) => {
  const product = brief.text(PRODUCT, phrases.defaultProduct);
  const goal = brief.text(GOAL, phrases.defaultGoal);
  const audience = brief.text(AUDIENCE, phrases.defaultAudience);
  const kind = offerKind(product);
  const concept = conceptKind(kind, product);
  const context: ConceptContext = {
    parts: productParts(product),
    product,
    core: lowerFirst(audienceCore(audience)),
    goal,
    kind,
    classes: concept === "classes",
  };
  const concepts = random
    .sample(conceptsFor(phrases.concepts, concept), 3)
    .map((option) => option.write(context));
  const metric = goalMetric(goal, kit.copy);
  return conceptsReport(phrases, {
    product,
    goal,
    audience,
    concepts,
    metric,
    defaultFirst: phrases.defaultFirst,
  });
};
