import { fileURLToPath } from "node:url";
import { createApp } from "../app.ts";
import { type Config, loadConfig } from "../config/env.ts";
import type { Database } from "../db/client.ts";
import { type Clock, createFixedClock } from "../lib/clock.ts";
import { createSilentLogger } from "../lib/logger.ts";

export const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: "test", LOG_FORMAT: "json", ...overrides }, repoRoot);
}

/** The real app, in-process, on a test database, with a silent logger and a movable clock. */
export function createTestApp(options: {
  db: Database;
  clock?: Clock;
  env?: Record<string, string>;
  serveWebApp?: boolean;
}) {
  const clock = options.clock ?? createFixedClock("2026-06-15T10:00:00.000Z");
  const app = createApp({
    config: testConfig(options.env),
    logger: createSilentLogger(),
    db: options.db,
    clock,
    serveWebApp: options.serveWebApp ?? false,
  });
  return { app, clock };
}
