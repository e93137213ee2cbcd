import type { MiddlewareHandler } from "hono";
import { AppError } from "../lib/app-error.ts";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that a browser sent on behalf of another site (CSRF), for every
 * route of ours, not only the auth library's. Browsers label requests with Sec-Fetch-Site and
 * Origin; a request carrying neither comes from a non-browser client (curl, a server), which
 * cannot ride on a user's cookies, and is let through.
 */
export function crossSiteGuard(options: { allowedOrigins: readonly string[] }): MiddlewareHandler {
  const allowed = new Set(options.allowedOrigins.map((origin) => new URL(origin).origin));
  return async (c, next) => {
    if (safeMethods.has(c.req.method)) return next();
    const fetchSite = c.req.header("sec-fetch-site");
    const origin = c.req.header("origin");
    const crossSite =
      (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") ||
      (origin !== undefined && (origin === "null" || !allowed.has(origin)));
    if (crossSite) {
      throw new AppError("FORBIDDEN", "This request came from another website and was refused.");
    }
    return next();
  };
}
