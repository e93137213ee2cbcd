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
import { createLanguageModel } from "../../integrations/ai-providers/language-models.ts";
import type { ModelRegistry } from "../../integrations/ai-providers/model-registry.ts";
import {
  ModelTimeoutError,
  streamModelText,
  type TextStreamLimits,
} from "../../integrations/ai-providers/stream-model-text.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Clock } from "../../lib/clock.ts";
import type { Logger } from "../../lib/logger.ts";
import type { Viewer } from "../auth/viewer.ts";
import type { Charge, CreditsService } from "../credits/credits.service.ts";
import { insertGenerationRecord } from "./tool-runs.queries.ts";
import { findToolPrompt } from "./tools.queries.ts";

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

export type ToolRunner = ReturnType<typeof createToolRunner>;

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/**
 * The generation engine (issue 5). `prepare` applies the seed's checks in its order, resolves the
 * model and checks the plan, all before anything is charged or any provider is called; `hold` takes
 * the credits; `run` generates (streaming deltas to `onDelta`), records the run, and settles the hold
 * on success or releases it on failure, Stop or disconnect — so a failed generation costs nothing.
 */
export function createToolRunner(deps: {
  db: Database;
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

  async function prepare(
    viewer: Viewer,
    toolSlug: string,
    rawInputs: Record<string, string>,
    requestedModel: string | undefined,
  ): Promise<PreparedRun> {
    // The tool's configuration and the caller's plan are independent reads: fetch them together
    // (they are on the way to every generation's first token), then check in the seed's order.
    const [config, account] = await Promise.all([
      findToolPrompt(db, toolSlug),
      viewer.profileId().then(async (profileId) => ({
        profileId,
        plan: (await credits.summary(profileId)).plan,
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
    const { profileId, plan } = account;
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
      model: createLanguageModel(model, deps.providers),
      system: prepared.systemPrompt,
      prompt: lines,
      maxOutputTokens: model.maxOutputTokens,
      limits: deps.limits,
      signal,
      onDelta,
    });
  }

  /** Holds the model's cost (402) and the free daily slot (429) before anything is generated. */
  async function hold(prepared: PreparedRun): Promise<Charge> {
    return await credits.reserve({
      profileId: prepared.profileId,
      plan: prepared.plan,
      toolSlug: prepared.toolSlug,
      toolName: prepared.toolName,
      model: prepared.model,
    });
  }

  async function run(
    prepared: PreparedRun,
    charge: Charge,
    signal: AbortSignal,
    onDelta: (text: string) => void = () => {},
  ): Promise<RunResult> {
    const started = clock.now();
    const record = (
      status: "succeeded" | "failed" | "cancelled",
      content: string | null,
      error: string | null,
    ) =>
      insertGenerationRecord(db, {
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
      content = (await generate(prepared, signal, onDelta)).trim();
      if (!content) throw new AppError("PROVIDER_ERROR", "Invalid response from AI service");
    } catch (error) {
      const stopped =
        signal.aborted &&
        !(signal.reason instanceof ModelTimeoutError) &&
        (isAbort(error) || error === signal.reason);
      const reason = stopped ? "the generation was stopped" : "the generation failed";
      await credits.release(charge, reason);
      await record(
        stopped ? "cancelled" : "failed",
        null,
        error instanceof Error ? error.message : String(error),
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

    const generationId = await record("succeeded", content, null);
    await credits.settle(charge, generationId);
    const { balance } = await credits.summary(prepared.profileId);
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

  return { prepare, hold, run };
}
