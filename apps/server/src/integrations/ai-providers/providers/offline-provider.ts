import { defineProvider } from "../provider-entry.ts";

/**
 * The built-in offline writer (`../offline-writer/`): no settings, always available. The engine
 * runs it itself (it is not an AI SDK model), so it builds no language model.
 */
export const offlineProvider = defineProvider({
  name: "Outsmart Writer (built in)",
  env: {},
  fromEnv: () => ({}),
  notConfigured: "The built-in writer is always available.",
  testConnection: async () => ({
    ok: true,
    latencyMs: 0,
    answer: "The built-in writer runs inside this server and needs no connection.",
  }),
});
