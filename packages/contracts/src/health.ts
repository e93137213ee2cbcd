import { z } from "zod";

export const healthResponseSchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: z.object({
    ok: z.boolean(),
    latencyMs: z.number().optional(),
  }),
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /api/ready: whether this instance should get traffic, and which check said no. */
export const readyResponseSchema = z.object({
  ready: z.boolean(),
  checks: z.object({
    database: z.boolean(),
    migrations: z.boolean(),
    changeListener: z.boolean(),
    notShuttingDown: z.boolean(),
  }),
});

export type ReadyResponse = z.infer<typeof readyResponseSchema>;
