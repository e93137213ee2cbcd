import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { Database } from "../../db/client.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { AppError } from "../../lib/app-error.ts";
import { isRateLimitRejection, spend } from "../../lib/rate-limit.ts";
import type { Auth } from "./auth.ts";
import { AUTH_COOKIE_PREFIX } from "./auth.ts";
import { authErrorCode } from "./auth-http.ts";
import { findUserById, findVerificationValue } from "./auth.queries.ts";
import type { AuthLimits } from "./auth-rate-limits.ts";
import { accountLockoutKeys, createSignInLockout } from "./sign-in-lockout.ts";

/**
 * Better Auth's two-step-verification endpoints check passwords and codes themselves; these are
 * the limits we put around them (issue 13), the same as everywhere else:
 *
 * | check | endpoint | limit |
 * |---|---|---|
 * | password | `POST /api/auth/two-factor/{enable,disable,generate-backup-codes,get-totp-uri}` | the account's sign-in lockout (10 wrong passwords lock it everywhere for 15 min) |
 * | authenticator or backup code | `POST /api/auth/two-factor/verify-{totp,backup-code,otp}` | 30 per IP and 10 wrong per account per 15 min |
 */
const PASSWORD_PATHS = new Set([
  "/two-factor/enable",
  "/two-factor/disable",
  "/two-factor/generate-backup-codes",
  "/two-factor/get-totp-uri",
]);
const CODE_PATHS = new Set([
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
  "/two-factor/verify-otp",
]);
const WRONG_CODE = new Set(["INVALID_CODE", "INVALID_BACKUP_CODE", "INVALID_TWO_FACTOR_COOKIE"]);

export function createTwoFactorLimits(deps: { auth: Auth; db: Database; limits: AuthLimits }) {
  const { auth, db, limits } = deps;
  const lockout = createSignInLockout(limits);

  /** The signed-in user, or the one part-way through signing in (Better Auth's 2FA cookie). */
  async function userOf(c: Context<AppEnv>): Promise<string | undefined> {
    const session = await auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
    if (session) return session.user.id;
    const signed =
      getCookie(c, `${AUTH_COOKIE_PREFIX}.two_factor`) ??
      getCookie(c, `__Secure-${AUTH_COOKIE_PREFIX}.two_factor`);
    // "<identifier>.<signature>": the identifier names the pending sign-in. Its signature is
    // Better Auth's to check; an unknown identifier finds no one.
    const dot = signed?.lastIndexOf(".") ?? -1;
    return signed && dot > 0 ? await findVerificationValue(db, signed.slice(0, dot)) : undefined;
  }

  async function codeLocked(userId: string): Promise<boolean> {
    const state = await limits.codeFailuresByUser.get(userId);
    return state !== null && state.remainingPoints <= 0;
  }

  /** Runs a Better Auth request under the limit its path needs. */
  return async function limited(
    c: Context<AppEnv>,
    path: string,
    ip: string,
    forward: () => Promise<Response>,
  ): Promise<Response> {
    if (c.req.method !== "POST") return await forward();
    if (PASSWORD_PATHS.has(path)) {
      const userId = await userOf(c);
      const user = userId ? await findUserById(db, userId) : undefined;
      if (!user) return await forward(); // not signed in: Better Auth answers 401
      const keys = accountLockoutKeys(user);
      await lockout.assertAccountNotLockedOut(keys);
      const response = await forward();
      if (!response.ok && (await authErrorCode(response)) === "INVALID_PASSWORD")
        await lockout.recordAccountFailure(keys);
      return response;
    }
    if (CODE_PATHS.has(path)) {
      await spend(
        limits.codeChecksByIp,
        ip,
        "Too many code attempts. Please wait 15 minutes and try again.",
      );
      const userId = await userOf(c);
      if (userId && (await codeLocked(userId)))
        throw new AppError(
          "RATE_LIMITED",
          "Too many wrong codes for this account. Please wait 15 minutes and try again.",
        );
      const response = await forward();
      if (userId && !response.ok && WRONG_CODE.has(await authErrorCode(response)))
        await limits.codeFailuresByUser.consume(userId).catch((error: unknown) => {
          if (!isRateLimitRejection(error)) throw error;
        });
      return response;
    }
    return await forward();
  };
}
