import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { requestId } from "hono/request-id";
import type { Config } from "./config/env.ts";
import type { Database } from "./db/client.ts";
import type { AppEnv } from "./http/app-env.ts";
import { createErrorHandler, errorBody } from "./http/error-handler.ts";
import { requestLogger } from "./http/request-logger.ts";
import { apiContentSecurityPolicy, securityHeaders } from "./http/security-headers.ts";
import { createWebAppHandler } from "./http/web-app.ts";
import { AppError } from "./lib/app-error.ts";
import type { Clock } from "./lib/clock.ts";
import type { Logger } from "./lib/logger.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";

export type AppDependencies = {
  config: Config;
  logger: Logger;
  db: Database;
  clock: Clock;
  /** Serve the built SPA (default true); API-only tests turn it off. */
  serveWebApp?: boolean;
  isShuttingDown?: () => boolean;
};

const apiPrefixes = ["/api/*", "/functions/*"] as const;

/** Builds the whole HTTP app without listening, so tests can call `app.request()` in-process. */
export function createApp(deps: AppDependencies) {
  const { config, logger, db } = deps;
  const isShuttingDown = deps.isShuttingDown ?? (() => false);

  const app = new Hono<AppEnv>();
  app.use(requestId({ limitLength: 64 }));
  app.use(requestLogger(logger));
  app.use(securityHeaders({ https: config.publicUrl.startsWith("https://") }));

  const apiHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
    await next();
    c.header("Content-Security-Policy", apiContentSecurityPolicy);
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
    if (isShuttingDown()) c.header("Connection", "close");
  };
  for (const prefix of apiPrefixes) {
    app.use(prefix, apiHeaders);
    app.use(prefix, bodyLimit({ maxSize: 1024 * 1024 }));
  }

  app.route("/api/health", healthRoutes({ db, isShuttingDown }));

  const apiNotFound = () => {
    throw new AppError("NOT_FOUND", "There is nothing at this address.");
  };
  for (const prefix of apiPrefixes) app.all(prefix, apiNotFound);

  if (deps.serveWebApp !== false) {
    app.get("*", createWebAppHandler({ buildDir: config.webBuildDir, logger }));
  }
  app.notFound((c) =>
    c.json(errorBody(new AppError("NOT_FOUND", "There is nothing at this address.")), 404),
  );
  app.onError(createErrorHandler(logger));
  return app;
}

export type App = ReturnType<typeof createApp>;
