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
