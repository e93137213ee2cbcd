import {
  nativeAudienceCore,
  nativeBenefit,
  nativeGoalMetric,
  nativeOfferKind,
  nativeProduct,
  type NativeProduct,
} from "../../kit/bangla-copy-kit.ts";
import { AUDIENCE, GOAL, PRODUCT } from "../../kit/brief.ts";
import type { NativeLanguage } from "../../kit/language.ts";
import { blocks, numbered, table } from "../../kit/text-kit.ts";
import type { LanguageWriter } from "../../kit/tool-writer.ts";
import {
  STAGES,
  type MarketingFunnelPhrases,
  type Stage,
  type StageKey,
  type StageSlots,
} from "./marketing-funnel-generator.writer.ts";

/**
 * A marketing funnel as the Bangla and Banglish books write it (the same funnel in two scripts):
 * five stages from first sight to recommending it, each with the buyer's mind, a goal, a message,
 * content, channels Bangladeshi buyers use and the number that shows it works; three quick wins.
 */

/** The English stage slots with the product read natively; `core` is "" without an audience. */
export type NativeStageSlots = Omit<StageSlots, "parts"> & { product: NativeProduct };

export type MarketingFunnelNativeBook = Pick<
  MarketingFunnelPhrases,
  "heading" | "brief" | "overviewHeaders" | "detailsHeading" | "details" | "quickWinsHeading"
> & {
  language: NativeLanguage;
  defaultProduct: string;
  defaultGoal: string;
  stages: (slots: NativeStageSlots) => Readonly<Record<StageKey, Stage>>;
  /** Three are suggested; `goods` ones (payment and delivery) only for goods. */
  quickWins: readonly string[];
  goodsQuickWins: readonly string[];
};

export function nativeMarketingFunnelWriter(book: MarketingFunnelNativeBook): LanguageWriter {
  return (brief, random) => {
    const productText = brief.text(PRODUCT, book.defaultProduct);
    const audience = brief.text(AUDIENCE, "");
    const goal = brief.text(["conversion_goal", ...GOAL], book.defaultGoal);
    const kind = nativeOfferKind(productText);
    const byKey = book.stages({
      product: nativeProduct(productText),
      core: audience ? nativeAudienceCore(audience) : "",
      goal,
      metric: nativeGoalMetric(goal, book.language),
      benefit: nativeBenefit(productText, book.language),
      kind,
    });
    const stages = STAGES.map((key) => byKey[key]);
    const wins = kind === "goods" ? [...book.quickWins, ...book.goodsQuickWins] : book.quickWins;
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
