import {
  nativeAudienceCore,
  nativeBenefit,
  nativeGoalMetric,
  nativeIsSoftware,
  nativeProduct,
  type NativeProduct,
} from "../../kit/bangla-copy-kit.ts";
import { AUDIENCE, GOAL, PRODUCT } from "../../kit/brief.ts";
import type { NativeLanguage } from "../../kit/language.ts";
import { blocks, numbered, table } from "../../kit/text-kit.ts";
import type { LanguageWriter } from "../../kit/tool-writer.ts";
import { STAGES, type Stage, type StageKey } from "./marketing-funnel-generator.writer.ts";

/**
 * A marketing funnel as the Bangla and Banglish books write it (the same funnel in two scripts):
 * five stages from first sight to recommending it, each with the buyer's mind, a goal, a message,
 * content, channels Bangladeshi buyers use and the number that shows it works; three quick wins.
 */

export type NativeStageSlots = {
  product: NativeProduct;
  /** The audience's core, or "" without one. */
  core: string;
  /** The conversion goal and the metric that shows it was met. */
  goal: string;
  metric: string;
  /** A benefit that follows from the product's own words, if any. */
  benefit: string | undefined;
  software: boolean;
};

export type MarketingFunnelNativeBook = {
  language: NativeLanguage;
  defaultProduct: string;
  defaultGoal: string;
  stages: (slots: NativeStageSlots) => Readonly<Record<StageKey, Stage>>;
  heading: (product: string) => string;
  brief: (slots: { goal: string; audience: string }) => string;
  overviewHeaders: readonly [
    stage: string,
    goal: string,
    message: string,
    channels: string,
    metric: string,
  ];
  detailsHeading: string;
  details: (stage: Stage) => readonly string[];
  quickWinsHeading: string;
  /** Three are suggested; `goods` ones only when the product is not software. */
  quickWins: readonly string[];
  goodsQuickWins: readonly string[];
};

export function nativeMarketingFunnelWriter(book: MarketingFunnelNativeBook): LanguageWriter {
  return (brief, random) => {
    const productText = brief.text(PRODUCT, book.defaultProduct);
    const audience = brief.text(AUDIENCE, "");
    const goal = brief.text(["conversion_goal", ...GOAL], book.defaultGoal);
    const software = nativeIsSoftware(productText);
    const byKey = book.stages({
      product: nativeProduct(productText),
      core: audience ? nativeAudienceCore(audience) : "",
      goal,
      metric: nativeGoalMetric(goal, book.language),
      benefit: nativeBenefit(productText, book.language),
      software,
    });
    const stages = STAGES.map((key) => byKey[key]);
    const wins = software ? book.quickWins : [...book.quickWins, ...book.goodsQuickWins];
    return blocks(
      book.heading(productText),
      book.brief({ goal, audience }),
      table(
        book.overviewHeaders,
        stages.map((stage) => [
          stage.stage,
          stage.goal,
          stage.message,
          stage.channels,
          stage.metric,
        ]),
      ),
      book.detailsHeading,
      ...stages.map((stage) => blocks(`### ${stage.stage}`, book.details(stage).join("  \n"))),
      book.quickWinsHeading,
      numbered(random.sample(wins, 3)),
    );
  };
}
