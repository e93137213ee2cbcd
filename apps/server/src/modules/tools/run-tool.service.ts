import { DEFAULT_OUTPUT_LANGUAGE, type OutputLanguage } from "@outsmart/contracts/output-language";
import { inputsWithBrandKit } from "@outsmart/contracts/brand-kit-inputs";
import type { PlanId } from "@outsmart/contracts/plans";
import { findCatalogueTool, toolOutput, type ToolOutput } from "@outsmart/contracts/tool-catalogue";
import {
  fieldValue,
  missingFields,
  missingFieldsMessage,
  parseInputFields,
} from "@outsmart/contracts/tool-fields";
import type { AiProviderSettings } from "../../config/env.ts";
import type { Database } from "../../db/client.ts";
import type { ModelRegistry } from "../../integrations/ai-providers/model-registry.ts";
import type { TextStreamLimits } from "../../integrations/ai-providers/stream-model-text.ts";
import { AppError } from "../../lib/app-error.ts";
import { scrubText } from "@outsmart/contracts/text";
import type { Clock } from "../../lib/clock.ts";
import type { Logger } from "../../lib/logger.ts";
import { generationsTotal } from "../../lib/metrics.ts";
import type { Viewer } from "../accounts/viewer.ts";
import type { BrandsService } from "../brands/brands.service.ts";
import type { Charge, CreditsService } from "../credits/credits.service.ts";
import type { GenerationRecord } from "../generations/generations.queries.ts";
import {
  type AudioGenerator,
  type ContentRequest,
  createContentGenerator,
  type OfflineWriter,
} from "./generate-content.ts";
import { askedModel, chooseModel } from "./model-choice.ts";
import { UnsavedRunError, describeFailure } from "./run-failure.ts";
import { type HoldingStart, startWhileHolding } from "./start-while-holding.ts";
import type { ToolPromptStore } from "./tool-prompt-store.ts";
import { recordSucceededRun, recordUnfinishedRun } from "./tool-runs.queries.ts";

export type PreparedRun = ContentRequest & {
  profileId: string;
  toolName: string;
  plan: PlanId;
  /**
   * The balance as last seen covers the model's cost (see `start`). A free-plan user's daily slot
   * is left to the hold: free models cost no credits, so starting one early risks no money.
   */
  looksAffordable: boolean;
  /** The campaign kit run this is a step of (campaign-kits.service.ts, ADR 0085). */
  campaignId?: string;
};

export type RunResult = {
  content: string;
  contentType: ToolOutput;
  modelUsed: string;
  modelName: string;
  generationId: string;
  creditsCharged: number;
  balance: number;
};

/** A run under way: its credit hold, then its generation. */
export type StartedRun = {
  /** Resolves once the credits are held; rejects (402, 429) when they cannot be, with the model stopped. */
  held: Promise<unknown>;
  /**
   * Generates, passing each piece of text to `onDelta` (pieces that came before are passed at
   * once), records the run and settles or releases the hold. Call it after `held` resolved.
   */
  finish(onDelta?: (text: string) => void): Promise<RunResult>;
};

export type ToolRunner = ReturnType<typeof createToolRunner>;

/** A started run whose credits are held. */
type Attempt = { prepared: PreparedRun; charge: Charge; started: Date };

/** The labels of outsmart_generations_total (lib/metrics.ts): catalogue slugs and model ids only. */
function outcomeLabels(attempt: Attempt, outcome: string) {
  return { tool: attempt.prepared.toolSlug, model: attempt.prepared.model.id, outcome };
}

/** The tool's fields and the caller's values for them; 400 listing every empty one (the seed's words). */
function readInputs(
  inputFields: unknown,
  rawInputs: Record<string, string>,
): { fields: string[]; inputs: Record<string, string> } {
  const fields = parseInputFields(inputFields);
  // A renamed field's old name is still accepted (ADR 0049): API clients may send it.
  const inputs = Object.fromEntries(
    fields.map((name) => [name, fieldValue(rawInputs, name) ?? ""]),
  );
  const missing = missingFields(fields, inputs);
  if (missing.length > 0)
    throw new AppError("BAD_REQUEST", missingFieldsMessage(missing), {
      details: { missingFields: missing },
    });
  return { fields, inputs };
}

/**
 * The generation engine: `prepare` → `start` → `finish`.
 *
 * - `prepare` applies the seed's checks in its order and chooses the model (`model-choice.ts`),
 *   before anything is charged or any provider is called, so every refusal is a plain JSON error.
 * - `start` holds the credits and starts the model (`start-while-holding.ts`): at the same time
 *   when the balance as last seen covers the cost, else the hold first (ADR 0018).
 * - `finish` streams the content (`generate-content.ts`) and records the outcome
 *   (`tool-runs.queries.ts`): a success's record and the settle of its hold in one statement; a
 *   failure, Stop or disconnect releases the hold and is recorded, so it costs nothing.
 */
export function createToolRunner(deps: {
  db: Database;
  toolPrompts: ToolPromptStore;
  registry: ModelRegistry;
  credits: CreditsService;
  brands: Pick<BrandsService, "forGeneration">;
  /** The AI provider settings in force (they change when an operator edits them in the console). */
  providers: () => AiProviderSettings;
  limits: TextStreamLimits;
  offlineWriter: OfflineWriter;
  audioGenerator: AudioGenerator;
  clock: Clock;
  logger: Logger;
}) {
  const { db, registry, credits, clock, logger } = deps;
  const generateContent = createContentGenerator({
    providers: deps.providers,
    limits: deps.limits,
    offlineWriter: deps.offlineWriter,
    audioGenerator: deps.audioGenerator,
  });

  async function prepare(
    viewer: Viewer,
    toolSlug: string,
    rawInputs: Record<string, string>,
    requestedModel: string | undefined,
    askedLanguage?: OutputLanguage,
    brandKitId?: string,
  ): Promise<PreparedRun> {
    // The tool's configuration, the caller's plan and brand kit are independent reads: fetch them
    // together (they are on the way to every generation's first token), then check in the seed's
    // order. A kit id the caller does not own is a 404 before anything is charged (ADR 0068).
    const [config, account] = await Promise.all([
      deps.toolPrompts.find(toolSlug),
      viewer.profileId().then(async (profileId) => {
        const [standing, brandKit] = await Promise.all([
          credits.standing(profileId),
          brandKitId === undefined ? undefined : deps.brands.forGeneration(profileId, brandKitId),
        ]);
        return { profileId, standing, brandKit };
      }),
    ]);
    if (!config) throw new AppError("NOT_FOUND", `No configuration found for tool: ${toolSlug}`);
    const { profileId, standing, brandKit } = account;
    // Without a language asked for, the kit's default language, else English.
    const language = askedLanguage ?? brandKit?.fields.defaultLanguage ?? DEFAULT_OUTPUT_LANGUAGE;
    // The kit stands in for the brand, product and audience the user left empty (issue 16).
    const { fields, inputs } = readInputs(
      config.inputFields,
      brandKit ? inputsWithBrandKit(rawInputs, brandKit.fields) : rawInputs,
    );
    const output = toolOutput(toolSlug);
    const request = {
      requested: requestedModel,
      toolDefault: config.model,
      output,
      plan: standing.plan,
    };
    const asked = askedModel(registry.all(), request);
    const choice = chooseModel(
      registry.all(),
      request,
      asked && (await registry.availability(asked)),
    );
    if ("refusal" in choice) throw choice.refusal;
    return {
      profileId,
      toolSlug,
      toolName: findCatalogueTool(toolSlug)?.name ?? config.toolName,
      systemPrompt: config.systemPrompt,
      fields,
      inputs,
      model: choice.model,
      plan: standing.plan,
      output,
      // Audio has no language; recording one would make the history's language filter lie.
      language: output === "audio" ? DEFAULT_OUTPUT_LANGUAGE : language,
      ...(brandKit ? { brandKit } : {}),
      looksAffordable: standing.balance >= choice.model.costCredits,
    };
  }

  /**
   * Holds the model's cost (402) and the free daily slot (429), and starts the model: at the same
   * time when the figures read in `prepare` say the hold will be granted, so the hold's durable
   * commit is not on the way to the first token. If the hold is refused after all (a parallel run
   * spent the credits), the model is stopped before any of its text is passed on and nothing is
   * recorded. Otherwise the model waits for the hold.
   */
  function start(prepared: PreparedRun, signal: AbortSignal): StartedRun {
    const started = clock.now();
    const run = startWhileHolding({
      concurrently: prepared.looksAffordable,
      hold: () =>
        credits.reserve({
          profileId: prepared.profileId,
          plan: prepared.plan,
          toolSlug: prepared.toolSlug,
          toolName: prepared.toolName,
          model: prepared.model,
        }),
      produce: (stop, emit: (text: string) => void) => generateContent(prepared, stop, emit),
      signal,
    });
    return {
      held: run.held,
      finish: (onDelta = () => {}) => finish(prepared, run, started, signal, onDelta),
    };
  }

  async function finish(
    prepared: PreparedRun,
    run: HoldingStart<Charge, string, string>,
    started: Date,
    signal: AbortSignal,
    onDelta: (text: string) => void,
  ): Promise<RunResult> {
    const charge = await run.held;
    let content: string;
    try {
      content = scrubText(await run.output(onDelta)).trim();
      if (!content) throw new AppError("PROVIDER_ERROR", "Invalid response from AI service");
    } catch (error) {
      throw await recordFailure({ prepared, charge, started }, error, signal);
    }
    const { generationId, balance } = await recordSuccess(
      { prepared, charge, started },
      content,
    ).catch(async (error: unknown) => {
      // The text exists but could not be saved: the customer keeps nothing, so pays nothing,
      // now rather than when the sweep finds the hold.
      throw await recordFailure({ prepared, charge, started }, new UnsavedRunError(error), signal);
    });
    return {
      content,
      contentType: prepared.output,
      modelUsed: prepared.model.id,
      modelName: prepared.model.name,
      generationId,
      creditsCharged: charge.credits,
      balance,
    };
  }

  function recordOf(
    { prepared, charge, started }: Attempt,
    outcome: Pick<GenerationRecord, "status" | "outputContent" | "errorMessage">,
  ): GenerationRecord {
    return {
      profileId: prepared.profileId,
      toolSlug: prepared.toolSlug,
      modelUsed: prepared.model.id,
      inputData: prepared.inputs,
      contentType: prepared.output,
      language: prepared.language,
      brandKitId: prepared.brandKit?.id ?? null,
      campaignId: prepared.campaignId ?? null,
      creditsCharged: outcome.status === "succeeded" ? charge.credits : 0,
      durationMs: clock.now().getTime() - started.getTime(),
      createdAt: started,
      ...outcome,
    };
  }

  /** The record and the settle of the hold, in one statement (`tool-runs.queries.ts`). */
  async function recordSuccess(attempt: Attempt, content: string) {
    const record = recordOf(attempt, {
      status: "succeeded",
      outputContent: content,
      errorMessage: null,
    });
    const { reservationId } = attempt.charge;
    const saved = await recordSucceededRun(db, record, reservationId, clock.now());
    credits.settled(attempt.charge);
    generationsTotal.inc(outcomeLabels(attempt, "succeeded"));
    // Only a generation whose process stopped renewing its hold's lease (a stall of 30 s or
    // more) gets here: the sweep gave the credits back, so this one was free.
    if (!saved.settled) logger.warn({ reservationId }, "Settling a hold that was already released");
    return saved;
  }

  /** Gives the hold back, records the attempt, and returns the error to show the caller. */
  async function recordFailure(
    attempt: Attempt,
    error: unknown,
    signal: AbortSignal,
  ): Promise<AppError> {
    const failure = describeFailure(error, signal);
    await credits.release(attempt.charge, failure.refundReason);
    const record = recordOf(attempt, {
      status: failure.status,
      outputContent: null,
      errorMessage: failure.errorMessage,
    });
    generationsTotal.inc(outcomeLabels(attempt, failure.status));
    await recordUnfinishedRun(db, record).catch((recordError: unknown) =>
      logger.warn({ err: recordError }, "Could not record a failed generation"),
    );
    if (failure.unexpected)
      logger.warn(
        { err: error, model: attempt.prepared.model.id, tool: attempt.prepared.toolSlug },
        error instanceof UnsavedRunError
          ? "Could not save a finished generation"
          : "AI provider failed",
      );
    return failure.error;
  }

  /**
   * The console's "Try it" (issue 17): a draft configuration run once with any model the
   * installation has, whatever the operator's own plan; nothing is held, charged or recorded.
   */
  async function tryDraft(
    draft: {
      toolSlug: string;
      systemPrompt: string;
      inputFields: string[];
      model: string;
      inputs: Record<string, string>;
      language: OutputLanguage;
    },
    signal: AbortSignal,
  ): Promise<{ content: string; model: string; latencyMs: number }> {
    const model = registry.find(draft.model);
    if (!model) throw new AppError("BAD_REQUEST", `There is no model "${draft.model}".`);
    const availability = await registry.availability(model);
    if (!availability.available) throw new AppError("BAD_REQUEST", availability.reason);
    const output = toolOutput(draft.toolSlug);
    const { fields, inputs } = readInputs(draft.inputFields, draft.inputs);
    const started = clock.now().getTime();
    let content: string;
    try {
      const request = { ...draft, fields, inputs, model, output };
      content = scrubText(await generateContent(request, signal, () => {})).trim();
    } catch (error) {
      throw describeFailure(error, signal).error;
    }
    if (!content) throw new AppError("PROVIDER_ERROR", "Invalid response from AI service");
    return { content, model: model.id, latencyMs: clock.now().getTime() - started };
  }

  return { prepare, start, tryDraft };
}
