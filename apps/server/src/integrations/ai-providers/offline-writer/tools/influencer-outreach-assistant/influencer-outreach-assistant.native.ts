import {
  nativeAudienceCore,
  nativeGoalIntent,
  nativeGoalMetric,
  nativeMoney,
  nativeProduct,
} from "../../kit/bangla-copy-kit.ts";
import { AUDIENCE, GOAL, PRODUCT } from "../../kit/brief.ts";
import type { NativeLanguage } from "../../kit/language.ts";
import { parseAmount, splitAmount } from "../../kit/numbers.ts";
import { blocks, bullets, table } from "../../kit/text-kit.ts";
import type { LanguageWriter } from "../../kit/tool-writer.ts";
import {
  BUDGET_SPLIT,
  type InfluencerPlanPhrases,
  type InfluencerPlanSlots,
} from "./influencer-outreach-assistant.writer.ts";

/**
 * An influencer campaign as the Bangla and Banglish books write it (the same plan in two
 * scripts): creator tiers in lakh, shortlist and vetting, offers, the budget split into taka
 * that add up, a brief and KPIs read from a goal typed in Bangla.
 */

export type InfluencerPlanNativeBook = Omit<InfluencerPlanPhrases, "defaultAudience"> & {
  language: NativeLanguage;
};

export function nativeInfluencerPlanWriter(book: InfluencerPlanNativeBook): LanguageWriter {
  return (brief, random) => {
    const product = brief.text(PRODUCT, book.defaultProduct);
    const audience = brief.text(AUDIENCE, "");
    const goal = brief.text(GOAL, book.defaultGoal);
    const budgetText = brief.text(["campaign_budget", "total_budget", "budget"], "");
    const slots: InfluencerPlanSlots = {
      product,
      short: nativeProduct(product).short,
      core: audience ? nativeAudienceCore(audience) : "",
      audience,
      goal,
    };
    const intent = nativeGoalIntent(goal);
    const amount = parseAmount(budgetText);
    const total = amount && amount.value > 0 ? Math.round(amount.value) : undefined;
    const money = (value: number) => nativeMoney(value, amount?.currency ?? "", book.language);
    const tierAdvice =
      intent === "awareness"
        ? book.tierAdvice.awareness
        : intent === "engagement"
          ? book.tierAdvice.engagement
          : random.pick(book.tierAdvice.other);
    const amounts =
      total === undefined
        ? undefined
        : splitAmount(
            total,
            BUDGET_SPLIT.map(([, percent]) => percent),
          );
    const splitRows = BUDGET_SPLIT.map(([key, percent], index) => {
      const value = amounts?.[index];
      const item = book.budgetItems[key];
      return [item.name, book.share(percent), value === undefined ? "—" : money(value), item.why];
    });
    return blocks(
      book.heading(product),
      book.brief({ goal, audience }),
      book.tiersHeading,
      table(book.tierHeaders, book.tiers),
      book.recommendation(tierAdvice),
      book.shortlistHeading,
      bullets(book.shortlist(slots)),
      book.vettingHeading,
      bullets(random.shuffle(book.vetting)),
      book.offersHeading,
      bullets(random.shuffle(book.offers(slots))),
      book.budgetHeading,
      total === undefined ? book.noBudget(budgetText) : book.totalBudget(money(total)),
      table(book.budgetHeaders, splitRows),
      book.campaignBriefHeading,
      book.campaignBrief(slots).join("  \n"),
      book.kpisHeading,
      bullets(book.kpis(nativeGoalMetric(goal, book.language))),
    );
  };
}
