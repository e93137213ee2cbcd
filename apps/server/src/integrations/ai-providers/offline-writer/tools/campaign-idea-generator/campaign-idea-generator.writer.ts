import { AUDIENCE, GOAL, PRODUCT } from "../../kit/brief.ts";
import { goalMetric, productParts, type ProductParts } from "../../kit/copy-kit.ts";
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
export type ConceptContext = { parts: ProductParts; product: string; core: string; goal: string };

export type CampaignIdeasPhrases = {
  defaultProduct: string;
  defaultGoal: string;
  defaultAudience: string;
  /** Three of these are offered, in random order. */
  concepts: readonly ((context: ConceptContext) => Concept)[];
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

export const writeCampaignIdeas: Writer<CampaignIdeasPhrases> = ({
  brief,
  random,
  phrases,
  kit,
}) => {
  const product = brief.text(PRODUCT, phrases.defaultProduct);
  const goal = brief.text(GOAL, phrases.defaultGoal);
  const audience = brief.text(AUDIENCE, phrases.defaultAudience);
  const context: ConceptContext = {
    parts: productParts(product),
    product,
    core: lowerFirst(audienceCore(audience)),
    goal,
  };
  const concepts = random.sample(phrases.concepts, 3).map((build) => build(context));
  const metric = goalMetric(goal, kit.copy);
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
    phrases.first(concepts[0]?.name ?? phrases.defaultFirst),
  );
};
