import {
  type CampaignKit,
  type CampaignStatus,
  type CampaignSummary,
  type CampaignView,
  findCampaignKit,
  type KitBrief,
  type KitQuote,
  type KitRunEvent,
  stepInputs,
} from "@outsmart/contracts/campaign-kits";
import type { KitRunRequest } from "@outsmart/contracts/campaign-kit-requests";
import type { TemplateLanguage } from "@outsmart/contracts/campaign-templates";
import type { OutputLanguage } from "@outsmart/contracts/output-language";
import {
  CAMPAIGN_KITS_PLAN,
  CREDIT_PRICE_BDT,
  planAtLeast,
  plans,
} from "@outsmart/contracts/plans";
import { paths } from "@outsmart/contracts/routes";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Clock } from "../../lib/clock.ts";
import { parseUuid } from "../../lib/keyset-page.ts";
import type { Logger } from "../../lib/logger.ts";
import type { Viewer } from "../accounts/viewer.ts";
import type { CreditsService } from "../credits/credits.service.ts";
import { listCampaignGenerations } from "../generations/generations.queries.ts";
import { findCampaign, finishCampaign, insertCampaign } from "./campaigns.queries.ts";
import type { PreparedRun, ToolRunner } from "./run-tool.service.ts";
import { createTextBatcher } from "./text-batcher.ts";

export type CampaignKitRunner = ReturnType<typeof createCampaignKitRunner>;

/** How much of the earlier steps' text a model is given as the campaign so far. */
const CONTEXT_MAX_CHARS = 6000;

const kitNotFound = () => new AppError("NOT_FOUND", "That campaign kit was not found.");
const campaignNotFound = () => new AppError("NOT_FOUND", "That campaign was not found.");

/** What a free plan hears (403): kits come with a paid pack, and where to buy one. */
export const KITS_NEED_A_PACK = `Campaign kits come with the ${plans[CAMPAIGN_KITS_PLAN].name} or the ${plans.pro.name}. Buy credits on the pricing page to run a kit.`;

type Choices = {
  model?: string | undefined;
  language?: OutputLanguage | undefined;
  brandKitId?: string | undefined;
};

/**
 * The earlier steps as a model reads them: appended to the step's system prompt so the headlines,
 * captions and e-mail follow the campaign idea (ADR 0085). The offline writer ignores it; it is
 * fed through the step's fields (`{step1}` patterns, contracts/campaign-kits.ts).
 */
export function campaignContext(kit: CampaignKit, outputs: readonly string[]): string {
  if (outputs.length === 0) return "";
  const text = outputs
    .map((output, index) => `Step ${index + 1} (${kit.steps[index]?.toolSlug ?? ""}):\n${output}`)
    .join("\n\n");
  const clipped = text.length > CONTEXT_MAX_CHARS ? `${text.slice(0, CONTEXT_MAX_CHARS)}…` : text;
  return `\n\nThis is one step of a campaign. Keep to the campaign written in its earlier steps (its idea, offer and tone); do not repeat their text.\n\n${clipped}`;
}

/**
 * Campaign kits (issue 16, ADR 0085): a quote for the whole kit, and a run that takes its steps
 * in order through the tool engine (`run-tool.service.ts`). Each step holds and settles its own
 * credits like a single generation, so a step that fails or never starts costs nothing and a
 * parallel run can never overspend the balance; the first failure stops the kit.
 */
export function createCampaignKitRunner(deps: {
  db: Database;
  runner: ToolRunner;
  credits: Pick<CreditsService, "standing">;
  clock: Clock;
  logger: Logger;
}) {
  const { db, runner, clock } = deps;

  function kitOf(id: string): CampaignKit {
    const kit = findCampaignKit(id);
    if (!kit) throw kitNotFound();
    return kit;
  }

  /**
   * Every step prepared with the brief (later steps with a stand-in for the text before them):
   * the engine's checks (model, plan, brand kit 404, fields) before anything is charged.
   */
  async function prepareAll(
    viewer: Viewer,
    kit: CampaignKit,
    briefLanguage: TemplateLanguage,
    brief: KitBrief,
    choices: Choices,
  ): Promise<PreparedRun[]> {
    const standIns = kit.steps.map(() => "…");
    const prepared: PreparedRun[] = [];
    for (const step of kit.steps)
      prepared.push(
        await runner.prepare(
          viewer,
          step.toolSlug,
          stepInputs(step, briefLanguage, brief, standIns),
          choices.model,
          choices.language,
          choices.brandKitId,
        ),
      );
    return prepared;
  }

  function quoteOf(kit: CampaignKit, prepared: readonly PreparedRun[], balance: number): KitQuote {
    const first = prepared[0];
    if (!first) throw kitNotFound();
    const credits = prepared.reduce((sum, step) => sum + step.model.costCredits, 0);
    return {
      kit_id: kit.id,
      steps: kit.steps.length,
      model: first.model.id,
      model_name: first.model.name,
      credits_per_step: first.model.costCredits,
      credits,
      price_bdt: credits * CREDIT_PRICE_BDT,
      balance,
      affordable: balance >= credits,
      allowed: planAtLeast(first.plan, CAMPAIGN_KITS_PLAN),
    };
  }

  function requirePaidPlan(prepared: readonly PreparedRun[]) {
    const plan = prepared[0]?.plan ?? "free";
    if (!planAtLeast(plan, CAMPAIGN_KITS_PLAN))
      throw new AppError("FORBIDDEN", KITS_NEED_A_PACK, {
        details: { requiredPlan: CAMPAIGN_KITS_PLAN, buyUrl: paths.pricing },
      });
  }

  return {
    /** The whole kit's cost with the chosen model (credits and ৳), and whether the plan runs kits. */
    async quote(
      viewer: Viewer,
      kitId: string,
      choices: Choices & { briefLanguage: TemplateLanguage },
    ): Promise<KitQuote> {
      const kit = kitOf(kitId);
      const prepared = await prepareAll(
        viewer,
        kit,
        choices.briefLanguage,
        kit.brief[choices.briefLanguage],
        choices,
      );
      const { balance } = await deps.credits.standing(await viewer.profileId());
      return quoteOf(kit, prepared, balance);
    },

    /**
     * Checks everything (404, 403, 402 for the whole kit) and returns the run to stream; nothing
     * is recorded or charged before `run` is called.
     */
    async prepare(viewer: Viewer, kitId: string, request: KitRunRequest) {
      const kit = kitOf(kitId);
      const choices: Choices = {
        model: request.model,
        language: request.language,
        brandKitId: request.brand_kit_id,
      };
      const prepared = await prepareAll(
        viewer,
        kit,
        request.brief_language,
        request.brief,
        choices,
      );
      requirePaidPlan(prepared);
      const total = prepared.reduce((sum, step) => sum + step.model.costCredits, 0);
      const first = prepared[0];
      if (!first) throw kitNotFound();
      // The balance as last seen must cover the whole kit, so a kit is not started to stop half-way
      // for want of credits; each step's hold stays the real check (a parallel run may spend first).
      const { balance } = await deps.credits.standing(first.profileId);
      if (balance < total)
        throw new AppError(
          "INSUFFICIENT_CREDITS",
          `This kit costs ${total} credits and you have ${balance}. Top up on the pricing page.`,
          { details: { required: total, balance } },
        );

      /** Runs the steps in order, telling `emit` about each; resolves with the campaign's outcome. */
      async function run(
        signal: AbortSignal,
        emit: (event: KitRunEvent) => Promise<void>,
      ): Promise<CampaignSummary> {
        const profileId = first?.profileId ?? (await viewer.profileId());
        const campaignId = await insertCampaign(db, {
          ownerId: profileId,
          kitId: kit.id,
          briefLanguage: request.brief_language,
          brief: request.brief,
          stepsTotal: kit.steps.length,
          createdAt: clock.now(),
        });
        await emit({
          event: "campaign",
          data: { campaign_id: campaignId, steps: kit.steps.length },
        });
        const outputs: string[] = [];
        let charged = 0;
        for (const [index, step] of kit.steps.entries()) {
          if (signal.aborted) break;
          await emit({ event: "step", data: { index, tool_slug: step.toolSlug } });
          try {
            const stepPrepared = await runner.prepare(
              viewer,
              step.toolSlug,
              stepInputs(step, request.brief_language, request.brief, outputs),
              request.model,
              request.language,
              request.brand_kit_id,
            );
            const started = runner.start(
              {
                ...stepPrepared,
                systemPrompt: stepPrepared.systemPrompt + campaignContext(kit, outputs),
                campaignId,
              },
              signal,
            );
            await started.held;
            const deltas = createTextBatcher((text) => {
              void emit({ event: "delta", data: { index, text } });
            });
            const result = await started.finish(deltas.push).finally(() => deltas.flush());
            outputs.push(result.content);
            charged += result.creditsCharged;
            await emit({
              event: "step-done",
              data: {
                index,
                generation_id: result.generationId,
                content: result.content,
                credits_charged: result.creditsCharged,
                balance: result.balance,
              },
            });
          } catch (error) {
            const failure =
              error instanceof AppError
                ? error
                : new AppError("INTERNAL", "This step could not be written.");
            if (!(error instanceof AppError))
              deps.logger.warn({ err: error, kit: kit.id, step: index }, "Campaign step failed");
            await emit({
              event: "step-error",
              data: { index, error: failure.message, code: failure.code },
            });
            break;
          }
        }
        const done = outputs.length;
        const status: Exclude<CampaignStatus, "running"> =
          done === kit.steps.length ? "succeeded" : done === 0 ? "failed" : "partial";
        await finishCampaign(db, campaignId, status, clock.now());
        const summary: CampaignSummary = {
          campaign_id: campaignId,
          status,
          steps_done: done,
          steps_total: kit.steps.length,
          credits_charged: charged,
        };
        await emit({ event: "done", data: summary });
        return summary;
      }

      return { kit, run };
    },

    /** One of the caller's campaigns with its steps' text (404 for anyone else's). */
    async view(profileId: string, id: string): Promise<CampaignView> {
      if (!parseUuid(id)) throw campaignNotFound();
      const campaign = await findCampaign(db, profileId, id);
      if (!campaign) throw campaignNotFound();
      const steps = await listCampaignGenerations(db, profileId, id);
      return {
        id: campaign.id,
        kit_id: campaign.kitId,
        status: campaign.status,
        brief_language: campaign.briefLanguage,
        steps_total: campaign.stepsTotal,
        created_at: campaign.createdAt.toISOString(),
        generations: steps.map((row) => ({
          id: row.id,
          tool_slug: row.toolSlug,
          content: row.content,
          credits_charged: row.creditsCharged,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  };
}
