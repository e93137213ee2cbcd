import { type ModelDefinition, tierRequiredPlan } from "@outsmart/contracts/models";
import { type PlanId, planAtLeast, plans } from "@outsmart/contracts/plans";
import type { ToolOutput } from "@outsmart/contracts/tool-catalogue";
import type { ModelOption } from "@outsmart/contracts/tools";
import type { ModelAvailability } from "../../integrations/ai-providers/provider-entry.ts";
import { AppError } from "../../lib/app-error.ts";

/**
 * Which model a run uses, and what the model list shows: pure functions of the registry's entries,
 * their availability and the caller's plan. The plan rule is written once, here.
 */

/** Whether `plan` unlocks the model's tier (free for everyone, premium from Starter, enterprise on Pro). */
export function planUnlocks(plan: PlanId, model: Pick<ModelDefinition, "tier">): boolean {
  return planAtLeast(plan, tierRequiredPlan[model.tier]);
}

/** GET /models: every model, whether it can answer now, and whether the caller's plan unlocks it. */
export function modelOptions(
  entries: readonly { model: ModelDefinition; availability: ModelAvailability }[],
  plan: PlanId,
): ModelOption[] {
  return entries.map(({ model, availability }) => ({
    id: model.id,
    name: model.name,
    tier: model.tier,
    description: model.description,
    costCredits: model.costCredits,
    outputs: [...model.outputs],
    available: availability.available,
    ...(availability.available ? {} : { unavailableReason: availability.reason }),
    requiredPlan: tierRequiredPlan[model.tier],
    locked: !planUnlocks(plan, model),
  }));
}

/** What a run asks for. */
export type ModelRequest = {
  /** The model the user picked, if any; without one the tool's default is used. */
  requested: string | undefined;
  toolDefault: string;
  /** What the tool makes. */
  output: ToolOutput;
  plan: PlanId;
};

/** The registry entry a run asks for (the user's pick, else the tool's default); undefined if none. */
export function askedModel(
  models: readonly ModelDefinition[],
  request: ModelRequest,
): ModelDefinition | undefined {
  const id = request.requested ?? request.toolDefault;
  return models.find((model) => model.id === id);
}

export type ModelChoice = { model: ModelDefinition } | { refusal: AppError };

/**
 * The model a run uses, or why it cannot run, checked in this order: the model exists (400); it
 * can answer now (503), except that an unavailable tool default falls back to the offline writer
 * (a model the user picked is never swapped); it makes what the tool makes (400); the plan unlocks
 * it (403). `availability` is the asked model's (`askedModel`), undefined when there is none.
 */
export function chooseModel(
  models: readonly ModelDefinition[],
  request: ModelRequest,
  availability: ModelAvailability | undefined,
): ModelChoice {
  const asked = askedModel(models, request);
  if (!asked || !availability)
    return {
      refusal: new AppError(
        "BAD_REQUEST",
        `There is no model called "${request.requested ?? request.toolDefault}".`,
      ),
    };
  let model = asked;
  if (!availability.available) {
    const offline = models.find(
      (entry) => entry.provider === "offline" && entry.outputs.includes(request.output),
    );
    if (request.requested || !offline)
      return {
        refusal: new AppError(
          "SERVICE_UNAVAILABLE",
          `${asked.name} is not available right now. ${availability.reason}`.trim(),
        ),
      };
    model = offline; // model_used says so
  }
  if (!model.outputs.includes(request.output))
    return {
      refusal: new AppError(
        "BAD_REQUEST",
        `${model.name} cannot make ${request.output === "audio" ? "audio" : "text"}.`,
      ),
    };
  if (!planUnlocks(request.plan, model)) {
    const required = tierRequiredPlan[model.tier];
    return {
      refusal: new AppError(
        "FORBIDDEN",
        `${model.name} comes with the ${plans[required].name}. Buy it on the pricing page to use this model.`,
        { details: { requiredPlan: required } },
      ),
    };
  }
  return { model };
}
