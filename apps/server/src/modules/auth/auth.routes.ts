import {
  confirmPhoneRequestSchema,
  passwordResetRequestSchema,
  passwordResetWithCodeSchema,
  passwordResetWithTokenSchema,
  type SignInOptions,
  signInRequestSchema,
  signUpRequestSchema,
} from "@outsmart/contracts/account";
import { Hono, type Handler } from "hono";
import type { Database } from "../../db/client.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { readJson } from "../../http/validate.ts";
import { clientIp } from "../../lib/client-ip.ts";
import type { Auth } from "./auth.ts";
import { authRequestHeaders, forwardCookies } from "./auth-http.ts";
import type { AuthLimits } from "./auth-rate-limits.ts";
import type { AuthService } from "./auth.service.ts";
import { createTwoFactorLimits } from "./two-factor-limits.ts";

/** Signed-out flows: sign-up and its confirmation, sign-in, password reset (under /api/account). */
export function authRoutes(deps: {
  service: AuthService;
  signInOptions: SignInOptions;
  trustProxy: boolean;
}) {
  const { service, trustProxy } = deps;
  const context = (c: Parameters<Handler<AppEnv>>[0]) => ({
    headers: authRequestHeaders(c, trustProxy),
    ip: clientIp(c, trustProxy),
  });

  return new Hono<AppEnv>()
    .get("/sign-in-options", (c) => c.json(deps.signInOptions))
    .post("/sign-up", async (c) => {
      const body = await readJson(c, signUpRequestSchema);
      const status = await service.signUp(body, context(c));
      // Accepted, not created: the same answer whether or not the address has an account (ADR 0028).
      return c.json({ success: true as const, status }, 202);
    })
    .post("/confirm-phone", async (c) => {
      const body = await readJson(c, confirmPhoneRequestSchema);
      forwardCookies(c, await service.confirmPhone(body, context(c)));
      return c.json({ success: true as const, status: "signed-in" as const });
    })
    .post("/sign-in", async (c) => {
      const body = await readJson(c, signInRequestSchema);
      const outcome = await service.signIn(body, context(c));
      if ("response" in outcome) forwardCookies(c, outcome.response);
      return c.json({ success: true as const, status: outcome.status });
    })
    .post("/password-reset/request", async (c) => {
      const { identifier } = await readJson(c, passwordResetRequestSchema);
      const channel = await service.requestPasswordReset(identifier, context(c));
      return c.json({ success: true as const, channel });
    })
    .post("/password-reset/complete", async (c) => {
      const { token, newPassword } = await readJson(c, passwordResetWithTokenSchema);
      await service.resetPasswordWithToken(token, newPassword, context(c));
      return c.json({ success: true as const });
    })
    .post("/password-reset/complete-with-code", async (c) => {
      const { phoneNumber, code, newPassword } = await readJson(c, passwordResetWithCodeSchema);
      await service.resetPasswordWithCode(phoneNumber, code, newPassword, context(c));
      return c.json({ success: true as const });
    });
}

/** Better Auth's own endpoints (session, sign-out, 2FA, e-mail links, social), with our limits and client IP. */
export function betterAuthHandler(deps: {
  auth: Auth;
  db: Database;
  limits: AuthLimits;
  trustProxy: boolean;
}): Handler<AppEnv> {
  const limited = createTwoFactorLimits(deps);
  return async (c) =>
    await limited(c, c.req.path.slice("/api/auth".length), clientIp(c, deps.trustProxy), () =>
      deps.auth.handler(
        new Request(c.req.raw, { headers: authRequestHeaders(c, deps.trustProxy) }),
      ),
    );
}
