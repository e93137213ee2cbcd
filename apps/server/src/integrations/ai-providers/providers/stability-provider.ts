import { z } from "zod";
import { getJson, runConnectionTest } from "../connection-test.ts";
import { defineProvider } from "../provider-entry.ts";

export type StabilitySettings = { apiKey: string };

export const STABILITY_BALANCE_URL = "https://api.stability.ai/v1/user/balance";

/**
 * Stability AI: the Stable Audio tool (`../stability-audio.ts` makes the audio; it is not a language
 * model). Its connection test reads the account's credit balance, which costs nothing, rather than
 * generating audio, which does.
 */
export const stabilityProvider = defineProvider({
  name: "Stability AI",
  env: { STABILITY_API_KEY: z.string().min(1).optional() },
  fromEnv: (env): StabilitySettings | undefined =>
    env.STABILITY_API_KEY ? { apiKey: env.STABILITY_API_KEY } : undefined,
  notConfigured: "Stability AI (STABILITY_API_KEY) is not configured on this server.",
  testConnection: (settings, options = {}) =>
    runConnectionTest("Stability AI", options, async (signal) => {
      const body = await getJson<{ credits?: unknown }>(STABILITY_BALANCE_URL, {
        headers: { authorization: `Bearer ${settings.apiKey}` },
        signal,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      });
      const credits = typeof body.credits === "number" ? body.credits : undefined;
      return {
        answer:
          credits === undefined
            ? "Connected."
            : `Connected: ${credits.toLocaleString("en")} credits left on this account.`,
      };
    }),
});
