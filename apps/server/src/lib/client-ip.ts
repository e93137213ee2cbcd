import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The caller's IP address: the first X-Forwarded-For hop when we sit behind a trusted proxy
 * (TRUST_PROXY=true), else the socket's peer. Never trust the header otherwise: anyone can send it.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // in-process test requests have no socket
  }
}
