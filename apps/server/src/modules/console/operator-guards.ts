import {
  OPERATOR_REQUIRED_MESSAGE,
  TWO_FACTOR_CODE_HEADER,
  TWO_FACTOR_CODE_REQUIRED_MESSAGE,
} from "@outsmart/contracts/console";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../http/app-env.ts";
import { AppError } from "../../lib/app-error.ts";
import { clientIp } from "../../lib/client-ip.ts";
import type { Clock } from "../../lib/clock.ts";
import type { TwoFactorCheck } from "../auth/two-factor-check.ts";
import { assertRecentlyAuthenticated } from "../accounts/recent-authentication.ts";
import { requireViewer, type Viewer } from "../accounts/viewer.ts";

/**
 * The operator console's two guards (ADR 0043):
 *
 * - `requireOperator`, on every `/api/console/*` route: 401 signed out, 403 unless the account has
 *   the operator role. A suspended account has no session at all (accounts/viewer.ts), so a
 *   suspended operator is refused with 401.
 * - `requireRecentOperator`, on money and key actions as well: the password proven in the last
 *   15 minutes (the account page's rule, accounts/recent-authentication.ts) and, when the operator
 *   has two-step verification, a current authenticator code in the `x-outsmart-2fa-code` header.
 */
export function operatorOf(c: Parameters<MiddlewareHandler<AppEnv>>[0]): Viewer {
  const viewer = requireViewer(c);
  if (!viewer.operator) throw new AppError("FORBIDDEN", OPERATOR_REQUIRED_MESSAGE);
  return viewer;
}

export const requireOperator: MiddlewareHandler<AppEnv> = async (c, next) => {
  operatorOf(c);
  await next();
};

export function createRequireRecentOperator(deps: {
  clock: Clock;
  checkCode: TwoFactorCheck;
  trustProxy: boolean;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const viewer = operatorOf(c);
    assertRecentlyAuthenticated(viewer, deps.clock.now());
    if (viewer.twoFactorEnabled) {
      const code = c.req.header(TWO_FACTOR_CODE_HEADER)?.trim() ?? "";
      if (!code)
        throw new AppError("FORBIDDEN", TWO_FACTOR_CODE_REQUIRED_MESSAGE, {
          details: { twoFactorRequired: true },
        });
      await deps.checkCode({
        headers: c.req.raw.headers,
        userId: viewer.userId,
        code,
        ip: clientIp(c, deps.trustProxy),
      });
    }
    await next();
  };
}
