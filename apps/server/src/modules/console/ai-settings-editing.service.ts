import type {
  ConnectionTestResult,
  ConsoleAi,
  ConsoleAiModel,
  ConsoleProvider,
  SaveModelRequest,
} from "@outsmart/contracts/console-ai";
import { MODEL_ID_PATTERN } from "@outsmart/contracts/console-ai";
import type { ModelDefinition } from "@outsmart/contracts/models";
import type { Database, Executor } from "../../db/client.ts";
import {
  applyModelOverrides,
  type ModelOverride,
  type ModelRegistry,
} from "../../integrations/ai-providers/model-registry.ts";
import {
  findProvider,
  isProviderId,
  providerIds,
  settingsFor,
} from "../../integrations/ai-providers/provider-table.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Clock } from "../../lib/clock.ts";
import {
  type AiConfigurationService,
  providerSettingsFromValues,
} from "../ai-settings/ai-configuration.service.ts";
import {
  deleteModelSettings,
  deleteProviderSettings,
  findModelSettingsForUpdate,
  findProviderSettingsForUpdate,
  type ProviderSettingsRow,
  saveModelSettings,
  saveProviderSettings,
} from "../ai-settings/ai-settings.queries.ts";
import { insertAuditEntry } from "./audit.queries.ts";
import type { Actor } from "./console.service.ts";

/** Environment variables that hold secrets: shown only as their last four characters. */
const isSecret = (name: string) => /_KEY$|_TOKEN$|_SECRET$/.test(name);
const lastFour = (value: string) => `…${value.slice(-4)}`;

const noSuchProvider = () => new AppError("NOT_FOUND", "There is no such AI provider.");

/** The providers an operator configures (the offline writer needs nothing). */
const configurable = providerIds.filter((id) => id !== "offline");

/**
 * The console's AI providers and models (issue 17, docs/ai-models.md "From the console"). Keys
 * are sealed with a key derived from AUTH_SECRET before they reach the database, never returned
 * and never logged or written to the audit log (which records the last four characters). Every
 * change commits with its audit entry, then this process reloads its configuration at once; the
 * others follow on the tables' notices.
 */
export function createAiSettingsEditing(deps: {
  db: Database;
  clock: Clock;
  configuration: AiConfigurationService;
  registry: ModelRegistry;
  fetch?: typeof fetch;
}) {
  const { db, clock, configuration, registry } = deps;
  const box = configuration.box;

  function storedValues(row: ProviderSettingsRow | undefined): Record<string, string> {
    if (!row) return {};
    try {
      return JSON.parse(box.open(row.sealedValues)) as Record<string, string>;
    } catch {
      return {};
    }
  }

  /** The form's values over the stored ones: an empty secret keeps what is stored. */
  function mergedValues(
    providerId: string,
    given: Record<string, string>,
    stored: Record<string, string>,
  ): Record<string, string> {
    const entry = findProvider(providerId)!;
    const values: Record<string, string> = {};
    for (const name of Object.keys(entry.env)) {
      const value = given[name]?.trim() ?? "";
      if (value) values[name] = value;
      else if (isSecret(name) && stored[name]) values[name] = stored[name];
    }
    for (const name of Object.keys(given))
      if (!Object.hasOwn(entry.env, name))
        throw new AppError("BAD_REQUEST", `${entry.name} has no setting ${name}.`);
    return values;
  }

  function providerView(id: (typeof configurable)[number]): ConsoleProvider {
    const entry = findProvider(id)!;
    const current = configuration.current();
    const row = current.stored.providers.find((stored) => stored.providerId === id);
    const source = current.sources[id] ?? null;
    const stored = source === "console" ? storedValues(row) : {};
    return {
      id,
      name: entry.name,
      source,
      fields: Object.keys(entry.env).map((name) => {
        const value = stored[name];
        return {
          name,
          secret: isSecret(name),
          current: value === undefined ? null : isSecret(name) ? lastFour(value) : value,
        };
      }),
      updatedAt: source === "console" && row ? row.updatedAt.toISOString() : null,
      updatedBy: source === "console" && row ? row.updatedByLabel : null,
    };
  }

  /** Every model, enabled or not, with the console's changes applied. */
  async function modelViews(): Promise<ConsoleAiModel[]> {
    const current = configuration.current();
    const overrides = new Map(
      current.stored.models.map((row) => [row.modelId, { ...row.settings, id: row.modelId }]),
    );
    const baseIds = new Set(current.baseModels.map((model) => model.id));
    let all: ModelDefinition[] = [...current.baseModels];
    for (const override of overrides.values()) {
      try {
        all = applyModelOverrides(
          all,
          [{ ...(override as ModelOverride), disabled: false }],
          "console",
        );
      } catch {
        // An unusable stored row is shown by the registry's absence of it; skip it here too.
      }
    }
    return await Promise.all(
      all.map(async (model) => {
        const override = overrides.get(model.id) as ModelOverride | undefined;
        const enabled = override?.disabled !== true;
        const availability = enabled ? await registry.availability(model) : undefined;
        return {
          id: model.id,
          name: model.name,
          tier: model.tier,
          provider: model.provider,
          providerModelId: model.providerModelId,
          costCredits: model.costCredits,
          maxOutputTokens: model.maxOutputTokens,
          outputs: [...model.outputs],
          enabled,
          custom: !baseIds.has(model.id),
          changedHere: override !== undefined,
          available: availability?.available ?? false,
          ...(availability && !availability.available ? { reason: availability.reason } : {}),
        };
      }),
    );
  }

  async function record(
    tx: Executor,
    actor: Actor,
    action: string,
    target: { type: string; id: string },
    before: unknown,
    after: unknown,
  ) {
    await insertAuditEntry(tx, {
      actorUserId: actor.userId,
      actorLabel: actor.label,
      action,
      targetType: target.type,
      targetId: target.id,
      before,
      after,
      now: clock.now(),
    });
  }

  const providerRecord = (row: ProviderSettingsRow | undefined) =>
    row ? { key: row.keyLast4 ? lastFour(row.keyLast4) : null, baseUrl: row.baseUrl } : null;

  return {
    async overview(): Promise<ConsoleAi> {
      return { providers: configurable.map(providerView), models: await modelViews() };
    },

    async saveProvider(actor: Actor, providerId: string, given: Record<string, string>) {
      if (!isProviderId(providerId) || providerId === "offline") throw noSuchProvider();
      await db.transaction(async (tx) => {
        const existing = await findProviderSettingsForUpdate(tx, providerId);
        const values = mergedValues(providerId, given, storedValues(existing));
        const result = providerSettingsFromValues(providerId, values);
        if ("error" in result) throw new AppError("BAD_REQUEST", result.error);
        const secret = Object.entries(values).find(([name]) => isSecret(name))?.[1];
        const baseUrl = Object.entries(values).find(([name]) => name.endsWith("_URL"))?.[1];
        const row = {
          providerId,
          sealedValues: box.seal(JSON.stringify(values)),
          keyLast4: secret ? secret.slice(-4) : null,
          baseUrl: baseUrl ?? null,
          updatedAt: clock.now(),
          updatedByLabel: actor.label,
        };
        await saveProviderSettings(tx, row);
        await record(
          tx,
          actor,
          "ai.provider.save",
          { type: "ai_provider", id: providerId },
          providerRecord(existing),
          providerRecord(row),
        );
      });
      await configuration.reload();
      return providerView(providerId);
    },

    async removeProvider(actor: Actor, providerId: string) {
      if (!isProviderId(providerId) || providerId === "offline") throw noSuchProvider();
      await db.transaction(async (tx) => {
        const existing = await findProviderSettingsForUpdate(tx, providerId);
        if (!existing)
          throw new AppError("NOT_FOUND", "Nothing is saved in the console for this provider.");
        await deleteProviderSettings(tx, providerId);
        await record(
          tx,
          actor,
          "ai.provider.remove",
          { type: "ai_provider", id: providerId },
          providerRecord(existing),
          null,
        );
      });
      await configuration.reload();
      return providerView(providerId);
    },

    /** One tiny real request with the form's values (or what is in force): answer and latency. */
    async testProvider(
      providerId: string,
      request: { values?: Record<string, string> | undefined; modelId?: string | undefined },
      signal: AbortSignal,
    ): Promise<ConnectionTestResult> {
      if (!isProviderId(providerId) || providerId === "offline") throw noSuchProvider();
      const entry = findProvider(providerId)!;
      let settings: unknown;
      if (request.values) {
        const row = configuration
          .current()
          .stored.providers.find((stored) => stored.providerId === providerId);
        const result = providerSettingsFromValues(
          providerId,
          mergedValues(providerId, request.values, storedValues(row)),
        );
        if ("error" in result) throw new AppError("BAD_REQUEST", result.error);
        settings = result.settings;
      } else {
        settings = settingsFor(configuration.providers(), providerId);
        if (settings === undefined) throw new AppError("BAD_REQUEST", entry.notConfigured);
      }
      return await entry.testConnection(settings, {
        ...(request.modelId ? { modelId: request.modelId } : {}),
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
        signal,
      });
    },

    async saveModel(actor: Actor, modelId: string, request: SaveModelRequest) {
      if (!MODEL_ID_PATTERN.test(modelId))
        throw new AppError(
          "BAD_REQUEST",
          "Model ids are lowercase letters, digits and . : _ - (up to 63 characters).",
        );
      const current = configuration.current();
      const base = current.baseModels.find((model) => model.id === modelId);
      if (!base && request.provider && !findProvider(request.provider))
        throw new AppError("BAD_REQUEST", `There is no provider "${request.provider}".`);
      const override: ModelOverride = {
        id: modelId,
        tier: request.tier,
        costCredits: request.costCredits,
        maxOutputTokens: request.maxOutputTokens,
        ...(request.enabled ? {} : { disabled: true }),
        ...(request.name ? { name: request.name } : {}),
        ...(request.description !== undefined ? { description: request.description } : {}),
        // A built-in model keeps its provider; a custom one names its own.
        ...(!base && request.provider
          ? { provider: request.provider as ModelOverride["provider"] }
          : {}),
        ...(!base && request.providerModelId ? { providerModelId: request.providerModelId } : {}),
      };
      await db.transaction(async (tx) => {
        const existing = await findModelSettingsForUpdate(tx, modelId);
        const merged = { ...(existing?.settings ?? {}), ...override, id: modelId };
        if (request.enabled) delete (merged as { disabled?: boolean }).disabled;
        try {
          applyModelOverrides(
            current.baseModels,
            [{ ...(merged as ModelOverride), disabled: false }],
            "console",
          );
        } catch {
          throw new AppError(
            "BAD_REQUEST",
            "A new model needs a name, a provider and the provider's model id.",
          );
        }
        const { id: _id, ...settings } = merged;
        await saveModelSettings(tx, {
          modelId,
          settings,
          updatedAt: clock.now(),
          updatedByLabel: actor.label,
        });
        await record(
          tx,
          actor,
          "ai.model.save",
          { type: "ai_model", id: modelId },
          existing?.settings ?? null,
          settings,
        );
      });
      await configuration.reload();
    },

    async resetModel(actor: Actor, modelId: string) {
      await db.transaction(async (tx) => {
        const existing = await findModelSettingsForUpdate(tx, modelId);
        if (!existing) throw new AppError("NOT_FOUND", "The console has not changed this model.");
        await deleteModelSettings(tx, modelId);
        await record(
          tx,
          actor,
          "ai.model.reset",
          { type: "ai_model", id: modelId },
          existing.settings,
          null,
        );
      });
      await configuration.reload();
    },
  };
}

export type AiSettingsEditing = ReturnType<typeof createAiSettingsEditing>;
