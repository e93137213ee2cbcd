import {
  type SignInRequest,
  type SignUpRequest,
  INVALID_CREDENTIALS_MESSAGE,
} from "@outsmart/contracts/account";
import { paths } from "@outsmart/contracts/routes";
import { and, eq } from "drizzle-orm";
import type { Config } from "../../config/env.ts";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema/users.ts";
import { verifications } from "../../db/schema/verifications.ts";
import { AppError } from "../../lib/app-error.ts";
import { isRateLimitRejection } from "../../lib/rate-limit.ts";
import {
  deleteAccount,
  findUserByEmailOrPhone,
  findUserEmailByPhone,
  setUnverifiedPhoneNumber,
} from "../accounts/accounts.queries.ts";
import type { Auth } from "./auth.ts";
import { throwForAuthError } from "./auth-http.ts";
import { type AuthLimits, spend } from "./auth-rate-limits.ts";
import { hashPassword } from "./password-hashing.ts";
import { passwordProblems } from "./password-policy.ts";
import { normalizePhoneNumber, placeholderEmailForPhone } from "./phone-number.ts";

type CallContext = { headers: Headers; ip: string };

export type AuthService = ReturnType<typeof createAuthService>;

const invalidPhone = () =>
  new AppError("BAD_REQUEST", "Enter a valid phone number, for example 01712345678.");

/** Rejects a weak password with every reason, so the form can list them. */
export async function assertStrongPassword(
  password: string,
  userInputs: Array<string | null | undefined>,
): Promise<void> {
  const reasons = await passwordProblems(
    password,
    userInputs.filter((input): input is string => Boolean(input)),
  );
  if (reasons.length > 0) {
    throw new AppError("BAD_REQUEST", `Choose a stronger password. ${reasons.join(" ")}`, {
      details: { reasons },
    });
  }
}

/** Sign-up, sign-in and password reset: the flows a signed-out visitor uses. */
export function createAuthService(deps: {
  auth: Auth;
  db: Database;
  limits: AuthLimits;
  config: Config;
}) {
  const { auth, db, limits } = deps;

  /** The key a lockout is counted under: the account as the person typed it, normalised. */
  function accountKey(identifier: string): string {
    if (identifier.includes("@")) return identifier.toLowerCase();
    return normalizePhoneNumber(identifier) ?? identifier.toLowerCase();
  }

  async function assertNotLockedOut(key: string, ip: string): Promise<void> {
    const [account, network] = await Promise.all([
      limits.failedSignInsByAccount.get(key),
      limits.failedSignInsByIp.get(ip),
    ]);
    const locked =
      account && account.consumedPoints >= limits.lockout.failures
        ? account
        : network && network.remainingPoints <= 0
          ? network
          : null;
    if (locked) {
      const minutes = Math.max(1, Math.ceil(locked.msBeforeNext / 60_000));
      throw new AppError(
        "RATE_LIMITED",
        `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or reset your password.`,
        { details: { retryAfterSeconds: Math.ceil(locked.msBeforeNext / 1000) } },
      );
    }
  }

  async function recordFailure(key: string, ip: string): Promise<void> {
    const swallow = (error: unknown) => {
      if (!isRateLimitRejection(error)) throw error;
    };
    const result = await limits.failedSignInsByAccount.consume(key).catch(swallow);
    if (result && result.consumedPoints >= limits.lockout.failures) {
      // The tenth failure starts a full cool-down, however early in the window it came.
      await limits.failedSignInsByAccount.block(key, limits.lockout.lockSeconds);
    }
    await limits.failedSignInsByIp.consume(ip).catch(swallow);
  }

  async function clearLockouts(userId: string): Promise<void> {
    const [user] = await db
      .select({ email: users.email, phoneNumber: users.phoneNumber })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) return;
    await limits.failedSignInsByAccount.delete(user.email.toLowerCase());
    if (user.phoneNumber) await limits.failedSignInsByAccount.delete(user.phoneNumber);
  }

  return {
    async signUp(input: Required<SignUpRequest>, context: CallContext): Promise<Response> {
      await spend(
        limits.signUpsByIp,
        context.ip,
        "Too many new accounts from your network. Please try again later.",
      );
      const email = input.email.toLowerCase() || undefined;
      const phoneNumber = input.phoneNumber ? normalizePhoneNumber(input.phoneNumber) : undefined;
      if (input.phoneNumber && !phoneNumber) throw invalidPhone();
      await assertStrongPassword(input.password, [
        input.firstName,
        input.lastName,
        email,
        email?.split("@")[0],
        phoneNumber,
      ]);
      const existing = await findUserByEmailOrPhone(db, email ?? null, phoneNumber ?? null);
      if (existing) {
        throw new AppError(
          "CONFLICT",
          "An account with this e-mail address or phone number already exists. Sign in instead.",
        );
      }
      const response = await auth.api.signUpEmail({
        body: {
          name: `${input.firstName} ${input.lastName}`.trim(),
          email: email ?? placeholderEmailForPhone(phoneNumber ?? ""),
          password: input.password,
          firstName: input.firstName,
          lastName: input.lastName,
        },
        headers: context.headers,
        asResponse: true,
      });
      if (response.ok && phoneNumber) {
        // Better Auth only sets a phone number through its verification flow; a new account's
        // number is recorded unverified here, and a code is sent so the person can verify it.
        const { user } = (await response.clone().json()) as { user: { id: string } };
        const claimed = await setUnverifiedPhoneNumber(db, user.id, phoneNumber);
        if (!claimed) {
          await deleteAccount(db, user.id);
          throw new AppError(
            "CONFLICT",
            "An account with this e-mail address or phone number already exists. Sign in instead.",
          );
        }
        await auth.api.sendPhoneNumberOTP({ body: { phoneNumber } });
      }
      if (!response.ok) {
        await throwForAuthError(
          response,
          {
            USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: new AppError(
              "CONFLICT",
              "An account with this e-mail address already exists. Sign in instead.",
            ),
          },
          new AppError(
            "BAD_REQUEST",
            "We could not create your account. Please check the form and try again.",
          ),
        );
      }
      return response;
    },

    async signIn(
      input: Required<SignInRequest>,
      context: CallContext,
    ): Promise<{ response: Response; twoFactorRequired: boolean }> {
      const key = accountKey(input.identifier);
      await assertNotLockedOut(key, context.ip);
      const email = input.identifier.includes("@")
        ? input.identifier.toLowerCase()
        : await (async () => {
            const phoneNumber = normalizePhoneNumber(input.identifier);
            return phoneNumber ? await findUserEmailByPhone(db, phoneNumber) : undefined;
          })();
      if (!email) {
        await hashPassword(input.password); // the same work as a real check, so timing reveals nothing
        await recordFailure(key, context.ip);
        throw new AppError("UNAUTHENTICATED", INVALID_CREDENTIALS_MESSAGE);
      }
      const response = await auth.api.signInEmail({
        body: { email, password: input.password, rememberMe: input.rememberMe },
        headers: context.headers,
        asResponse: true,
      });
      if (response.status === 401) {
        await recordFailure(key, context.ip);
        throw new AppError("UNAUTHENTICATED", INVALID_CREDENTIALS_MESSAGE);
      }
      if (!response.ok)
        await throwForAuthError(
          response,
          {},
          new AppError("BAD_REQUEST", "We could not sign you in. Please try again."),
        );
      await limits.failedSignInsByAccount.delete(key);
      const body = (await response.clone().json()) as { twoFactorRedirect?: boolean };
      return { response, twoFactorRequired: body.twoFactorRedirect === true };
    },

    /** Sends a reset link (e-mail) or code (SMS). Answers the same whether or not the account exists. */
    async requestPasswordReset(identifier: string, context: CallContext): Promise<"email" | "sms"> {
      await spend(
        limits.resetRequestsByIp,
        context.ip,
        "Too many reset requests from your network. Please try again later.",
      );
      if (identifier.includes("@")) {
        const email = identifier.trim().toLowerCase();
        await spend(
          limits.resetRequestsByIdentifier,
          email,
          "Too many reset requests for this account. Please try again later.",
        );
        await auth.api.requestPasswordReset({
          body: { email, redirectTo: `${deps.config.publicUrl}${paths.resetPassword}` },
        });
        return "email";
      }
      const phoneNumber = normalizePhoneNumber(identifier);
      if (!phoneNumber) throw invalidPhone();
      await spend(
        limits.resetRequestsByIdentifier,
        phoneNumber,
        "Too many reset requests for this account. Please try again later.",
      );
      await auth.api.requestPasswordResetPhoneNumber({ body: { phoneNumber } });
      return "sms";
    },

    async resetPasswordWithToken(
      token: string,
      newPassword: string,
      context: CallContext,
    ): Promise<void> {
      await spend(limits.codeChecksByIp, context.ip);
      const [reset] = await db
        .select({ userId: verifications.value })
        .from(verifications)
        .where(and(eq(verifications.identifier, `reset-password:${token}`)));
      const user = reset
        ? (await db.select().from(users).where(eq(users.id, reset.userId)))[0]
        : undefined;
      await assertStrongPassword(newPassword, [
        user?.firstName,
        user?.lastName,
        user?.email,
        user?.phoneNumber,
      ]);
      const response = await auth.api.resetPassword({
        body: { token, newPassword },
        asResponse: true,
      });
      if (!response.ok) {
        await throwForAuthError(
          response,
          {},
          new AppError(
            "BAD_REQUEST",
            "This reset link has expired or was already used. Ask for a new one.",
          ),
        );
      }
      if (user) await clearLockouts(user.id);
    },

    async resetPasswordWithCode(
      phone: string,
      code: string,
      newPassword: string,
      context: CallContext,
    ): Promise<void> {
      await spend(limits.codeChecksByIp, context.ip);
      const phoneNumber = normalizePhoneNumber(phone);
      if (!phoneNumber) throw invalidPhone();
      const [user] = await db.select().from(users).where(eq(users.phoneNumber, phoneNumber));
      await assertStrongPassword(newPassword, [user?.firstName, user?.lastName, phoneNumber]);
      const response = await auth.api.resetPasswordPhoneNumber({
        body: { phoneNumber, otp: code, newPassword },
        asResponse: true,
      });
      if (!response.ok)
        await throwForAuthError(
          response,
          {},
          new AppError("BAD_REQUEST", "The code is wrong or has expired. Ask for a new one."),
        );
      if (user) await clearLockouts(user.id);
    },
  };
}
