import {
  type SignInRequest,
  type SignUpRequest,
  INVALID_CREDENTIALS_MESSAGE,
} from "@outsmart/contracts/account";
import { paths } from "@outsmart/contracts/routes";
import type { Config } from "../../config/env.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { spend } from "../../lib/rate-limit.ts";
import type { Auth } from "./auth.ts";
import { throwForAuthError } from "./auth-http.ts";
import {
  deleteAccount,
  findUserByEmailOrPhone,
  findUserByPhone,
  findUserByResetToken,
  findUserEmailByPhone,
  setUnverifiedPhoneNumber,
} from "./auth.queries.ts";
import type { AuthLimits } from "./auth-rate-limits.ts";
import { hashPassword } from "./password-hashing.ts";
import { assertStrongPassword } from "./password-policy.ts";
import { normalizePhoneNumber, placeholderEmailForPhone } from "./phone-number.ts";
import { createSignInLockout, lockoutKey } from "./sign-in-lockout.ts";

type CallContext = { headers: Headers; ip: string };

export type AuthService = ReturnType<typeof createAuthService>;

const invalidPhone = () =>
  new AppError("BAD_REQUEST", "Enter a valid phone number, for example 01712345678.");

/** Sign-up, sign-in and password reset: the flows a signed-out visitor uses. */
export function createAuthService(deps: {
  auth: Auth;
  db: Database;
  limits: AuthLimits;
  config: Config;
}) {
  const { auth, db, limits } = deps;

  const lockout = createSignInLockout(limits);

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
      const key = lockoutKey(input.identifier);
      await lockout.assertNotLockedOut(key, context.ip);
      const email = input.identifier.includes("@")
        ? input.identifier.toLowerCase()
        : await (async () => {
            const phoneNumber = normalizePhoneNumber(input.identifier);
            return phoneNumber ? await findUserEmailByPhone(db, phoneNumber) : undefined;
          })();
      if (!email) {
        await hashPassword(input.password); // the same work as a real check, so timing reveals nothing
        await lockout.recordFailure(key, context.ip);
        throw new AppError("UNAUTHENTICATED", INVALID_CREDENTIALS_MESSAGE);
      }
      const response = await auth.api.signInEmail({
        body: { email, password: input.password, rememberMe: input.rememberMe },
        headers: context.headers,
        asResponse: true,
      });
      if (response.status === 401) {
        await lockout.recordFailure(key, context.ip);
        throw new AppError("UNAUTHENTICATED", INVALID_CREDENTIALS_MESSAGE);
      }
      if (!response.ok)
        await throwForAuthError(
          response,
          {},
          new AppError("BAD_REQUEST", "We could not sign you in. Please try again."),
        );
      await lockout.clear(key);
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
      const user = await findUserByResetToken(db, token);
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
      if (user) await lockout.clearAccount(user);
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
      const user = await findUserByPhone(db, phoneNumber);
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
      if (user) await lockout.clearAccount(user);
    },
  };
}
