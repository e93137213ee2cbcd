import type { MiddlewareHandler } from "hono";
import { AppError } from "../lib/app-error.ts";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);
const loopbackHosts = ["localhost", "127.0.0.1", "[::1]"];

/**
 * The origins a browser tab of ours may send state-changing requests from: the public address,
 * its loopback aliases when it is a loopback address (a newcomer opens `http://127.0.0.1:3000` as
 * often as `http://localhost:3000`), and any the operator adds (`ALLOWED_ORIGINS`).
 */
export function trustedOrigins(publicUrl: string, extra: readonly string[] = []): string[] {
  const url = new URL(publicUrl);
  const origins = new Set([url.origin, ...extra.map((origin) => new URL(origin).origin)]);
  if (loopbackHosts.includes(url.hostname)) {
    for (const host of loopbackHosts) {
      const alias = new URL(url.origin);
      alias.hostname = host;
      origins.add(alias.origin);
    }
  }
  return [...origins];
}

/**
 * Refuses state-changing requests that a browser sent on behalf of another site (CSRF), for every
 * route of ours, not only the auth library's. Browsers label requests with Sec-Fetch-Site and
 * Origin. A request carrying neither comes from a non-browser client (curl, a server), which is let
 * through only when it carries none of our cookies: with a session cookie, a request must say where
 * it came from.
 */
export function crossSiteGuard(options: {
  allowedOrigins: readonly string[];
  /** Our cookies' name prefix (Better Auth's `cookiePrefix`). */
  cookiePrefix: string;
  /** The address to tell a refused user to open. */
  publicUrl: string;
}): MiddlewareHandler {
  const allowed = new Set(options.allowedOrigins.map((origin) => new URL(origin).origin));
  const ourCookie = new RegExp(
    `(?:^|;\\s*)(?:__Secure-|__Host-)?${options.cookiePrefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\.`,
  );
  const refusal = `This request came from another website and was refused. Open Outsmart at ${options.publicUrl} and try again.`;
  return async (c, next) => {
    if (safeMethods.has(c.req.method)) return next();
    const fetchSite = c.req.header("sec-fetch-site");
    const origin = c.req.header("origin");
    const crossSite =
      (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") ||
      (origin !== undefined && (origin === "null" || !allowed.has(origin)));
    if (crossSite) throw new AppError("FORBIDDEN", refusal);
    if (
      fetchSite === undefined &&
      origin === undefined &&
      ourCookie.test(c.req.header("cookie") ?? "")
    )
      throw new AppError(
        "FORBIDDEN",
        "This request carried your session but did not say which page sent it, so it was refused.",
      );
    return next();
  };
}
