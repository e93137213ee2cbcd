import type { LanguageModelV4 } from "@ai-sdk/provider";
import type { z } from "zod";

export type ModelAvailability = { available: true } | { available: false; reason: string };

/** The outcome of one tiny real request to a provider, for an operator to read. */
export type ConnectionTest =
  | {
      ok: true;
      latencyMs: number;
      /** The model's reply, or what the provider said it has. */
      answer: string;
      /** The models the provider offers, when the test listed them. */
      models?: string[];
    }
  | { ok: false; latencyMs: number; error: string };

export type ConnectionTestOptions = {
  /** Ask this model for a one-word reply; without it, the test lists the provider's models. */
  modelId?: string;
  fetch?: typeof fetch;
  signal?: AbortSignal;
  /** Give up after this long (default 15 s). */
  timeoutMs?: number;
};

export type ProviderCallOptions = { fetch?: typeof fetch };

/**
 * Everything the server knows about one AI provider: one entry in `provider-table.ts`. `Settings`
 * is where the provider is reached (URL, key); it is a value handed to the entry, made from the
 * environment by `fromEnv` today, and later also from keys an operator stores (issue 17).
 *
 * Members are methods (not function-valued properties) so that every entry, whatever its
 * settings, fits the table's common `ProviderEntry` type.
 */
export type ProviderEntry<Env extends z.ZodRawShape = z.ZodRawShape, Settings = unknown> = {
  /** Shown to operators. */
  name: string;
  /** Its environment variables, merged into `config/env.ts`'s schema (so a bad one is named). */
  env: Env;
  /** Its settings from the parsed environment; undefined when it is not configured. */
  fromEnv(env: z.output<z.ZodObject<Env>>): Settings | undefined;
  /** Why its models are unavailable while it is not configured; names what to set. */
  notConfigured: string;
  /** The AI SDK model for one of its model ids; absent when it serves no language models. */
  languageModel?(
    settings: Settings,
    providerModelId: string,
    options?: ProviderCallOptions,
  ): LanguageModelV4;
  /**
   * Makes the check of whether a model can answer right now (made once per registry, so it may
   * remember answers). Absent: a configured provider's models are available.
   */
  availability?(
    settings: Settings,
    options: ProviderCallOptions,
  ): (model: { providerModelId: string }) => Promise<ModelAvailability>;
  /** One tiny real request with these settings: its answer and latency, or the error in plain words. */
  testConnection(settings: Settings, options?: ConnectionTestOptions): Promise<ConnectionTest>;
};

/** Declares a provider entry, inferring its env variables and settings from what it is given. */
export function defineProvider<const Env extends z.ZodRawShape, Settings>(
  entry: ProviderEntry<Env, Settings>,
): ProviderEntry<Env, Settings> {
  return entry;
}
