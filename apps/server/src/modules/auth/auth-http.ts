import type { Context } from "hono";
import type { AppEnv } from "../../http/app-env.ts";
import { type AppError } from "../../lib/app-error.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { CLIENT_IP_HEADER } from "./auth.ts";

/** The caller's headers for an in-process Better Auth call, with the client IP we trust. */
export function authRequestHeaders(c: Context<AppEnv>, trustProxy: boolean): Headers {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, clientIp(c, trustProxy));
  return headers;
}

/** Better Auth's error body: `{ message, code }`. */
async function authErrorOf(
  response: Response,
): Promise<{ status: number; code: string; message: string }> {
  const body = (await response
    .clone()
    .json()
    .catch(() => ({}))) as { code?: string; message?: string };
  return { status: response.status, code: body.code ?? "", message: body.message ?? "" };
}

/** The `code` of a failed Better Auth answer ("INVALID_PASSWORD", "INVALID_CODE" …), or "". */
export async function authErrorCode(response: Response): Promise<string> {
  return (await authErrorOf(response)).code;
}

/** Copies the cookies Better Auth set (session, two-factor, deletion) onto our response. */
export function forwardCookies(c: Context<AppEnv>, response: Response): void {
  for (const cookie of response.headers.getSetCookie())
    c.header("Set-Cookie", cookie, { append: true });
}

/** Throws our error for a failed Better Auth call, mapping its codes to messages we choose. */
export async function throwForAuthError(
  response: Response,
  messages: Record<string, AppError>,
  fallback: AppError,
): Promise<never> {
  const error = await authErrorOf(response);
  throw messages[error.code] ?? fallback;
}
