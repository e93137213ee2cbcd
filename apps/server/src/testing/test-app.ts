import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createApp } from "../app.ts";
import { type Config, loadConfig } from "../config/env.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { createMessenger, type Messenger } from "../integrations/email/messenger.ts";
import { type Clock, createFixedClock, systemClock } from "../lib/clock.ts";
import { createSilentLogger, type Logger } from "../lib/logger.ts";
import { createRateLimiters } from "../lib/rate-limit.ts";
import type { LockoutPolicy } from "../modules/auth/auth-rate-limits.ts";
import type { BkashSetup } from "../modules/payments/bkash-gateway.ts";
import type { ContactLimits } from "../modules/site/site.service.ts";

export const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));

/** Fixed, so cookies signed by test factories are accepted by test apps. */
export const TEST_AUTH_SECRET = "test-secret-for-outsmart-tests-only-0123456789";

export const TEST_ORIGIN = "http://localhost:3000";

/**
 * Configures a provider (OpenAI, never called: its key is fake) so that the premium and enterprise
 * tiers have available models and both packs are on sale (ADR 0046). Payment tests pass it.
 */
export const PACKS_ON_SALE_ENV = { OPENAI_API_KEY: "test-key-never-sent" } as const;

/** For a payments service built by hand: every pack is on sale. */
export const everyPackOnSale = { packOnSale: async () => true };

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig(
    { NODE_ENV: "test", LOG_FORMAT: "json", PUBLIC_URL: TEST_ORIGIN, ...overrides },
    repoRoot,
  );
}

/**
 * The real app, in-process, on a test database: silent logger, a clock the test controls (real time
 * by default, since sessions and tokens are checked against it), rate limits in memory (or in Redis
 * when the test sets REDIS_URL), and an outbox
 * in a temp folder the test can read. Its background jobs are not started.
 */
export function createTestApp(options: {
  database: Pick<DatabaseHandle, "db" | "changes"> & Partial<Pick<DatabaseHandle, "pool">>;
  clock?: Clock;
  env?: Record<string, string>;
  serveWebApp?: boolean;
  lockoutPolicy?: LockoutPolicy;
  contactLimits?: ContactLimits;
  bkash?: BkashSetup;
  /** Silent by default; a test that reads the log passes its own. */
  logger?: Logger;
}) {
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? createSilentLogger();
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "outsmart-outbox-"));
  const messenger: Messenger = createMessenger({
    smtpUrl: undefined,
    from: "test@outsmart.local",
    outboxDir,
    logger,
    outboxUrl: undefined,
  });
  const config = testConfig(options.env);
  const rateLimiters = createRateLimiters({ redisUrl: config.redisUrl, logger });
  const { app, ready } = createApp({
    config,
    logger,
    db: options.database.db,
    changes: options.database.changes,
    ...(options.database.pool ? { pool: options.database.pool } : {}),
    clock,
    messenger,
    rateLimiters,
    authSecret: TEST_AUTH_SECRET,
    serveWebApp: options.serveWebApp ?? false,
    ...(options.lockoutPolicy ? { lockoutPolicy: options.lockoutPolicy } : {}),
    ...(options.bkash ? { bkash: options.bkash } : {}),
    ...(options.contactLimits ? { contactLimits: options.contactLimits } : {}),
  });
  return { app, clock, messenger, ready, close: () => rateLimiters.close() };
}

export { createFixedClock };
