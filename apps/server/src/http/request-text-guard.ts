import { CONTROL_CHARACTER_MESSAGE, isAcceptableText } from "@outsmart/contracts/text";
import type { MiddlewareHandler } from "hono";
import { AppError } from "../lib/app-error.ts";

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined; // a malformed escape such as "%E0%A4" or "%zz"
  }
}

/**
 * The path and query string hold text too (a tool's slug, a session's id, a history search): the
 * same rule as the request schemas' `text()` applies to them before any route reads them, so no
 * NUL, control character or broken escape reaches the database from an address.
 */
export function requestTextGuard(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    for (const segment of url.pathname.split("/")) {
      const decoded = decodeSegment(segment);
      if (decoded === undefined)
        throw new AppError("BAD_REQUEST", "The address contains a broken escape sequence.");
      if (!isAcceptableText(decoded))
        throw new AppError("BAD_REQUEST", `The address ${CONTROL_CHARACTER_MESSAGE}`);
    }
    for (const [key, value] of url.searchParams) {
      if (!isAcceptableText(key) || !isAcceptableText(value))
        throw new AppError("BAD_REQUEST", `${key || "The query"}: ${CONTROL_CHARACTER_MESSAGE}`);
    }
    return next();
  };
}
