import {
  nativeAudienceCore,
  nativeGoalMetric,
  nativeOfferKind,
  nativeProduct,
  type NativeProduct,
} from "../../kit/bangla-copy-kit.ts";
import { AUDIENCE, GOAL, PRODUCT } from "../../kit/brief.ts";
import type { OfferKind } from "../../kit/copy-kit.ts";
import type { NativeLanguage } from "../../kit/language.ts";
import type { LanguageWriter } from "../../kit/tool-writer.ts";
import {
  conceptKind,
  conceptsFor,
  conceptsReport,
  type Concept,
  type ConceptOption,
  type ConceptPages,
} from "./campaign-idea-generator.writer.ts";

/**
 * Campaign concepts as the Bangla and Banglish books write them (the same ideas in two scripts):
 * three concepts with a hook, channels, content pieces and a four-week plan, and a festival
 * concept when the inputs name one of Bangladesh's festivals.
 */

/** The festivals a campaign can be built around, as each book names them. */
export type Festival = "eid" | "puja" | "boishakh" | "christmas";

const FESTIVALS: readonly (readonly [RegExp, Festival])[] = [
  [/ঈদ|\beid\b/iu, "eid"],
  [/পূজা|\bpuja\b/iu, "puja"],
  [/বৈশাখ|boishakh/iu, "boishakh"],
  [/বড়দিন|christmas/iu, "christmas"],
];

export type NativeConceptContext = {
  product: NativeProduct;
  /** The audience's core as typed, or the book's default. */
  core: string;
  goal: string;
  kind: OfferKind;
  /** A service taught as classes: its clients are learners (`conceptKind`). */
  classes: boolean;
};

export type CampaignNativeBook = ConceptPages & {
  language: NativeLanguage;
  defaultProduct: string;
  defaultGoal: string;
  defaultAudience: string;
  /** Three of those that suit the offer are offered, in random order. */
  concepts: readonly ConceptOption<NativeConceptContext>[];
  festivalNames: Readonly<Record<Festival, string>>;
  /** Offered beside two others when the inputs name a festival: a gift guide for goods and software. */
  festivalConcept: (context: NativeConceptContext & { festival: string }) => Concept;
  /** For a service: the festival's bookings (a parlour before Eid, a photographer before a wedding). */
  festivalServiceConcept: (context: NativeConceptContext & { festival: string }) => Concept;
};

export function nativeCampaignWriter(book: CampaignNativeBook): LanguageWriter {
  return (brief, random) => {
    const productText = brief.text(PRODUCT, book.defaultProduct);
    const goal = brief.text(GOAL, book.defaultGoal);
    const audience = brief.text(AUDIENCE, book.defaultAudience);
    const kind = nativeOfferKind(productText);
    const concept = conceptKind(kind, productText);
    const context: NativeConceptContext = {
      product: nativeProduct(productText),
      core: nativeAudienceCore(audience),
      goal,
      kind,
      classes: concept === "classes",
    };
    const festival = FESTIVALS.find(([pattern]) =>
      pattern.test(`${goal} ${productText}`.normalize("NFC")),
    )?.[1];
    const sampled = random
      .sample(conceptsFor(book.concepts, concept), festival ? 2 : 3)
      .map((option) => option.write(context));
    const festivalConcept = kind === "service" ? book.festivalServiceConcept : book.festivalConcept;
    const concepts = festival
      ? [
          sampled[0],
          festivalConcept({ ...context, festival: book.festivalNames[festival] }),
          sampled[1],
        ].filter((concept): concept is Concept => concept !== undefined)
      : sampled;
    const metric = nativeGoalMetric(goal, book.language);
    return conceptsReport(book, {
      product: productText,
      goal,
      audience,
      concepts,
      metric,
      defaultFirst: "",
    });
  };
}
