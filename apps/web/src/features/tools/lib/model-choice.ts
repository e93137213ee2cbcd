import type { CreditSummary } from "@outsmart/contracts/credits";
import { CREDIT_PRICE_BDT, plans } from "@outsmart/contracts/plans";
import type { ToolOutput } from "@outsmart/contracts/tool-catalogue";
import type { ModelOption } from "@outsmart/contracts/tools";
import { type ToolsMessages, toolsEn } from "../i18n/tools-en";

/** A model the user can pick: its provider answers and their plan includes it. */
export const isUsable = (model: ModelOption) => model.available && !model.locked;

/** The models that can write this tool's kind of output, in the registry's order. */
export function modelsFor(models: readonly ModelOption[], output: ToolOutput): ModelOption[] {
  return models.filter((model) => model.outputs.includes(output));
}

/** The tool's configured model when the user can use it, otherwise the first usable one. */
export function defaultModelId(
  models: readonly ModelOption[],
  preferred: string,
): string | undefined {
  const configured = models.find((model) => model.id === preferred);
  if (configured && isUsable(configured)) return configured.id;
  return models.find(isUsable)?.id;
}

/** "Free" or "2 credits · ৳4" (product decisions §3). */
export function costQuote(costCredits: number, t: ToolsMessages = toolsEn): string {
  return t.costQuote(costCredits, costCredits * CREDIT_PRICE_BDT);
}

/** One option of the model picker: name, cost, and why it cannot be picked. */
export function modelOptionLabel(model: ModelOption, t: ToolsMessages = toolsEn): string {
  const base = `${model.name} — ${costQuote(model.costCredits, t)}`;
  if (model.locked) return `${base} (${plans[model.requiredPlan].name})`;
  if (!model.available) return `${base} (${t.unavailable})`;
  return base;
}

/**
 * What this generation will use up, said before Generate: today's free allowance on the free plan,
 * otherwise the balance, and a warning when the balance is short.
 */
export function allowanceNote(
  summary: CreditSummary,
  model: ModelOption,
  t: ToolsMessages = toolsEn,
): { text: string; short: boolean } {
  if (model.costCredits === 0) {
    const today = summary.freeGenerationsToday;
    if (!today) return { text: t.freeUnlimited, short: false };
    const left = Math.max(today.limit - today.used, 0);
    return {
      text: left === 0 ? t.freeUsedUp(today.limit) : t.freeLeft(left, today.limit),
      short: left === 0,
    };
  }
  if (summary.balance < model.costCredits)
    return { text: t.notEnough(summary.balance), short: true };
  return { text: t.balance(summary.balance), short: false };
}
