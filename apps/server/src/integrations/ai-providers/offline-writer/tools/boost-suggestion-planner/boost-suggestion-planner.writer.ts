import { AUDIENCE, GOAL, PRODUCT } from "../../kit/brief.ts";
import {
  goalIntent,
  goalMetric,
  offerKind,
  productParts,
  type GoalIntent,
  type OfferKind,
} from "../../kit/copy-kit.ts";
import { parseAmount, parseDays, splitAmount, type Amount } from "../../kit/numbers.ts";
import { audienceCore, blocks, bullets, lowerFirst, numbered, table } from "../../kit/text-kit.ts";
import type { Writer } from "../../kit/tool-writer.ts";

/** Which posts to boost, for whom, how to split the budget over time, and when to scale or stop. */

export const PHASES = ["test", "scale", "retarget"] as const;

export type PhaseKey = (typeof PHASES)[number];

export type BoostPhrases = {
  defaultProduct: string;
  defaultGoal: string;
  defaultAudience: string;
  /** The campaign objective and the boost goal to pick, per kind of goal. */
  goals: Readonly<Record<GoalIntent, { objective: string; boostGoal: string }>>;
  phases: Readonly<Record<PhaseKey, { name: string; purpose: string }>>;
  day: (day: number) => string;
  days: (slots: { from: number; to: number }) => string;
  share: (percent: number) => string;
  /** One phase's amount worked out: the share of the total, then per day. */
  arithmetic: (slots: {
    phase: string;
    total: string;
    percent: number;
    amount: string;
    days: number;
    perDay: string;
  }) => string;
  /** Three are suggested when no post qualifies yet; `audience` is the audience's core. */
  /** `kind`: what is sold, so the behind-the-scenes and offer posts fit goods, software or a service. */
  postIdeas: (slots: {
    product: string;
    short: string;
    audience: string;
    kind: OfferKind;
  }) => readonly string[];
  objectiveHeading: (objective: string) => string;
  goalLine: (slots: { goal: string; boostGoal: string }) => string;
  measure: (metric: string) => string;
  postsHeading: string;
  postsIntro: string;
  postCriteria: (slots: { short: string; goal: string; kind: OfferKind }) => readonly string[];
  noPostYet: string;
  audiencesHeading: string;
  audienceHeaders: readonly [audience: string, who: string, why: string];
  audiences: (audience: string) => readonly (readonly [string, string, string])[];
  budgetHeading: string;
  noBudget: (budget: string) => string;
  totalBudget: (slots: { total: string; days: number; assumed: boolean }) => string;
  budgetHeaders: readonly [
    phase: string,
    when: string,
    share: string,
    amount: string,
    perDay: string,
    purpose: string,
  ];
  rulesHeading: string;
  rules: (metric: string) => readonly string[];
  checklistHeading: string;
  checklist: (kind: OfferKind) => readonly string[];
};

/** Shares of the budget per phase: awareness spends more on scale, sales more on retargeting. */
export function phaseShares(intent: GoalIntent): Record<PhaseKey, number> {
  const retarget = intent === "awareness" ? 10 : intent === "engagement" ? 15 : 20;
  const test = intent === "awareness" ? 20 : 30;
  return { test, scale: 100 - test - retarget, retarget };
}

/** A plan runs this long when the budget states no duration. */
export const DEFAULT_DAYS = 7;

/** The fields the budget is read from. */
export const BUDGET = ["total_budget", "campaign_budget", "budget"] as const;

/**
 * How long each phase runs and when, in whole days: a test of about 30% of the days (one day for
 * a plan of two days or less), then scale and retarget together for the rest.
 */
export function phaseLengths(days: number): { testDays: number; scaleDays: number } {
  const testDays = days <= 2 ? 1 : Math.max(1, Math.round(days * 0.3));
  return { testDays, scaleDays: Math.max(1, days - testDays) };
}

/**
 * The budget over the phases in any language: each phase's days, share, amount and amount per
 * day (amounts that add up to the total), and the working; only the share without a budget.
 */
export function budgetPlan(
  phrases: Pick<BoostPhrases, "phases" | "day" | "days" | "share" | "arithmetic">,
  {
    intent,
    amount,
    days,
    money,
  }: {
    intent: GoalIntent;
    amount: Amount | undefined;
    days: number;
    money: (value: number) => string;
  },
): { total: number | undefined; rows: string[][]; arithmetic: string[] } {
  const shares = phaseShares(intent);
  const percents = PHASES.map((phase) => shares[phase]);
  const { testDays, scaleDays } = phaseLengths(days);
  const phaseDays = [testDays, scaleDays, scaleDays];
  const later =
    days <= 2 ? phrases.day(Math.min(days, 2)) : phrases.days({ from: testDays + 1, to: days });
  const phaseWhen = [
    days <= 2 ? phrases.day(1) : phrases.days({ from: 1, to: testDays }),
    later,
    later,
  ];
  const total = amount && amount.value > 0 ? Math.round(amount.value) : undefined;
  const amounts = total === undefined ? undefined : splitAmount(total, percents);
  const rows = PHASES.map((key, index) => {
    const phase = phrases.phases[key];
    const phaseAmount = amounts?.[index];
    const perDay = phaseAmount === undefined ? undefined : phaseAmount / (phaseDays[index] ?? 1);
    return [
      phase.name,
      phaseWhen[index] ?? "",
      phrases.share(shares[key]),
      phaseAmount === undefined ? "—" : money(phaseAmount),
      perDay === undefined ? "—" : money(Math.round(perDay)),
      phase.purpose,
    ];
  });
  const arithmetic =
    amounts && total !== undefined
      ? PHASES.map((key, index) => {
          const phaseAmount = amounts[index] ?? 0;
          const length = phaseDays[index] ?? 1;
          return phrases.arithmetic({
            phase: phrases.phases[key].name,
            total: money(total),
            percent: shares[key],
            amount: money(phaseAmount),
            days: length,
            perDay: money(Math.round(phaseAmount / length)),
          });
        })
      : [];
  return { total, rows, arithmetic };
}

export const writeBoostPlan: Writer<BoostPhrases> = ({ brief, random, phrases, kit }) => {
  const product = brief.text(PRODUCT, phrases.defaultProduct);
  const parts = productParts(product);
  const kind = offerKind(product);
  const goal = brief.text(GOAL, phrases.defaultGoal);
  const budgetText = brief.text(BUDGET, "");
  const audience = brief.text(AUDIENCE, phrases.defaultAudience);
  const core = lowerFirst(audienceCore(audience));
  const intent = goalIntent(goal);
  const amount = parseAmount(budgetText);
  const statedDays = parseDays(budgetText);
  const days = statedDays ?? DEFAULT_DAYS;
  const money = (value: number) => kit.numbers.money(value, amount?.currency ?? "");
  const {
    total,
    rows: budgetRows,
    arithmetic,
  } = budgetPlan(phrases, { intent, amount, days, money });
  const { objective, boostGoal } = phrases.goals[intent];
  const ideas = random.sample(
    phrases.postIdeas({ product, short: parts.short, audience: core, kind }),
    3,
  );
  return blocks(
    phrases.objectiveHeading(objective),
    phrases.goalLine({ goal, boostGoal }),
    phrases.measure(goalMetric(goal, kit.copy)),
    phrases.postsHeading,
    phrases.postsIntro,
    bullets(phrases.postCriteria({ short: parts.short, goal, kind })),
    phrases.noPostYet,
    numbered(ideas),
    phrases.audiencesHeading,
    table(phrases.audienceHeaders, phrases.audiences(audience)),
    phrases.budgetHeading,
    total === undefined
      ? phrases.noBudget(budgetText)
      : phrases.totalBudget({ total: money(total), days, assumed: statedDays === undefined }),
    table(phrases.budgetHeaders, budgetRows),
    arithmetic.length > 0 && bullets(arithmetic),
    phrases.rulesHeading,
    bullets(phrases.rules(goalMetric(goal, kit.copy))),
    phrases.checklistHeading,
    bullets(phrases.checklist(kind)),
  );
};
