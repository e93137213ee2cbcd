import { randomInt } from "node:crypto";
import type { ModelDefinition } from "@outsmart/contracts/models";
import { tierRequiredPlan } from "@outsmart/contracts/models";
import { planAtLeast, plans } from "@outsmart/contracts/plans";
import { findCatalogueTool, toolOutput, type ToolOutput } from "@outsmart/contracts/tool-catalogue";
import {
  buildUserInput,
  missingFields,
  missingFieldsMessage,
  parseInputFields,
} from "@outsmart/contracts/tool-fields";
import type { AiProviderSettings } from "../../config/env.ts";
import type { Database } from "../../db/client.ts";
import { createLanguageModelCache } from "../../integrations/ai-providers/language-models.ts";
import type { ModelRegistry } from "../../integrations/ai-providers/model-registry.ts";
import {
  ModelTimeoutError,
  streamModelText,
  type TextStreamLimits,
} from "../../integrations/ai-providers/stream-model-text.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Clock } from "../../lib/clock.ts";
import type { Logger } from "../../lib/logger.ts";
import type { Viewer } from "../accounts/viewer.ts";
import type { Charge, CreditsService } from "../credits/credits.service.ts";
import {
  type GenerationRecord,
  generationRecordStatement,
  insertGenerationRecord,
} from "./tool-runs.queries.ts";
import type { ToolPromptStore } from "./tool-prompt-store.ts";

/** The built-in, network-free writer (integrations/ai-providers/offline-writer). */
export type OfflineWriter = {
  text(input: { toolSlug: string; inputs: Record<string, string>; seed: number }): string;
  audio(input: { inputs: Record<string, string>; seed: number }): string;
};

/** An external generator for audio tools (Stability AI). Returns a data URL. */
export type AudioGenerator = (input: {
  model: ModelDefinition;
  inputs: Record<string, string>;
  signal: AbortSignal;
}) => Promise<string>;

export type PreparedRun = {
  viewer: Viewer;
  profileId: string;
  toolSlug: string;
  toolName: string;
  systemPrompt: string;
  fields: string[];
  inputs: Record<string, string>;
  model: ModelDefinition;
  plan: "free" | "starter" | "pro";
  output: ToolOutput;
  /**
   * The balance as last seen covers the model's cost (see `start`). A free-plan user's daily slot
   * is left to the hold: free models cost no credits, so starting one early risks no money.
   */
  looksAffordable: boolean;
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
  held: Promise<void>;
  /**
   * Generates, passing each piece of text to `onDelta` (pieces that came before are passed at
   * once), records the run and settles or releases the hold. Call it after `held` resolved.
   */
  finish(onDelta?: (text: string) => void): Promise<RunResult>;
};

export type ToolRunner = ReturnType<typeof createToolRunner>;

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/**
 * The generation engine (issue 5). `prepare` applies the seed's checks in its order, resolves the
 * model and checks the plan, all before anything is charged or any provider is called; `start`
 * takes the credits and generates; `finish` streams the text, records the run, and settles the hold
 * on success or releases it on failure, Stop or disconnect — so a failed generation costs nothing.
 */
export function createToolRunner(deps: {
  db: Database;
  toolPrompts: ToolPromptStore;
  registry: ModelRegistry;
  credits: CreditsService;
  providers: AiProviderSettings;
  limits: TextStreamLimits;
  offlineWriter: OfflineWriter;
  audioGenerator: AudioGenerator;
  clock: Clock;
  logger: Logger;
  /** Pause between streamed pieces of the offline writer's text, so it reads like the other models. */
  offlinePacingMs?: number;
}) {
  const { db, registry, credits, clock, logger } = deps;
  const pacing = deps.offlinePacingMs ?? 12;
  const languageModels = createLanguageModelCache(deps.providers);

  async function prepare(
    viewer: Viewer,
    toolSlug: string,
    rawInputs: Record<string, string>,
    requestedModel: string | undefined,
  ): Promise<PreparedRun> {
    // The tool's configuration and the caller's plan are independent reads: fetch them together
    // (they are on the way to every generation's first token), then check in the seed's order.
    const [config, account] = await Promise.all([
      deps.toolPrompts.find(toolSlug),
      viewer.profileId().then(async (profileId) => ({
        profileId,
        standing: await credits.standing(profileId),
      })),
    ]);
    if (!config) throw new AppError("NOT_FOUND", `No configuration found for tool: ${toolSlug}`);
    const fields = parseInputFields(config.inputFields);
    const inputs = Object.fromEntries(fields.map((name) => [name, rawInputs[name] ?? ""]));
    const missing = missingFields(fields, inputs);
    if (missing.length > 0)
      throw new AppError("BAD_REQUEST", missingFieldsMessage(missing), {
        details: { missingFields: missing },
      });

    const output = toolOutput(toolSlug);
    const { profileId, standing } = account;
    const { plan } = standing;
    const candidate = registry.find(requestedModel ?? config.model);
    if (!candidate)
      throw new AppError(
        "BAD_REQUEST",
        `There is no model called "${requestedModel ?? config.model}".`,
      );
    let model = candidate;
    if (!(await registry.availability(model)).available) {
      const offline = registry
        .all()
        .find((entry) => entry.provider === "offline" && entry.outputs.includes(output));
      // An explicit choice is never swapped; only the tool's default falls back, and says so in model_used.
      if (requestedModel || !offline) {
        const availability = await registry.availability(model);
        throw new AppError(
          "SERVICE_UNAVAILABLE",
          `${model.name} is not available right now. ${availability.available ? "" : availability.reason}`.trim(),
        );
      }
      model = offline;
    }
    if (!model.outputs.includes(output))
      throw new AppError(
        "BAD_REQUEST",
        `${model.name} cannot make ${output === "audio" ? "audio" : "text"}.`,
      );
    const required = tierRequiredPlan[model.tier];
    if (!planAtLeast(plan, required)) {
      throw new AppError(
        "FORBIDDEN",
        `${model.name} comes with the ${plans[required].name}. Buy it on the pricing page to use this model.`,
        {
          details: { requiredPlan: required },
        },
      );
    }
    return {
      viewer,
      profileId,
      toolSlug,
      toolName: findCatalogueTool(toolSlug)?.name ?? config.toolName,
      systemPrompt: config.systemPrompt,
      fields,
      inputs,
      model,
      plan,
      output,
      looksAffordable: standing.balance >= model.costCredits,
    };
  }

  async function generate(
    prepared: PreparedRun,
    signal: AbortSignal,
    onDelta: (text: string) => void,
  ): Promise<string> {
    const { model, inputs } = prepared;
    const seed = randomInt(2 ** 31);
    if (prepared.output === "audio") {
      return model.provider === "offline"
        ? deps.offlineWriter.audio({ inputs, seed })
        : await deps.audioGenerator({ model, inputs, signal });
    }
    if (model.provider === "offline") {
      const text = deps.offlineWriter.text({ toolSlug: prepared.toolSlug, inputs, seed });
      for (const piece of text.match(/\S+\s*|\s+/g) ?? []) {
        if (signal.aborted)
          throw signal.reason instanceof Error
            ? signal.reason
            : new DOMException("The generation was stopped.", "AbortError");
        onDelta(piece);
        if (pacing > 0) await new Promise((resolve) => setTimeout(resolve, pacing));
      }
      return text;
    }
    // The seed's user_input is the system prompt plus "Label: value" lines; models get the prompt as
    // the system message and the lines as the user's message.
    const lines = buildUserInput("", prepared.fields, inputs);
    return await streamModelText({
      model: languageModels.get(model),
      system: prepared.systemPrompt,
      prompt: lines,
      maxOutputTokens: model.maxOutputTokens,
      limits: deps.limits,
      signal,
      onDelta,
    });
  }

  /**
   * Holds the model's cost (402) and the free daily slot (429), and generates. When the figures
   * read in `prepare` say the hold will be granted, the model is called at the same time as the
   * hold is written, so the hold's durable commit is not on the way to the first token; if the hold
   * is refused after all (a parallel run spent the credits), the model call is aborted before any
   * of its text is passed on, and nothing is recorded. Otherwise the model waits for the hold.
   */
  function start(prepared: PreparedRun, signal: AbortSignal): StartedRun {
    const started = clock.now();
    const refused = new AbortController();
    const early: string[] = [];
    let sink: ((text: string) => void) | undefined;
    const generateNow = () =>
      generate(prepared, AbortSignal.any([signal, refused.signal]), (text) =>
        sink ? sink(text) : early.push(text),
      );
    const holdNow = () =>
      credits.reserve({
        profileId: prepared.profileId,
        plan: prepared.plan,
        toolSlug: prepared.toolSlug,
        toolName: prepared.toolName,
        model: prepared.model,
      });
    let content: Promise<string>;
    let charge: Promise<Charge>;
    if (prepared.looksAffordable) {
      content = generateNow();
      // The provider request is sent first; the hold's statement follows on the next turn.
      charge = new Promise<void>((resolve) => setImmediate(resolve)).then(holdNow);
    } else {
      charge = holdNow();
      content = charge.then(generateNow);
    }
    charge.catch((error: unknown) => refused.abort(error));
    content.catch(() => {}); // observed by finish(); a refused hold never gets there

    return {
      held: charge.then(() => undefined),
      finish: async (onDelta = () => {}) =>
        await finish(prepared, await charge, started, signal, async () => {
          for (const text of early.splice(0)) onDelta(text);
          sink = onDelta;
          return await content;
        }),
    };
  }

  async function finish(
    prepared: PreparedRun,
    charge: Charge,
    started: Date,
    signal: AbortSignal,
    generated: () => Promise<string>,
  ): Promise<RunResult> {
    const recordOf = (
      status: GenerationRecord["status"],
      content: string | null,
      error: string | null,
    ): GenerationRecord => ({
      profileId: prepared.profileId,
      toolSlug: prepared.toolSlug,
      modelUsed: prepared.model.id,
      inputData: prepared.inputs,
      status,
      outputContent: content,
      contentType: prepared.output,
      errorMessage: error,
      creditsCharged: status === "succeeded" ? charge.credits : 0,
      durationMs: clock.now().getTime() - started.getTime(),
      createdAt: started,
    });

    let content: string;
    try {
      content = (await generated()).trim();
      if (!content) throw new AppError("PROVIDER_ERROR", "Invalid response from AI service");
    } catch (error) {
      const stopped =
        signal.aborted &&
        !(signal.reason instanceof ModelTimeoutError) &&
        (isAbort(error) || error === signal.reason);
      const reason = stopped ? "the generation was stopped" : "the generation failed";
      await credits.release(charge, reason);
      await insertGenerationRecord(
        db,
        recordOf(
          stopped ? "cancelled" : "failed",
          null,
          error instanceof Error ? error.message : String(error),
        ),
      ).catch((recordError: unknown) =>
        logger.warn({ err: recordError }, "Could not record a failed generation"),
      );
      if (stopped)
        throw new AppError("BAD_REQUEST", "The generation was stopped. Nothing was charged.");
      if (error instanceof AppError) throw error;
      logger.warn(
        { err: error, model: prepared.model.id, tool: prepared.toolSlug },
        "AI provider failed",
      );
      const message =
        error instanceof ModelTimeoutError
          ? `${error.message} Nothing was charged. Please try again.`
          : "Failed to process AI tool request. Nothing was charged. Please try again.";
      throw new AppError("PROVIDER_ERROR", message);
    }

    const { generationId, balance } = await credits.settle(
      charge,
      generationRecordStatement(db, recordOf("succeeded", content, null)),
    );
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

  return { prepare, start };
}
