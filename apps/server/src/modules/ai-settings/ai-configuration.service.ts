import type { ModelDefinition } from "@outsmart/contracts/models";
import { z } from "zod";
import type { AiProviderSettings } from "../../config/env.ts";
import type { ChangeFeed } from "../../db/change-feed.ts";
import type { Database } from "../../db/client.ts";
import {
  applyModelOverrides,
  type ModelOverride,
  modelOverrideSchema,
} from "../../integrations/ai-providers/model-registry.ts";
import {
  findProvider,
  isProviderId,
  type ProviderId,
} from "../../integrations/ai-providers/provider-table.ts";
import type { Logger } from "../../lib/logger.ts";
import type { SecretBox } from "../../lib/secret-box.ts";
import {
  listModelSettings,
  listProviderSettings,
  type ModelSettingsRow,
  type ProviderSettingsRow,
} from "./ai-settings.queries.ts";

/** Where a provider's settings come from: the console wins over the environment (docs/ai-models.md). */
export type ProviderSource = "console" | "environment";

/** The AI configuration in force: providers (with where each came from) and the model registry. */
export type AiConfiguration = {
  providers: AiProviderSettings;
  sources: Partial<Record<ProviderId, ProviderSource>>;
  models: readonly ModelDefinition[];
  /** The models before the console's changes (the defaults and MODELS_FILE). */
  baseModels: readonly ModelDefinition[];
  /** The console's stored rows, for the console's own screens (keys stay sealed). */
  stored: { providers: ProviderSettingsRow[]; models: ModelSettingsRow[] };
};

/**
 * A provider's settings from the values an operator stored for its environment variables, read
 * exactly as the environment would be (the provider entry's own schema and `fromEnv`).
 */
export function providerSettingsFromValues(
  providerId: string,
  values: Record<string, string>,
): { settings: unknown } | { error: string } {
  const entry = findProvider(providerId);
  if (!entry) return { error: `There is no provider "${providerId}".` };
  const parsed = z.object(entry.env).safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { error: `${issue?.path.join(".")} ${issue?.message}`.trim() };
  }
  const settings = entry.fromEnv(parsed.data);
  if (settings === undefined) return { error: entry.notConfigured };
  return { settings };
}

/**
 * The live AI configuration of this process: the environment's providers and MODELS_FILE, with
 * what operators stored in the console on top. Read from the database at start and again whenever
 * a notice says a console table changed (ADR 0018), so every process follows an edit within a
 * second; the process that made the edit reloads before answering.
 */
export function createAiConfiguration(deps: {
  db: Database;
  changes: ChangeFeed;
  box: SecretBox;
  environment: AiProviderSettings;
  fileModels: readonly ModelDefinition[];
  logger: Logger;
}) {
  const { logger } = deps;
  const envSources: AiConfiguration["sources"] = {};
  for (const id of Object.keys(deps.environment))
    if (isProviderId(id)) envSources[id] = "environment";
  let current: AiConfiguration = {
    providers: deps.environment,
    sources: envSources,
    models: deps.fileModels,
    baseModels: deps.fileModels,
    stored: { providers: [], models: [] },
  };

  function build(stored: AiConfiguration["stored"]): AiConfiguration {
    const providers: Record<string, unknown> = { ...deps.environment };
    const sources = { ...envSources };
    for (const row of stored.providers) {
      if (!isProviderId(row.providerId)) continue;
      let values: Record<string, string>;
      try {
        values = JSON.parse(deps.box.open(row.sealedValues)) as Record<string, string>;
      } catch {
        // Sealed under another AUTH_SECRET (it was changed): the environment's settings stand.
        logger.warn(
          { provider: row.providerId },
          "Cannot open the provider settings stored in the console (was AUTH_SECRET changed?)",
        );
        continue;
      }
      const result = providerSettingsFromValues(row.providerId, values);
      if ("error" in result) {
        logger.warn({ provider: row.providerId }, "Stored provider settings are not usable");
        continue;
      }
      providers[row.providerId] = result.settings;
      sources[row.providerId] = "console";
    }
    let models: readonly ModelDefinition[] = deps.fileModels;
    for (const row of stored.models) {
      const parsed = modelOverrideSchema.safeParse({ ...row.settings, id: row.modelId });
      if (!parsed.success) continue;
      try {
        models = applyModelOverrides(models, [parsed.data as ModelOverride], "console");
      } catch (error) {
        logger.warn(
          { model: row.modelId, err: error },
          "A model stored in the console is not usable",
        );
      }
    }
    return {
      providers: providers as AiProviderSettings,
      sources,
      models,
      baseModels: deps.fileModels,
      stored,
    };
  }

  let loading: Promise<void> | undefined;
  let again = false;
  const firstRead = Promise.withResolvers<void>();
  /** Reads the console's rows; a change during a read reads again after it. */
  async function reload(): Promise<void> {
    if (loading) {
      again = true;
      return await loading;
    }
    loading = (async () => {
      do {
        again = false;
        const [providers, models] = await Promise.all([
          listProviderSettings(deps.db),
          listModelSettings(deps.db),
        ]);
        current = build({ providers, models });
        firstRead.resolve();
      } while (again);
    })().finally(() => {
      loading = undefined;
    });
    return await loading;
  }

  deps.changes.subscribe((change) => {
    if (
      change.table === "*" ||
      change.table === "ai_provider_settings" ||
      change.table === "ai_model_settings"
    )
      reload().catch((error: unknown) =>
        logger.warn({ err: error }, "Could not reload the AI configuration"),
      );
  });
  // Start-up waits for the first read, not for the read again that a change notice arriving
  // meanwhile asks for (the change listener's own start sends one): that one goes on behind.
  const ready = Promise.race([firstRead.promise, reload()]).catch((error: unknown) =>
    logger.warn({ err: error }, "Could not read the AI configuration stored in the console"),
  );

  return {
    current: () => current,
    providers: () => current.providers,
    box: deps.box,
    reload,
    /** Resolves once the first read is done (start-up waits for it before serving). */
    ready: () => ready,
  };
}

export type AiConfigurationService = ReturnType<typeof createAiConfiguration>;
