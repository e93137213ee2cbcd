import type { HealthResponse, ReadyResponse } from "@outsmart/contracts/health";
import { Hono } from "hono";
import type { ChangeFeed } from "../../db/change-feed.ts";
import type { Database } from "../../db/client.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { appVersion } from "../../lib/version.ts";
import { migrationsApplied, pingDatabase } from "./health.queries.ts";

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

/**
 * GET /api/ready: whether this instance should get traffic (the load balancer's check; /api/health
 * stays the liveness check). Ready when the database answers, holds every migration this code
 * ships, the change listener (LISTEN connection keeping the memory caches honest) is live, and
 * shutdown has not begun. 503 names the failed checks.
 */
export function readyRoutes(deps: {
  db: Database;
  changes: ChangeFeed;
  isShuttingDown: () => boolean;
}) {
  // Migrations never go backwards: once every one is there, stop asking.
  let migrationsDone = false;
  return new Hono<AppEnv>().get("/", async (c) => {
    const [latency, migrations] = await Promise.all([
      pingDatabase(deps.db),
      migrationsDone ? true : migrationsApplied(deps.db),
    ]);
    migrationsDone = migrations;
    const checks: ReadyResponse["checks"] = {
      database: latency !== undefined,
      migrations,
      changeListener: deps.changes.isLive(),
      notShuttingDown: !deps.isShuttingDown(),
    };
    const ready = Object.values(checks).every(Boolean);
    c.header("Cache-Control", "no-store");
    return c.json({ ready, checks } satisfies ReadyResponse, ready ? 200 : 503);
  });
}
