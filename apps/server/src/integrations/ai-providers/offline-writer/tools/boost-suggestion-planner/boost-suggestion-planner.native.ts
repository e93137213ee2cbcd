import {
  nativeGoalIntent,
  nativeGoalMetric,
  nativeMoney,
  nativeOfferKind,
  nativeProduct,
  parseNativeDays,
  type NativeProduct,
} from "../../kit/bangla-copy-kit.ts";
import { AUDIENCE, GOAL, PRODUCT } from "../../kit/brief.ts";
import type { GoalIntent, OfferKind } from "../../kit/copy-kit.ts";
import type { NativeLanguage } from "../../kit/language.ts";
import { parseAmount } from "../../kit/numbers.ts";
import { blocks, bullets, numbered, table } from "../../kit/text-kit.ts";
import type { LanguageWriter } from "../../kit/tool-writer.ts";
import {
  budgetPlan,
  BUDGET,
  DEFAULT_DAYS,
  type PhaseKey,
} from "./boost-suggestion-planner.writer.ts";

/**
 * A boost plan as the Bangla and Banglish books write it (the same plan in two scripts): the
 * objective for the goal, which posts to boost, audiences, a budget split whose amounts add up to
 * the budget typed (taka in Bengali digits), and when to scale or stop.
 */

export type BoostNativeBook = {
  language: NativeLanguage;
  defaultProduct: string;
  defaultGoal: string;
  goals: Readonly<Record<GoalIntent, { objective: string; boostGoal: string }>>;
  phases: Readonly<Record<PhaseKey, { name: string; purpose: string }>>;
  day: (day: number) => string;
  days: (slots: { from: number; to: number }) => string;
  share: (percent: number) => string;
  arithmetic: (slots: {
    phase: string;
    total: string;
    percent: number;
    amount: string;
    days: number;
    perDay: string;
  }) => string;
  /** `kind` as in the English book. */
  postIdeas: (slots: {
    product: NativeProduct;
    audience: string;
    kind: OfferKind;
  }) => readonly string[];
  objectiveHeading: (objective: string) => string;
  /** Carries the product as typed. */
  goalLine: (slots: { product: NativeProduct; goal: string; boostGoal: string }) => string;
  measure: (metric: string) => string;
  postsHeading: string;
  postsIntro: string;
  postCriteria: (slots: {
    product: NativeProduct;
    goal: string;
    kind: OfferKind;
  }) => readonly string[];
  noPostYet: string;
  audiencesHeading: string;
  audienceHeaders: readonly [audience: string, who: string, why: string];
  audiences: (audience: string) => readonly (readonly [string, string, string])[];
  budgetHeading: string;
  noBudget: (budget: string) => string;
  totalBudget: (slots: { total: string; days: number; assumed: boolean }) => string;
  budgetHeaders: readonly [string, string, string, string, string, string];
  rulesHeading: string;
  rules: (metric: string) => readonly string[];
  checklistHeading: string;
  checklist: (kind: OfferKind) => readonly string[];
};

export function nativeBoostWriter(book: BoostNativeBook): LanguageWriter {
  return (brief, random) => {
    const product = nativeProduct(brief.text(PRODUCT, book.defaultProduct));
    const kind = nativeOfferKind(product.full);
    const goal = brief.text(GOAL, book.defaultGoal);
    const budgetText = brief.text(BUDGET, "");
    const audience = brief.text(AUDIENCE, "");
    const intent = nativeGoalIntent(goal);
    const amount = parseAmount(budgetText);
    const statedDays = parseNativeDays(budgetText);
    const days = statedDays ?? DEFAULT_DAYS;
    const money = (value: number) => nativeMoney(value, amount?.currency ?? "", book.language);
    const { total, rows, arithmetic } = budgetPlan(book, { intent, amount, days, money });
    const metric = nativeGoalMetric(goal, book.language);
    const { objective, boostGoal } = book.goals[intent];
    return blocks(
      book.objectiveHeading(objective),
      book.goalLine({ product, goal, boostGoal }),
      book.measure(metric),
      book.postsHeading,
      book.postsIntro,
      bullets(book.postCriteria({ product, goal, kind })),
      book.noPostYet,
      numbered(random.sample(book.postIdeas({ product, audience, kind }), 3)),
      book.audiencesHeading,
      table(book.audienceHeaders, book.audiences(audience)),
      book.budgetHeading,
      total === undefined
        ? book.noBudget(budgetText)
        : book.totalBudget({ total: money(total), days, assumed: statedDays === undefined }),
      table(book.budgetHeaders, rows),
      arithmetic.length > 0 && bullets(arithmetic),
      book.rulesHeading,
      bullets(book.rules(metric)),
      book.checklistHeading,
      bullets(book.checklist(kind)),
    );
  };
}
