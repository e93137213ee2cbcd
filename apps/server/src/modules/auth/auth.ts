import { betterAuth } from "better-auth";
import { APIError } from "better-auth/api";
import { accountSuspendedMessage } from "@outsmart/contracts/console";
import { phoneNumber, twoFactor } from "better-auth/plugins";
import { RECENT_AUTHENTICATION_MS } from "@outsmart/contracts/account";
import type { Config } from "../../config/env.ts";
import type { Database } from "../../db/client.ts";
import { type Messenger, sendWithoutFailing } from "../../integrations/email/messenger.ts";
import {
  phoneCodeMessage,
  resetPasswordMessage,
  verifyEmailMessage,
} from "../../integrations/email/templates.ts";
import type { Logger } from "../../lib/logger.ts";
import { signUpLanguage } from "../../lib/request-language.ts";
import { betterAuthDatabase, findUserByPhone, isSuspended } from "./auth.queries.ts";
import { findInterfaceLanguageOfUser, getOrCreateProfile } from "./profiles.queries.ts";
import { hashPassword, verifyPassword } from "./password-hashing.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-policy.ts";
import { visibleEmail } from "@outsmart/contracts/account";
import { normalizePhoneNumber } from "./phone-number.ts";

/** Our HTTP layer passes the caller's IP to Better Auth in this header (and strips any incoming one). */
/** Every cookie we set is named `outsmart.…` (`__Secure-outsmart.…` on HTTPS). */
export const AUTH_COOKIE_PREFIX = "outsmart";

export const CLIENT_IP_HEADER = "x-outsmart-client-ip";

/** Idle sessions end after 7 days; active ones are extended daily, but never past 30 days (session-sweeper.ts). */
export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export type AuthDependencies = {
  db: Database;
  config: Config;
  secret: string;
  messenger: Messenger;
  logger: Logger;
};

export function createAuth(deps: AuthDependencies) {
  const { db, config, messenger, logger } = deps;
  const send = sendWithoutFailing(messenger, logger);
  // Account messages are written in the account's interface language (docs/i18n.md).
  const languageOf = async (userId: string) =>
    (await findInterfaceLanguageOfUser(db, userId)) ?? "en";
  const languageOfPhone = async (phone: string) => {
    const user = await findUserByPhone(db, phone);
    return user ? await languageOf(user.id) : "en";
  };

  return betterAuth({
    appName: "Outsmart",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: deps.secret,
    trustedOrigins: [config.publicUrl],
    telemetry: { enabled: false },
    // Rate limits are ours (auth-rate-limits.ts): one mechanism for the whole app, shared via Redis.
    rateLimit: { enabled: false },
    logger: {
      level: "warn",
      log: (level, message, ...args) => logger[level]({ args, source: "better-auth" }, message),
    },
    database: betterAuthDatabase(db),
    // Every flow that sets or checks a password, or changes where the account can be reached, goes
    // through our routes (auth.routes.ts, accounts.routes.ts): they add phone numbers, one password
    // policy, lockouts, recent-sign-in checks and timing-safe lookups, then call these endpoints
    // in-process. Over HTTP they are closed so nothing can skip those rules.
    disabledPaths: [
      "/sign-up/email",
      "/sign-in/email",
      "/sign-in/phone-number",
      "/request-password-reset",
      "/reset-password",
      "/change-password",
      "/set-password",
      "/verify-password",
      "/change-email",
      "/update-user",
      "/delete-user",
      "/list-sessions",
      "/revoke-session",
      "/revoke-sessions",
      "/revoke-other-sessions",
      "/phone-number/send-otp",
      "/phone-number/verify",
      "/phone-number/request-password-reset",
      "/phone-number/reset-password",
      // Confirmation links are sent by our sign-up and sign-in (auth.service.ts), within their limits.
      "/send-verification-email",
    ],
    user: {
      additionalFields: {
        firstName: { type: "string", required: false },
        lastName: { type: "string", required: false },
        // Set only by the operator console and commands (auth.queries.ts), never by a request.
        operator: { type: "boolean", required: false, input: false, defaultValue: false },
        suspendedAt: { type: "date", required: false, input: false },
      },
      changeEmail: { enabled: true },
      deleteUser: { enabled: false }, // DELETE /api/account does it, with its confirmation rules
    },
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: 24 * 60 * 60,
      freshAge: RECENT_AUTHENTICATION_MS / 1000,
      additionalFields: { reauthenticatedAt: { type: "date", required: false, input: false } },
    },
    emailAndPassword: {
      enabled: true,
      // A sign-up never signs in: the link or code that confirms the address does (ADR 0028).
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: async ({ user, url }) => {
        const to = visibleEmail(user.email);
        if (to)
          await send(
            resetPasswordMessage(
              to,
              (user as { firstName?: string }).firstName,
              url,
              await languageOf(user.id),
            ),
          );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        const to = visibleEmail(user.email);
        if (to)
          await send(
            verifyEmailMessage(
              to,
              (user as { firstName?: string }).firstName,
              url,
              await languageOf(user.id),
            ),
          );
      },
    },
    socialProviders: config.socialProviders,
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: config.publicUrl.startsWith("https://"),
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: [
      phoneNumber({
        otpLength: 6,
        expiresIn: 5 * 60,
        allowedAttempts: 3,
        requireVerification: false,
        phoneNumberValidator: (value) => normalizePhoneNumber(value) === value,
        sendOTP: async ({ phoneNumber: to, code }) =>
          await send(phoneCodeMessage(to, code, "verify", await languageOfPhone(to))),
        sendPasswordResetOTP: async ({ phoneNumber: to, code }) =>
          await send(phoneCodeMessage(to, code, "reset", await languageOfPhone(to))),
      }),
      twoFactor({ issuer: "Outsmart", backupCodeOptions: { amount: 10, length: 10 } }),
    ],
    databaseHooks: {
      session: {
        create: {
          // No way in (password, link, code, social, two-step) gives a suspended account a session.
          before: async (session) => {
            if (await isSuspended(db, session.userId))
              throw new APIError("FORBIDDEN", {
                message: accountSuspendedMessage(config.operator.email),
                code: "ACCOUNT_SUSPENDED",
              });
          },
        },
      },
      user: {
        create: {
          after: async (user, context) => {
            const extra = user as typeof user & {
              firstName?: string | null;
              lastName?: string | null;
            };
            await getOrCreateProfile(db, {
              userId: user.id,
              email: visibleEmail(user.email) ?? null,
              firstName: extra.firstName ?? null,
              lastName: extra.lastName ?? null,
              // The language the visitor signed up in: their e-mails are written in it (ADR 0080).
              interfaceLanguage: signUpLanguage(context?.headers),
            });
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
