import { WRONG_TWO_FACTOR_CODE_MESSAGE } from "@outsmart/contracts/console";
import { AppError } from "../../lib/app-error.ts";
import { isRateLimitRejection, spend } from "../../lib/rate-limit.ts";
import type { Auth } from "./auth.ts";
import type { AuthLimits } from "./auth-rate-limits.ts";

/**
 * Checks a signed-in account's current authenticator code (Better Auth decrypts the secret and
 * compares), under the same limits as the sign-in's code step: 30 checks per IP and 10 wrong
 * codes per account per 15 minutes (two-factor-limits.ts). Used to confirm an operator's money and
 * key actions (modules/console/operator-guards.ts).
 */
export function createTwoFactorCheck(deps: { auth: Auth; limits: AuthLimits }) {
  const { auth, limits } = deps;
  return async function checkCode(input: {
    headers: Headers;
    userId: string;
    code: string;
    ip: string;
  }): Promise<void> {
    await spend(
      limits.codeChecksByIp,
      input.ip,
      "Too many code attempts. Please wait 15 minutes and try again.",
    );
    const failures = await limits.codeFailuresByUser.get(input.userId);
    if (failures !== null && failures.remainingPoints <= 0)
      throw new AppError(
        "RATE_LIMITED",
        "Too many wrong codes for this account. Please wait 15 minutes and try again.",
      );
    const valid = /^\d{6}$/.test(input.code)
      ? await auth.api
          .verifyTOTP({ body: { code: input.code }, headers: input.headers })
          .then(() => true)
          .catch(() => false)
      : false;
    if (valid) return;
    await limits.codeFailuresByUser.consume(input.userId).catch((error: unknown) => {
      if (!isRateLimitRejection(error)) throw error;
    });
    throw new AppError("FORBIDDEN", WRONG_TWO_FACTOR_CODE_MESSAGE, {
      details: { twoFactorRequired: true },
    });
  };
}

export type TwoFactorCheck = ReturnType<typeof createTwoFactorCheck>;
