import {
  nativeAudienceCore,
  nativeGoalIntent,
  nativeGoalMetric,
  nativeMoney,
  nativeOfferKind,
  nativeProduct,
} from "../../kit/bangla-copy-kit.ts";
import { AUDIENCE, GOAL, PRODUCT } from "../../kit/brief.ts";
import type { NativeLanguage } from "../../kit/language.ts";
import type { LanguageWriter } from "../../kit/tool-writer.ts";
import {
  influencerPlan,
  type InfluencerPlanPhrases,
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
    return influencerPlan(random, book, {
      slots: {
        product,
        short: nativeProduct(product).short,
        core: audience ? nativeAudienceCore(audience) : "",
        audience,
        goal,
        kind: nativeOfferKind(product),
      },
      budgetText: brief.text(["campaign_budget", "total_budget", "budget"], ""),
      intent: nativeGoalIntent(goal),
      metric: nativeGoalMetric(goal, book.language),
      money: (value, currency) => nativeMoney(value, currency, book.language),
    });
  };
}
