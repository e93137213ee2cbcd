import type { z } from "zod";
import type { ProviderEntry } from "./provider-entry.ts";
import { anthropicProvider } from "./providers/anthropic-provider.ts";
import { customProvider } from "./providers/custom-provider.ts";
import { googleProvider } from "./providers/google-provider.ts";
import { groqProvider } from "./providers/groq-provider.ts";
import { mistralProvider } from "./providers/mistral-provider.ts";
import { offlineProvider } from "./providers/offline-provider.ts";
import { ollamaProvider } from "./providers/ollama-provider.ts";
import { openAiProvider } from "./providers/openai-provider.ts";
import { openrouterProvider } from "./providers/openrouter-provider.ts";
import { stabilityProvider } from "./providers/stability-provider.ts";
import { togetherProvider } from "./providers/together-provider.ts";

/**
 * Every AI provider the server can use, by the id models name in their `provider` field
 * (`@outsmart/contracts/models`, MODELS_FILE). Adding a provider is one entry here and its file in
 * `providers/`: its environment variables, settings, model building, availability and connection
 * test all live in the entry (docs/ai-models.md, ADR 0023).
 */
export const providerTable = {
  offline: offlineProvider,
  ollama: ollamaProvider,
  openai: openAiProvider,
  anthropic: anthropicProvider,
  google: googleProvider,
  mistral: mistralProvider,
  openrouter: openrouterProvider,
  groq: groqProvider,
  together: togetherProvider,
  stability: stabilityProvider,
  custom: customProvider,
} as const;

type Table = typeof providerTable;
export type ProviderId = keyof Table;

export const providerIds = Object.keys(providerTable) as [ProviderId, ...ProviderId[]];

export function isProviderId(id: string): id is ProviderId {
  return Object.hasOwn(providerTable, id);
}

/** The entry for a provider id, with its settings type erased (callers pass that provider's settings). */
export function findProvider(id: string): ProviderEntry | undefined {
  return isProviderId(id) ? (providerTable[id] as ProviderEntry) : undefined;
}

type SettingsOf<Entry> =
  Entry extends ProviderEntry<z.ZodRawShape, infer Settings> ? Settings : never;

/** Where each provider is reached; a provider that is not configured has no settings. */
export type ProviderSettings = { [Id in ProviderId]?: SettingsOf<Table[Id]> };

type UnionToIntersection<Union> = (Union extends unknown ? (piece: Union) => void : never) extends (
  piece: infer Intersection,
) => void
  ? Intersection
  : never;

/** One provider's settings out of all of them; undefined when it is unknown or not configured. */
export function settingsFor(providers: ProviderSettings, id: string): unknown {
  return isProviderId(id) && Object.hasOwn(providers, id) ? providers[id] : undefined;
}

/** Every provider's environment variables, for `config/env.ts`'s schema. */
export const providerEnvShape = Object.assign(
  {},
  ...Object.values(providerTable).map((entry) => entry.env),
) as UnionToIntersection<Table[ProviderId]["env"]>;

/** Each provider's settings from the parsed environment (only the configured ones). */
export function providerSettingsFromEnv(
  env: z.output<z.ZodObject<typeof providerEnvShape>>,
): ProviderSettings {
  const settings: Partial<Record<ProviderId, unknown>> = {};
  for (const id of providerIds) {
    const value = (providerTable[id] as ProviderEntry).fromEnv(env);
    if (value !== undefined) settings[id] = value;
  }
  return settings as ProviderSettings;
}
