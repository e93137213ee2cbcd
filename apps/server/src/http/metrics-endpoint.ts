import { createHash, timingSafeEqual } from "node:crypto";
import type { Context, Handler, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import { AppError } from "../lib/app-error.ts";
import { isLoopbackAddress, socketPeer } from "../lib/client-ip.ts";
import { httpRequestDuration, metricsRegistry } from "../lib/metrics.ts";
import type { AppEnv } from "./app-env.ts";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Compares in constant time (digests of equal length, whatever the lengths of the inputs). */
function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Who may read /metrics (ADR 0063): a request whose socket peer is this machine and that did not
 * come through a proxy (no forwarding header: a reverse proxy on this machine connects from
 * loopback too), or one carrying `Authorization: Bearer $METRICS_TOKEN` when that is set.
 */
export function mayReadMetrics(c: Context, token: string | undefined): boolean {
  const authorization = c.req.header("authorization");
  if (token && authorization?.startsWith("Bearer "))
    return sameSecret(authorization.slice("Bearer ".length), token);
  const proxied = c.req.header("x-forwarded-for") ?? c.req.header("forwarded");
  return proxied === undefined && isLoopbackAddress(socketPeer(c));
}

/** GET /metrics: Prometheus's text format, or a 404 like any unknown address for anyone else. */
export function metricsHandler(options: { token: string | undefined }): Handler<AppEnv> {
  return async (c) => {
    if (!mayReadMetrics(c, options.token))
      throw new AppError("NOT_FOUND", "There is nothing at this address.");
    const body = await metricsRegistry.metrics();
    return c.body(body, 200, {
      "Content-Type": metricsRegistry.contentType,
      "Cache-Control": "no-store",
    });
  };
}

/**
 * The route pattern that answered (`/api/generations/:id`), never the raw path, so labels stay a
 * bounded set; "unmatched" when only middleware and catch-alls saw the request.
 */
export function routeLabel(c: Context): string {
  const routes = matchedRoutes(c).filter((route) => route.method !== "ALL");
  return routes.at(-1)?.path ?? "unmatched";
}

/** Records every request's time to its response headers, by route pattern, method and status. */
export function requestMetrics(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const stop = httpRequestDuration.startTimer();
    await next();
    stop({ method: c.req.method, route: routeLabel(c), status: String(c.res.status) });
  };
}
