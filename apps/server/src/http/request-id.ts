import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.ts";

export const REQUEST_ID_HEADER = "X-Request-Id";

/** What a forwarded id may look like: a short token, nothing a log line or header could trip on. */
const saneRequestId = /^[A-Za-z0-9._:-]{1,128}$/;

/** The forwarded id when it is a sane token (≤ 128 of `[A-Za-z0-9._:-]`), else undefined. */
export function acceptedRequestId(forwarded: string | undefined): string | undefined {
  return forwarded !== undefined && saneRequestId.test(forwarded) ? forwarded : undefined;
}

/**
 * Gives every request an id, so it can be followed from the load balancer through this instance's
 * log: the proxy's `X-Request-Id` when it sent a sane one, else a new UUID. Always echoed on the
 * response, whatever produced it (a handler's own Response included).
 */
export function requestIdMiddleware(
  generate: () => string = randomUUID,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const id = acceptedRequestId(c.req.header(REQUEST_ID_HEADER)) ?? generate();
    c.set("requestId", id);
    c.header(REQUEST_ID_HEADER, id);
    await next();
    if (c.res.headers.get(REQUEST_ID_HEADER) === id) return;
    try {
      c.res.headers.set(REQUEST_ID_HEADER, id);
    } catch {
      // A Response with immutable headers (one passed through from fetch): copy it.
      const copy = new Response(c.res.body, c.res);
      copy.headers.set(REQUEST_ID_HEADER, id);
      c.res = copy;
    }
  };
}
