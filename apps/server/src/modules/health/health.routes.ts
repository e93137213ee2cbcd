import type { HealthResponse } from "@outsmart/contracts/health";
import { Hono } from "hono";
import type { Database } from "../../db/client.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { appVersion } from "../../lib/version.ts";
import { pingDatabase } from "./health.queries.ts";

const startedAt = Date.now();

/**
 * GET /api/health: 200 when the app can serve requests (database reachable), 503 otherwise or
 * while shutting down, so a load balancer stops sending traffic before the process exits.
 */
export function healthRoutes(deps: { db: Database; isShuttingDown: () => boolean }) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const latency = await pingDatabase(deps.db);
    const ok = latency !== undefined && !deps.isShuttingDown();
    const body: HealthResponse = {
      status: ok ? "ok" : "unavailable",
      version: appVersion,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      database:
        latency === undefined
          ? { ok: false }
          : { ok: true, latencyMs: Math.round(latency * 100) / 100 },
    };
    c.header("Cache-Control", "no-store");
    return c.json(body, ok ? 200 : 503);
  });
}
