import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Config } from "./config/env.ts";
import type { ChangeFeed } from "./db/change-feed.ts";
import type { Database } from "./db/client.ts";
import type { AppEnv } from "./http/app-env.ts";
import { crossSiteGuard, trustedOrigins } from "./http/cross-site-guard.ts";
import { createErrorHandler, errorBody } from "./http/error-handler.ts";
import { createInFlightWork, type InFlightWork } from "./http/in-flight-work.ts";
import { metricsHandler, requestMetrics } from "./http/metrics-endpoint.ts";
import { requestIdMiddleware } from "./http/request-id.ts";
import { requestLogger } from "./http/request-logger.ts";
import { requestTextGuard } from "./http/request-text-guard.ts";
import { apiContentSecurityPolicy, securityHeaders } from "./http/security-headers.ts";
import { createWebAppHandler } from "./http/web-app.ts";
import {
  applyModelOverrides,
  createLiveModelRegistry,
  readModelOverrides,
  type ModelRegistry,
} from "./integrations/ai-providers/model-registry.ts";
import { defaultModels } from "@outsmart/contracts/models";
import { generateStabilityAudio } from "./integrations/ai-providers/stability-audio.ts";
import type { Messenger } from "./integrations/email/messenger.ts";
import { AppError } from "./lib/app-error.ts";
import type { Clock } from "./lib/clock.ts";
import type { IntervalJob } from "./lib/interval-job.ts";
import type { Logger } from "./lib/logger.ts";
import { observeDatabasePool, type PoolCounts, startProcessMetrics } from "./lib/metrics.ts";
import type { RateLimiters } from "./lib/rate-limit.ts";
import { accountsRoutes } from "./modules/accounts/accounts.routes.ts";
import { createAccountsService } from "./modules/accounts/accounts.service.ts";
import { AUTH_COOKIE_PREFIX, createAuth } from "./modules/auth/auth.ts";
import { consoleRoutes } from "./modules/console/console.routes.ts";
import {
  createConsoleService,
  createPaymentAuditWriter,
} from "./modules/console/console.service.ts";
import { createAiSettingsEditing } from "./modules/console/ai-settings-editing.service.ts";
import { createOverview } from "./modules/console/overview.service.ts";
import { createToolEditing } from "./modules/console/tool-editing.service.ts";
import { createAiConfiguration } from "./modules/ai-settings/ai-configuration.service.ts";
import { createSecretBox } from "./lib/secret-box.ts";
import { createRequireRecentOperator } from "./modules/console/operator-guards.ts";
import { createTwoFactorCheck } from "./modules/auth/two-factor-check.ts";
import { brandsRoutes } from "./modules/brands/brands.routes.ts";
import { createBrandsService } from "./modules/brands/brands.service.ts";
import { creditsRoutes } from "./modules/credits/credits.routes.ts";
import { createCreditsService, HOLD_RENEW_EVERY_MS } from "./modules/credits/credits.service.ts";
import { type LockoutPolicy, createAuthLimits } from "./modules/auth/auth-rate-limits.ts";
import { authRoutes, betterAuthHandler } from "./modules/auth/auth.routes.ts";
import { createAuthService } from "./modules/auth/auth.service.ts";
import { createViewerResolver } from "./modules/accounts/viewer.ts";
import { sessionSweepJob } from "./modules/accounts/session-sweeper.ts";
import { generationsRoutes } from "./modules/generations/generations.routes.ts";
import { createGenerationsService } from "./modules/generations/generations.service.ts";
import { devOutboxRoutes } from "./modules/dev-outbox/dev-outbox.routes.ts";
import { healthRoutes, readyRoutes } from "./modules/health/health.routes.ts";
import { siteRoutes } from "./modules/site/site.routes.ts";
import { type ContactLimits, createSiteService } from "./modules/site/site.service.ts";
import type { OfflineWriter } from "./modules/tools/generate-content.ts";
import { createToolRunner } from "./modules/tools/run-tool.service.ts";
import { campaignKitsRoutes } from "./modules/tools/campaign-kits.routes.ts";
import { createCampaignKitRunner } from "./modules/tools/campaign-kits.service.ts";
import { createRefiner } from "./modules/tools/refine.service.ts";
import { refineRoutes } from "./modules/tools/refine.routes.ts";
import { createToolPromptStore } from "./modules/tools/tool-prompt-store.ts";
import {
  type BkashSetup,
  createBkashSetup,
  LOCAL_SANDBOX_PATH,
} from "./modules/payments/bkash-gateway.ts";
import {
  paymentCallbackRoutes,
  paymentFunctionsRoutes,
  paymentsRoutes,
} from "./modules/payments/payments.routes.ts";
import { createPaymentsService } from "./modules/payments/payments.service.ts";
import {
  builtInOfflineRefine,
  builtInOfflineWriter,
} from "./modules/tools/offline-writer-adapter.ts";
import { createOfferService, emptyTiersNotice } from "./modules/tools/offer.service.ts";
import { runAiToolRoutes, toolsRoutes } from "./modules/tools/tools.routes.ts";

export type AppDependencies = {
  config: Config;
  logger: Logger;
  db: Database;
  /** The database's notices of changed rows, which keep the in-memory caches honest. */
  changes: ChangeFeed;
  clock: Clock;
  messenger: Messenger;
  rateLimiters: RateLimiters;
  /** Signs session cookies and encrypts 2FA secrets (config.authSecret or the generated local one). */
  authSecret: string;
  lockoutPolicy?: LockoutPolicy;
  /** Contact-form limits; defaults in modules/site/site.service.ts. */
  contactLimits?: ContactLimits;
  /** The writer behind the offline model; defaults to the built-in one. */
  offlineWriter?: OfflineWriter;
  /** bKash client (and the bundled sandbox when it runs in-process); built from config by default. */
  bkash?: BkashSetup;
  /** Defaults to the registry built from config (defaults + MODELS_FILE); tests may pass their own. */
  modelRegistry?: ModelRegistry;
  /** Serve the built SPA (default true); API-only tests turn it off. */
  serveWebApp?: boolean;
  isShuttingDown?: () => boolean;
  /** The database pool, whose use /metrics reports. */
  pool?: PoolCounts;
};

const apiPrefixes = ["/api/*", "/functions/*"] as const;

/** The load balancer's probes: no session to resolve, and noise at info level. */
export const probePaths: ReadonlySet<string> = new Set(["/api/health", "/api/ready"]);

/** The largest request body the API reads (tool inputs are a few KB; 1 MiB leaves room). */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The composition root: builds every service once, the whole HTTP app (without listening, so tests
 * can call `app.request()` in-process) and the background jobs that share those services, which
 * the caller starts (main.ts) or leaves alone (tests).
 */
export function createApp(deps: AppDependencies): {
  app: Hono<AppEnv>;
  jobs: IntervalJob[];
  /** Resolves when the AI configuration stored in the console has been read (serve after it). */
  ready: Promise<void>;
  /** What requests started and is not over yet: shutdown waits for it before closing the database. */
  inFlight: InFlightWork;
} {
  const { config, logger, db, clock, messenger } = deps;
  const isShuttingDown = deps.isShuttingDown ?? (() => false);
  startProcessMetrics();
  if (deps.pool) observeDatabasePool(deps.pool);

  const auth = createAuth({ db, config, secret: deps.authSecret, messenger, logger });
  const limits = createAuthLimits(deps.rateLimiters, deps.lockoutPolicy);
  const authService = createAuthService({ auth, db, limits, config, messenger, logger });
  const credits = createCreditsService({ db, changes: deps.changes, clock, logger });
  const bkash = deps.bkash ?? createBkashSetup({ config, db, logger, clock });
  // The environment's providers and MODELS_FILE, with what operators changed in the console on top
  // (modules/ai-settings, docs/ai-models.md); tests may pass a fixed registry instead.
  const aiConfiguration = createAiConfiguration({
    db,
    changes: deps.changes,
    box: createSecretBox(deps.authSecret, "ai-provider-settings"),
    environment: config.ai.providers,
    fileModels: config.ai.modelsFile
      ? applyModelOverrides(defaultModels, readModelOverrides(config.ai.modelsFile))
      : defaultModels,
    logger,
  });
  const registry = deps.modelRegistry ?? createLiveModelRegistry(aiConfiguration);
  const offer = createOfferService({ registry });
  const ready = aiConfiguration.ready().then(() => {
    const emptyTiers = emptyTiersNotice(registry);
    if (emptyTiers) logger.warn(emptyTiers);
  });
  const payments = createPaymentsService({
    db,
    offer,
    gateway: bkash.gateway,
    credits,
    clock,
    logger,
    callbackBaseUrl: `${config.publicUrl}/payments/bkash/callback`,
  });
  const toolPrompts = createToolPromptStore({ db, changes: deps.changes });
  const brands = createBrandsService({ db, clock });
  // Generations and refines wait for a provider the same way.
  const aiCallLimits = {
    firstTokenTimeoutMs: config.ai.firstTokenTimeoutMs,
    totalTimeoutMs: config.ai.totalTimeoutMs,
    maxRetries: config.ai.maxRetries,
  };
  const runner = createToolRunner({
    db,
    toolPrompts,
    registry,
    credits,
    brands,
    providers: aiConfiguration.providers,
    limits: aiCallLimits,
    offlineWriter: deps.offlineWriter ?? builtInOfflineWriter,
    audioGenerator: ({ model, inputs, signal }) => {
      const stability = aiConfiguration.providers().stability;
      if (!stability) throw new Error("Stability AI is not configured");
      return generateStabilityAudio({
        apiKey: stability.apiKey,
        model,
        inputs,
        signal,
        timeoutMs: config.ai.totalTimeoutMs,
      });
    },
    clock,
    logger,
  });
  const accountsService = createAccountsService({
    auth,
    db,
    limits,
    clock,
    publicUrl: config.publicUrl,
    brands,
  });

  const site = createSiteService({
    db,
    operator: config.operator,
    rateLimiters: deps.rateLimiters,
    logger,
    ...(deps.contactLimits ? { limits: deps.contactLimits } : {}),
  });

  const inFlight = createInFlightWork();
  const app = new Hono<AppEnv>();
  // A handler cut off by the shutdown's time limit still finishes (records, refunds) after its
  // connection is gone; a stream's work is counted by `whenClientGone` until released.
  app.use((c, next) => {
    c.set("inFlight", inFlight);
    return inFlight.track(next());
  });
  app.use(requestIdMiddleware());
  app.use(requestMetrics());
  app.use(requestLogger(logger));
  app.use(securityHeaders({ https: config.publicUrl.startsWith("https://") }));

  const apiHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
    await next();
    c.header("Content-Security-Policy", apiContentSecurityPolicy);
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
    if (isShuttingDown()) c.header("Connection", "close");
  };
  const viewers = createViewerResolver({ auth, db, changes: deps.changes, clock, logger });
  // Every address that reads text from its path or query: the API, the payment return, the
  // sandbox's payment page and the outbox. (The web app's own pages only serve files.)
  for (const prefix of [...apiPrefixes, "/payments/*", `${LOCAL_SANDBOX_PATH}/*`, "/dev/*"])
    app.use(prefix, requestTextGuard());
  for (const prefix of apiPrefixes) {
    app.use(prefix, apiHeaders);
    app.use(
      prefix,
      bodyLimit({
        maxSize: MAX_BODY_BYTES,
        // The rest of the body is never read: the connection cannot carry another request, so
        // say so and close it rather than leave the client waiting on a socket that will die.
        onError: (c) => {
          c.header("Connection", "close");
          return c.json(
            errorBody(new AppError("PAYLOAD_TOO_LARGE", "The request is too large.")),
            413,
          );
        },
      }),
    );
    app.use(
      prefix,
      crossSiteGuard({
        allowedOrigins: trustedOrigins(config.publicUrl, config.allowedOrigins),
        cookiePrefix: AUTH_COOKIE_PREFIX,
        publicUrl: config.publicUrl,
      }),
    );
    app.use(prefix, async (c, next) =>
      c.req.path.startsWith("/api/auth/") || probePaths.has(c.req.path)
        ? next()
        : viewers.resolve(c, next),
    );
  }
  // Requests that can end sessions or change the user forget the caller's remembered sessions.
  app.use("/api/auth/*", viewers.forgetOnChange);
  app.use("/api/account/*", viewers.forgetOnChange);

  app.route("/api/health", healthRoutes({ db, isShuttingDown }));
  app.route("/api/ready", readyRoutes({ db, changes: deps.changes, isShuttingDown }));
  app.on(
    ["GET", "POST"],
    "/api/auth/*",
    betterAuthHandler({ auth, db, limits, trustProxy: config.trustProxy }),
  );
  app.route(
    "/api/account",
    authRoutes({
      service: authService,
      signInOptions: {
        socialProviders: Object.keys(config.socialProviders) as Array<
          keyof Config["socialProviders"]
        >,
        // What the outbox page (mounted below, outside production) holds instead of sending.
        outbox: { email: !config.isProduction && !config.smtpUrl, sms: !config.isProduction },
      },
      trustProxy: config.trustProxy,
    }),
  );
  app.route(
    "/api/account",
    accountsRoutes({ service: accountsService, trustProxy: config.trustProxy }),
  );
  app.route("/api/credits", creditsRoutes({ credits }));
  app.route("/api", siteRoutes({ service: site, trustProxy: config.trustProxy }));
  const generations = createGenerationsService({
    db,
    clock,
    findModelName: (id) => registry.find(id)?.name,
  });
  app.route("/api/generations", generationsRoutes({ generations, brands }));
  const refiner = createRefiner({
    db,
    registry,
    credits,
    brands,
    providers: aiConfiguration.providers,
    limits: aiCallLimits,
    offlineRefine: builtInOfflineRefine,
    clock,
    logger,
  });
  app.route("/api/generations", refineRoutes({ refiner }));
  app.route("/api/brand-kits", brandsRoutes({ brands }));
  app.route("/api", toolsRoutes({ toolPrompts, registry, credits, runner, offer }));
  app.route(
    "/api",
    campaignKitsRoutes({
      kits: createCampaignKitRunner({ db, runner, credits, clock, logger }),
    }),
  );
  app.route("/functions/v1", runAiToolRoutes({ runner }));
  app.route("/functions/v1", paymentFunctionsRoutes({ payments }));
  app.route("/api/payments", paymentsRoutes({ payments }));
  app.route(
    "/api/console",
    consoleRoutes({
      service: createConsoleService({
        db,
        clock,
        credits,
        payments,
        generations,
        forgetSessionsOf: viewers.forgetUser,
      }),
      tools: createToolEditing({ db, clock, registry, runner }),
      ai: createAiSettingsEditing({ db, clock, configuration: aiConfiguration, registry }),
      overview: createOverview({ db, clock, registry }),
      requireRecentOperator: createRequireRecentOperator({
        clock,
        checkCode: createTwoFactorCheck({ auth, limits }),
        trustProxy: config.trustProxy,
      }),
    }),
  );
  app.route(
    "/payments/bkash/callback",
    paymentCallbackRoutes({
      payments,
      dashboardUrl: `${config.publicUrl}/dashboard`,
      webBuildDir: config.webBuildDir,
    }),
  );
  // Only the customer's page: the sandbox's merchant API is for this process alone (bkash-gateway.ts).
  if (bkash.sandbox) app.route(LOCAL_SANDBOX_PATH, bkash.sandbox.hostedPage);

  const apiNotFound = () => {
    throw new AppError("NOT_FOUND", "There is nothing at this address.");
  };
  for (const prefix of apiPrefixes) app.all(prefix, apiNotFound);

  // Loopback or METRICS_TOKEN only; a 404 for everyone else (ADR 0063).
  app.get("/metrics", metricsHandler({ token: config.metricsToken }));
  if (!config.isProduction) app.route("/dev", devOutboxRoutes({ messenger }));
  if (deps.serveWebApp !== false) {
    app.get("*", createWebAppHandler({ buildDir: config.webBuildDir, logger }));
  }
  app.notFound((c) =>
    c.json(errorBody(new AppError("NOT_FOUND", "There is nothing at this address.")), 404),
  );
  app.onError(createErrorHandler(logger));

  const jobs: IntervalJob[] = [
    sessionSweepJob({ db, clock, logger }),
    {
      // The first run (at start) also picks up what a crashed predecessor left mid-payment.
      name: "payment-reconciliation",
      intervalMs: 15_000,
      run: async () => {
        await payments.reconcile();
        // Refunds left pending by a crash or a lost bKash answer (ADR 0087).
        await payments.refunds.resolveStale(createPaymentAuditWriter(clock));
      },
    },
    {
      // Renew this process's own hold leases (ADR 0032): every process.
      name: "credit-hold-renewal",
      scope: "process",
      intervalMs: HOLD_RENEW_EVERY_MS,
      run: async () => void (await credits.renewHolds()),
    },
    {
      // Release the holds whose process died (their lease lapsed): one process for all.
      name: "credit-hold-sweep",
      intervalMs: HOLD_RENEW_EVERY_MS,
      run: async () => void (await credits.releaseExpiredReservations()),
    },
  ];
  return { app, jobs, ready, inFlight };
}

export type App = ReturnType<typeof createApp>["app"];
