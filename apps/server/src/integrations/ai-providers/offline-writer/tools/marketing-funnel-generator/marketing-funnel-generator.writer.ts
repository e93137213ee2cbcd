import { AUDIENCE, GOAL, PRODUCT } from "../../kit/brief.ts";
import {
  benefitOf,
  goalMetric,
  offerKind,
  type OfferKind,
  productParts,
  type ProductParts,
} from "../../kit/copy-kit.ts";
import { audienceCore, blocks, lowerFirst, numbered, table } from "../../kit/text-kit.ts";
import type { Writer } from "../../kit/tool-writer.ts";

/** An awareness-to-advocacy funnel: each stage's goal, message, content, channels and metric. */

export const STAGES = [
  "awareness",
  "consideration",
  "conversion",
  "retention",
  "advocacy",
] as const;

export type StageKey = (typeof STAGES)[number];

export type Stage = {
  stage: string;
  mindset: string;
  goal: string;
  message: string;
  content: string;
  channels: string;
  metric: string;
};

export type StageSlots = {
  parts: ProductParts;
  /** The audience's core, mid-sentence. */
  core: string;
  /** The conversion goal and the metric that shows it was met. */
  goal: string;
  metric: string;
  /** A benefit that follows from the product's own words, if any. */
  benefit: string | undefined;
  /** What is sold: goods are ordered and re-ordered, software used, a service booked again. */
  kind: OfferKind;
};

export type MarketingFunnelPhrases = {
  defaultProduct: string;
  defaultAudience: string;
  defaultGoal: string;
  stages: (slots: StageSlots) => Readonly<Record<StageKey, Stage>>;
  heading: (product: string) => string;
  brief: (slots: { goal: string; audience: string }) => string;
  overviewHeaders: readonly [
    stage: string,
    goal: string,
    message: string,
    channels: string,
    metric: string,
  ];
  overviewRow: (stage: Stage) => readonly [string, string, string, string, string];
  detailsHeading: string;
  stageHeading: (stage: string) => string;
  details: (stage: Stage) => readonly string[];
  quickWinsHeading: string;
  /** Three are suggested. */
  quickWins: readonly string[];
};

export const writeMarketingFunnel: Writer<MarketingFunnelPhrases> = ({
  brief,
  random,
  phrases,
  kit,
}) => {
  const product = brief.text(PRODUCT, phrases.defaultProduct);
  const audience = brief.text(AUDIENCE, phrases.defaultAudience);
  const goal = brief.text(["conversion_goal", ...GOAL], phrases.defaultGoal);
  const byKey = phrases.stages({
    parts: productParts(product),
    core: lowerFirst(audienceCore(audience)),
    goal,
    metric: goalMetric(goal, kit.copy),
    benefit: benefitOf(product, kit.copy),
    kind: offerKind(product),
  });
  const stages = STAGES.map((key) => byKey[key]);
  return blocks(
    phrases.heading(product),
    phrases.brief({ goal, audience }),
    table(phrases.overviewHeaders, stages.map(phrases.overviewRow)),
    phrases.detailsHeading,
    ...stages.map((stage) =>
      blocks(phrases.stageHeading(stage.stage), phrases.details(stage).join("  \n")),
    ),
    phrases.quickWinsHeading,
    numbered(random.sample(phrases.quickWins, 3)),
  );
};
