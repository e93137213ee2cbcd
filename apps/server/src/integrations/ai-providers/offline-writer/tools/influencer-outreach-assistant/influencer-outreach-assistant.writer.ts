import { AUDIENCE, GOAL, PRODUCT } from "../../kit/brief.ts";
import {
  goalIntent,
  goalMetric,
  offerKind,
  productParts,
  type GoalIntent,
  type OfferKind,
} from "../../kit/copy-kit.ts";
import type { Random } from "../../kit/random.ts";
import { parseAmount, splitAmount } from "../../kit/numbers.ts";
import { audienceCore, blocks, bullets, lowerFirst, table } from "../../kit/text-kit.ts";
import type { Writer } from "../../kit/tool-writer.ts";

/** An influencer campaign: creator tiers, shortlist and vetting, offers, budget split, brief, KPIs. */

/** Budget items and their whole-percent shares. */
export const BUDGET_SPLIT = [
  ["creatorFees", 60],
  ["seeding", 10],
  ["boosting", 20],
  ["reserve", 10],
] as const;

export type BudgetItem = (typeof BUDGET_SPLIT)[number][0];

export type InfluencerPlanSlots = {
  product: string;
  /** The product's short name and the audience's core, mid-sentence. */
  short: string;
  core: string;
  audience: string;
  goal: string;
  /** What is sold: a service is tried in a free session, not sent as a gift. */
  kind: OfferKind;
};

export type InfluencerPlanPhrases = {
  defaultProduct: string;
  defaultAudience: string;
  defaultGoal: string;
  /** Which creators to start with: fixed for awareness and engagement, one picked otherwise. */
  tierAdvice: { awareness: string; engagement: string; other: readonly string[] };
  budgetItems: Readonly<Record<BudgetItem, { name: string; why: string }>>;
  share: (percent: number) => string;
  heading: (product: string) => string;
  brief: (slots: { goal: string; audience: string }) => string;
  tiersHeading: string;
  tierHeaders: readonly [tier: string, followers: string, bestFor: string];
  tiers: readonly (readonly [string, string, string])[];
  recommendation: (advice: string) => string;
  shortlistHeading: string;
  shortlist: (slots: InfluencerPlanSlots) => readonly string[];
  vettingHeading: string;
  /** Shown in random order. */
  vetting: readonly string[];
  offersHeading: string;
  /** Shown in random order. */
  offers: (slots: InfluencerPlanSlots) => readonly string[];
  /** A service's offer ideas and its "seeding" row: a free session, not a parcel. */
  service: {
    offers: (slots: InfluencerPlanSlots) => readonly string[];
    seeding: { name: string; why: string };
  };
  budgetHeading: string;
  noBudget: (budget: string) => string;
  totalBudget: (total: string) => string;
  budgetHeaders: readonly [item: string, share: string, amount: string, why: string];
  campaignBriefHeading: string;
  campaignBrief: (slots: InfluencerPlanSlots) => readonly string[];
  kpisHeading: string;
  kpis: (metric: string) => readonly string[];
};

/** What a book has read from the brief its own way, for `influencerPlan`. */
export type InfluencerPlanReading = {
  slots: InfluencerPlanSlots;
  budgetText: string;
  intent: GoalIntent;
  /** The goal's metric, worded for the KPIs. */
  metric: string;
  money: (value: number, currency: string) => string;
};

/** The plan in any language: tier advice, the budget split and the sections, worded by `phrases`. */
export function influencerPlan(
  random: Random,
  phrases: Omit<InfluencerPlanPhrases, "defaultAudience">,
  { slots, budgetText, intent, ...read }: InfluencerPlanReading,
): string {
  const amount = parseAmount(budgetText);
  const total = amount && amount.value > 0 ? Math.round(amount.value) : undefined;
  const money = (value: number) => read.money(value, amount?.currency ?? "");
  const tierAdvice =
    intent === "awareness"
      ? phrases.tierAdvice.awareness
      : intent === "engagement"
        ? phrases.tierAdvice.engagement
        : random.pick(phrases.tierAdvice.other);
  const amounts =
    total === undefined
      ? undefined
      : splitAmount(
          total,
          BUDGET_SPLIT.map(([, percent]) => percent),
        );
  const splitRows = BUDGET_SPLIT.map(([key, percent], index) => {
    const value = amounts?.[index];
    const item =
      key === "seeding" && slots.kind === "service"
        ? phrases.service.seeding
        : phrases.budgetItems[key];
    return [item.name, phrases.share(percent), value === undefined ? "—" : money(value), item.why];
  });
  return blocks(
    phrases.heading(slots.product),
    phrases.brief({ goal: slots.goal, audience: slots.audience }),
    phrases.tiersHeading,
    table(phrases.tierHeaders, phrases.tiers),
    phrases.recommendation(tierAdvice),
    phrases.shortlistHeading,
    bullets(phrases.shortlist(slots)),
    phrases.vettingHeading,
    bullets(random.shuffle(phrases.vetting)),
    phrases.offersHeading,
    bullets(
      random.shuffle(
        slots.kind === "service" ? phrases.service.offers(slots) : phrases.offers(slots),
      ),
    ),
    phrases.budgetHeading,
    total === undefined ? phrases.noBudget(budgetText) : phrases.totalBudget(money(total)),
    table(phrases.budgetHeaders, splitRows),
    phrases.campaignBriefHeading,
    phrases.campaignBrief(slots).join("  \n"),
    phrases.kpisHeading,
    bullets(phrases.kpis(read.metric)),
  );
}

export const writeInfluencerPlan: Writer<InfluencerPlanPhrases> = ({
  brief,
  random,
  phrases,
  kit,
}) => {
  const product = brief.text(PRODUCT, phrases.defaultProduct);
  const audience = brief.text(AUDIENCE, phrases.defaultAudience);
  const goal = brief.text(GOAL, phrases.defaultGoal);
  return influencerPlan(random, phrases, {
    slots: {
      product,
      short: productParts(product).short,
      core: lowerFirst(audienceCore(audience)),
      audience,
      goal,
      kind: offerKind(product),
    },
    budgetText: brief.text(["campaign_budget", "total_budget", "budget"], ""),
    intent: goalIntent(goal),
    metric: goalMetric(goal, kit.copy),
    money: (value, currency) => kit.numbers.money(value, currency),
  });
};
