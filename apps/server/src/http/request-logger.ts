import type { MiddlewareHandler } from "hono";
import type { Logger } from "../lib/logger.ts";
import type { AppEnv } from "./app-env.ts";

/** Gives each request a child logger carrying its id, and logs one line when it completes. */
export function requestLogger(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const log = logger.child({ reqId: c.get("requestId") });
    c.set("logger", log);
    await next();
    const path = c.req.path;
    const entry = {
      method: c.req.method,
      path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    // Static files, health probes and metric scrapes are noise at info level.
    if (
      path.startsWith("/assets/") ||
      path === "/api/health" ||
      path === "/api/ready" ||
      path === "/metrics"
    )
      log.debug(entry, "request");
    else log.info(entry, "request");
  };
}
