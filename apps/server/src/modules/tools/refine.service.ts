import { randomInt } from "node:crypto";
import {
  type RefineAction,
  type RefineQuote,
  type RefineRequest,
  type RefineResult,
  translateTarget,
} from "@outsmart/contracts/generation-refine";
import {
  GENERATION_VERSION_MAX_LENGTH,
  type RefineNote,
} from "@outsmart/contracts/generation-versions";
import type { ModelDefinition } from "@outsmart/contracts/models";
import type { OutputLanguage } from "@outsmart/contracts/output-language";
import { scrubText } from "@outsmart/contracts/text";
import { findCatalogueTool } from "@outsmart/contracts/tool-catalogue";
import type { AiProviderSettings } from "../../config/env.ts";
import type { Database } from "../../db/client.ts";
import { createLanguageModelCache } from "../../integrations/ai-providers/language-models.ts";
import type { ModelRegistry } from "../../integrations/ai-providers/model-registry.ts";
import type {
  OfflineRefineRequest,
  OfflineRefineResult,
} from "../../integrations/ai-providers/offline-writer/refine/offline-refine.ts";
import {
  streamModelText,
  type TextStreamLimits,
} from "../../integrations/ai-providers/stream-model-text.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Clock } from "../../lib/clock.ts";
import { parseUuid } from "../../lib/keyset-page.ts";
import type { Logger } from "../../lib/logger.ts";
import type { BrandsService } from "../brands/brands.service.ts";
import type { Charge, CreditsService } from "../credits/credits.service.ts";
import { listVersions } from "../generations/generation-versions.queries.ts";
import { findSucceededGeneration } from "../generations/generations.queries.ts";
import { versionOf } from "../generations/generations.service.ts";
import { outputTokenCap } from "./language-instruction.ts";
import { chooseModel, modelOptions } from "./model-choice.ts";
import { refinePrompt } from "./refine-prompt.ts";
import { recordRefinedVersion } from "./refine-runs.queries.ts";
import { UnsavedRunError, describeFailure } from "./run-failure.ts";

export type Refiner = ReturnType<typeof createRefiner>;

/** The action as the ledger names it ("Refine (Shorter): AI Caption Generator with …"). */
const ACTION_NAMES: Readonly<Record<RefineAction, string>> = {
  shorter: "Shorter",
  longer: "Longer",
  casual: "More casual",
  formal: "More formal",
  "add-emojis": "Add emojis",
  "no-emojis": "No emojis",
  translate: "Translate",
  instruction: "Your instruction",
};

const notFound = () => new AppError("NOT_FOUND", "That generation was not found in your history.");

/**
 * Refining a text result (issue 16, ADR 0078): a new version of one of the caller's generations,
 * made by a model (the generation's own unless another is asked for) or the offline writer, and
 * charged exactly like a generation: `credits.reserve` holds the model's cost and, on the free
 * plan, one of today's free generations (402, 429); a success saves the version and settles the
 * hold in one transaction; a failure, a timeout or the client going away releases it (refund).
 * The offline writer's refine is computed before anything is held, so an action it declines
 * costs nothing and holds nothing.
 */
export function createRefiner(deps: {
  db: Database;
  registry: ModelRegistry;
  credits: CreditsService;
  brands: Pick<BrandsService, "forGeneration">;
  /** The AI provider settings in force (they change when an operator edits them in the console). */
  providers: () => AiProviderSettings;
  limits: TextStreamLimits;
  offlineRefine: (request: OfflineRefineRequest) => OfflineRefineResult;
  clock: Clock;
  logger: Logger;
}) {
  const { db, registry, credits, clock, logger } = deps;
  const languageModels = createLanguageModelCache(deps.providers);

  /** One of the caller's succeeded text generations; 404 for anyone else's, 400 for media. */
  async function ownTextGeneration(profileId: string, id: string) {
    if (!parseUuid(id)) throw notFound();
    const row = await findSucceededGeneration(db, profileId, id);
    if (!row) throw notFound();
    if (row.contentType !== "text")
      throw new AppError("BAD_REQUEST", "Only text results can be refined.");
    return row;
  }

  /**
   * The version a refine starts from (`number`, else the newest) and the language it is written
   * in: the language of the latest refine at or before it (a translation changes it), else the
   * generation's.
   */
  async function baseVersion(
    profileId: string,
    row: { id: string; outputContent: string | null; language: OutputLanguage },
    number: number | undefined,
  ): Promise<{ content: string; language: OutputLanguage }> {
    const saved = await listVersions(db, profileId, row.id);
    const base = number === undefined ? saved.at(-1) : saved.find((v) => v.number === number);
    if (number !== undefined && number !== 1 && !base)
      throw new AppError("NOT_FOUND", "That version of the generation was not found.");
    if (!base || number === 1) return { content: row.outputContent ?? "", language: row.language };
    const language =
      saved.findLast((version) => version.number <= base.number && version.refineLanguage)
        ?.refineLanguage ?? row.language;
    return { content: base.content, language };
  }

  /** The generation's model while it is in the registry, else the offline writer's text model. */
  function defaultModelOf(modelUsed: string): string {
    if (registry.find(modelUsed)) return modelUsed;
    const offline = registry
      .all()
      .find((model) => model.provider === "offline" && model.outputs.includes("text"));
    return offline?.id ?? modelUsed;
  }

  async function produce(
    model: ModelDefinition,
    offline: string | undefined,
    prompt: { system: string; prompt: string },
    language: OutputLanguage,
    signal: AbortSignal,
  ): Promise<string> {
    if (offline !== undefined) return offline;
    const text = await streamModelText({
      model: languageModels.get(model),
      system: prompt.system,
      prompt: prompt.prompt,
      maxOutputTokens: outputTokenCap(model.maxOutputTokens, language),
      limits: deps.limits,
      signal,
      onDelta: () => {},
    });
    const content = scrubText(text).trim();
    if (!content) throw new AppError("PROVIDER_ERROR", "Invalid response from AI service");
    if (content.length > GENERATION_VERSION_MAX_LENGTH)
      throw new AppError("PROVIDER_ERROR", "The AI model's answer was too long to save.");
    return content;
  }

  return {
    /** GET /api/generations/:id/refine: the models, the default one and what the caller has left. */
    async quote(profileId: string, id: string): Promise<RefineQuote> {
      const row = await ownTextGeneration(profileId, id);
      const summary = await credits.summary(profileId);
      const entries = await Promise.all(
        registry
          .all()
          .filter((model) => model.outputs.includes("text"))
          .map(async (model) => ({ model, availability: await registry.availability(model) })),
      );
      const models = modelOptions(entries, summary.plan);
      const usable = models.filter((model) => model.available && !model.locked);
      const preferred = defaultModelOf(row.modelUsed);
      return {
        defaultModel: usable.find((model) => model.id === preferred)?.id ?? usable[0]?.id ?? null,
        language: row.language,
        translateTo: translateTarget((await baseVersion(profileId, row, undefined)).language),
        models,
        balance: summary.balance,
        freeGenerationsToday: summary.freeGenerationsToday,
      };
    },

    /** POST /api/generations/:id/refine: the new version, charged like a generation. */
    async refine(
      profileId: string,
      id: string,
      request: RefineRequest,
      signal: AbortSignal,
    ): Promise<RefineResult> {
      const row = await ownTextGeneration(profileId, id);
      // The text refined: the version asked for, else the newest.
      // The text refined: the version asked for, else the newest; and the language it is in.
      const { content, language: written } = await baseVersion(profileId, row, request.version);
      const standing = await credits.standing(profileId);
      const modelRequest = {
        requested: request.model,
        toolDefault: defaultModelOf(row.modelUsed),
        output: "text" as const,
        plan: standing.plan,
      };
      const asked = registry
        .all()
        .find((model) => model.id === (request.model ?? modelRequest.toolDefault));
      const choice = chooseModel(
        registry.all(),
        modelRequest,
        asked && (await registry.availability(asked)),
      );
      if ("refusal" in choice) throw choice.refusal;
      const { model } = choice;
      // A kit deleted since is left out, as the history shows the generation without it.
      const brandKit = row.brandKitId
        ? await deps.brands.forGeneration(profileId, row.brandKitId).catch(() => undefined)
        : undefined;
      const language = request.action === "translate" ? translateTarget(written) : written;
      const note: RefineNote = {
        action: request.action,
        ...(request.action === "instruction" && request.instruction
          ? { instruction: request.instruction }
          : {}),
        language,
      };

      // The offline writer answers (or declines) before anything is held: a decline is free.
      let offline: string | undefined;
      if (model.provider === "offline") {
        const result = deps.offlineRefine({
          action: request.action,
          instruction: request.instruction,
          content,
          toolSlug: row.toolSlug,
          inputs: row.inputData,
          language: written,
          brandKit: brandKit?.fields,
          seed: randomInt(2 ** 31),
        });
        if (!result.ok) throw new AppError("BAD_REQUEST", result.message);
        offline = result.content;
      }

      const toolName = findCatalogueTool(row.toolSlug)?.name ?? row.toolSlug;
      const charge: Charge = await credits.reserve({
        profileId,
        plan: standing.plan,
        toolSlug: row.toolSlug,
        toolName: `Refine (${ACTION_NAMES[request.action]}): ${toolName}`,
        model,
      });
      const fail = async (error: unknown): Promise<never> => {
        const failure = describeFailure(error, signal);
        await credits.release(charge, failure.refundReason.replace("generation", "refine"));
        if (failure.unexpected)
          logger.warn({ err: error, model: model.id, tool: row.toolSlug }, "Refine failed");
        throw failure.error;
      };

      let refined: string;
      try {
        refined = await produce(
          model,
          offline,
          refinePrompt({
            action: request.action,
            instruction: request.instruction,
            content,
            toolSlug: row.toolSlug,
            language,
            brandKit: brandKit?.fields,
          }),
          language,
          signal,
        );
      } catch (error) {
        return await fail(error);
      }
      const saved = await recordRefinedVersion(
        db,
        { profileId, generationId: id, content: refined, refine: note },
        charge.reservationId,
        clock.now(),
      ).catch((error: unknown) => fail(new UnsavedRunError(error)));
      if (!saved) return await fail(notFound());
      credits.settled(charge);
      if (!saved.extra.settled)
        logger.warn(
          { reservationId: charge.reservationId },
          "Settling a hold that was already released",
        );
      return {
        version: versionOf(saved),
        modelUsed: model.id,
        modelName: model.name,
        creditsCharged: charge.credits,
        balance: saved.extra.balance,
      };
    },
  };
}
