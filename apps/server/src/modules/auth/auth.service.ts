import {
  type ConfirmPhoneRequest,
  EMAIL_CONFIRMED_PATH,
  INVALID_CREDENTIALS_MESSAGE,
  type SignInRequest,
  type SignUpRequest,
  WRONG_CODE_MESSAGE,
} from "@outsmart/contracts/account";
import { accountSuspendedMessage } from "@outsmart/contracts/console";
import { paths } from "@outsmart/contracts/routes";
import type { Config } from "../../config/env.ts";
import type { Database } from "../../db/client.ts";
import { type Messenger, sendWithoutFailing } from "../../integrations/email/messenger.ts";
import { signUpAttemptMessage, signUpAttemptSms } from "../../integrations/email/templates.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Logger } from "../../lib/logger.ts";
import { requestLanguage } from "../../lib/request-language.ts";
import { spend } from "../../lib/rate-limit.ts";
import { type AccountStanding, isConfirmed, signUpStep } from "./account-confirmation.ts";
import type { Auth } from "./auth.ts";
import { throwForAuthError } from "./auth-http.ts";
import {
  deleteAccount,
  findPasswordHash,
  findUserByEmail,
  findUserByPhone,
  findUserByResetToken,
  markPhoneNumberVerified,
  setUnverifiedPhoneNumber,
} from "./auth.queries.ts";
import type { AuthLimits } from "./auth-rate-limits.ts";
import { hashPassword, verifyPassword } from "./password-hashing.ts";
import { findInterfaceLanguageOfUser } from "./profiles.queries.ts";
import { assertStrongPassword } from "./password-policy.ts";
import { normalizePhoneNumber, placeholderEmailForPhone } from "./phone-number.ts";
import { createSignInLockout, lockoutKey } from "./sign-in-lockout.ts";

type CallContext = { headers: Headers; ip: string };

export type AuthService = ReturnType<typeof createAuthService>;

/** Where a link or code goes, and the next step the answer names. */
type Channel = "email" | "phone";
type Confirmation = "confirm-email" | "confirm-phone";

export type SignInOutcome =
  { status: "signed-in" | "two-factor-required"; response: Response } | { status: Confirmation };

const confirmation = (channel: Channel): Confirmation =>
  channel === "email" ? "confirm-email" : "confirm-phone";

const invalidPhone = () =>
  new AppError("BAD_REQUEST", "Enter a valid phone number, for example 01712345678.");

const tooManyMessages = (channel: Channel) =>
  channel === "email"
    ? "We have already sent several messages to this address in the last hour. Check your inbox (and spam folder), or try again later."
    : "We have already sent several messages to this number in the last hour. Please try again later.";

/** Sign-up, sign-in and password reset: the flows a signed-out visitor uses. */
export function createAuthService(deps: {
  auth: Auth;
  db: Database;
  limits: AuthLimits;
  config: Config;
  messenger: Messenger;
  logger: Logger;
}) {
  const { auth, db, limits } = deps;
  const send = sendWithoutFailing(deps.messenger, deps.logger);
  const links = {
    confirmed: `${deps.config.publicUrl}${EMAIL_CONFIRMED_PATH}`,
    signIn: `${deps.config.publicUrl}${paths.auth}`,
    resetPassword: `${deps.config.publicUrl}${paths.auth}?mode=forgot-password`,
  };

  const lockout = createSignInLockout(limits);

  /** Whether this is the account's password; one argon2 run either way, so timing tells nothing. */
  async function passwordMatches(userId: string, password: string): Promise<boolean> {
    const hash = await findPasswordHash(db, userId);
    if (hash === undefined) {
      await hashPassword(password);
      return false;
    }
    return await verifyPassword({ hash, password });
  }

  /**
   * Whether a sign-up comes from an unconfirmed account's owner (the same password). A confirmed
   * account is never compared, but costs the same hash, so every sign-up does one.
   */
  async function isOwnerOfUnconfirmed(
    existing: AccountStanding & { id: string },
    password: string,
  ) {
    if (isConfirmed(existing)) {
      await hashPassword(password);
      return false;
    }
    return await passwordMatches(existing.id, password);
  }

  /** A fresh confirmation link (e-mail) or code (SMS) for an unconfirmed account. */
  async function sendConfirmation(
    account: { email: string; phoneNumber: string | null },
    channel: Channel,
  ): Promise<void> {
    if (channel === "email") {
      await auth.api.sendVerificationEmail({
        body: { email: account.email, callbackURL: links.confirmed },
      });
    } else if (account.phoneNumber) {
      await auth.api.sendPhoneNumberOTP({ body: { phoneNumber: account.phoneNumber } });
    }
  }

  /**
   * A new, unconfirmed account and its link or code (Better Auth mails the link itself). A sign-up
   * that loses a race for the address to a simultaneous one answers the same, sending nothing: the
   * other one's message went out.
   */
  async function createAccount(
    input: Required<SignUpRequest>,
    email: string | undefined,
    phoneNumber: string | undefined,
    context: CallContext,
  ): Promise<void> {
    const response = await auth.api.signUpEmail({
      body: {
        name: `${input.firstName} ${input.lastName}`.trim(),
        email: email ?? placeholderEmailForPhone(phoneNumber ?? ""),
        password: input.password,
        firstName: input.firstName,
        lastName: input.lastName,
        callbackURL: links.confirmed,
      },
      headers: context.headers,
      asResponse: true,
    });
    if (!response.ok) {
      if (email && (await findUserByEmail(db, email))) return;
      await throwForAuthError(
        response,
        {},
        new AppError(
          "BAD_REQUEST",
          "We could not create your account. Please check the form and try again.",
        ),
      );
    }
    if (!phoneNumber) return;
    // Better Auth only sets a phone number through its verification flow; a new account's number
    // is recorded unverified here, and the code that confirms it is sent.
    const { user } = (await response.json()) as { user: { id: string } };
    if (await setUnverifiedPhoneNumber(db, user.id, phoneNumber)) {
      await auth.api.sendPhoneNumberOTP({ body: { phoneNumber } });
    } else if (!email) {
      await deleteAccount(db, user.id); // the number was taken meanwhile: this account has nothing
    }
  }

  return {
    /**
     * Answers the same for a new address, a confirmed account's and an unconfirmed one's: the
     * next step is in the mailbox or on the phone (ADR 0028). Never signs in.
     */
    async signUp(input: Required<SignUpRequest>, context: CallContext): Promise<Confirmation> {
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
      // An e-mail address is the account's way in when both are given; the number rides along.
      const channel: Channel = email ? "email" : "phone";
      const address = email ?? phoneNumber ?? "";
      await spend(limits.signUpMessagesByAddress, address, tooManyMessages(channel));

      const existing = email
        ? await findUserByEmail(db, address)
        : await findUserByPhone(db, address);
      const step = signUpStep(
        existing,
        existing ? await isOwnerOfUnconfirmed(existing, input.password) : false,
      );
      if (step === "create-account") await createAccount(input, email, phoneNumber, context);
      else if (step === "confirm-again" && existing) await sendConfirmation(existing, channel);
      else if (existing) {
        // To the address's owner: in their account's language, else the one this visitor used.
        const language =
          (await findInterfaceLanguageOfUser(db, existing.id)) ?? requestLanguage(context.headers);
        await send(
          channel === "email"
            ? signUpAttemptMessage(address, links, language)
            : signUpAttemptSms(address, links.signIn, language),
        );
      }
      return confirmation(channel);
    },

    /**
     * Signs in with an e-mail address or phone number and the password. An account that was never
     * confirmed is not signed into: with the right password, a fresh link or code is sent instead.
     */
    async signIn(input: Required<SignInRequest>, context: CallContext): Promise<SignInOutcome> {
      const key = lockoutKey(input.identifier);
      await lockout.assertNotLockedOut(key, context.ip);
      const channel: Channel = input.identifier.includes("@") ? "email" : "phone";
      const phoneNumber = channel === "phone" ? normalizePhoneNumber(input.identifier) : undefined;
      const account =
        channel === "email"
          ? await findUserByEmail(db, input.identifier.toLowerCase())
          : phoneNumber
            ? await findUserByPhone(db, phoneNumber)
            : undefined;
      if (!account) {
        await hashPassword(input.password); // the same work as a real check, so timing reveals nothing
        await lockout.recordFailure(key, context.ip);
        throw new AppError("UNAUTHENTICATED", INVALID_CREDENTIALS_MESSAGE);
      }
      if (!isConfirmed(account)) {
        if (!(await passwordMatches(account.id, input.password))) {
          await lockout.recordFailure(key, context.ip);
          throw new AppError("UNAUTHENTICATED", INVALID_CREDENTIALS_MESSAGE);
        }
        await lockout.clear(key);
        await spend(limits.signUpMessagesByAddress, key, tooManyMessages(channel));
        await sendConfirmation(account, channel);
        return { status: confirmation(channel) };
      }
      if (account.suspendedAt) {
        // Said only to whoever knows the password, so it tells no one else the account exists.
        if (!(await passwordMatches(account.id, input.password))) {
          await lockout.recordFailure(key, context.ip);
          throw new AppError("UNAUTHENTICATED", INVALID_CREDENTIALS_MESSAGE);
        }
        throw new AppError("FORBIDDEN", accountSuspendedMessage(deps.config.operator.email), {
          details: { suspended: true },
        });
      }
      const response = await auth.api.signInEmail({
        body: { email: account.email, password: input.password, rememberMe: input.rememberMe },
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
      return {
        status: body.twoFactorRedirect === true ? "two-factor-required" : "signed-in",
        response,
      };
    },

    /**
     * The SMS code that confirms an unconfirmed account's number, and signs its owner in (the
     * response carries the session). Any other number answers exactly like a wrong code: a
     * confirmed account is never signed into with a code alone.
     */
    async confirmPhone(
      input: Required<ConfirmPhoneRequest>,
      context: CallContext,
    ): Promise<Response> {
      await spend(
        limits.codeChecksByIp,
        context.ip,
        "Too many code attempts. Please wait 15 minutes and try again.",
      );
      const wrongCode = new AppError("BAD_REQUEST", WRONG_CODE_MESSAGE);
      const phoneNumber = normalizePhoneNumber(input.phoneNumber);
      const account = phoneNumber ? await findUserByPhone(db, phoneNumber) : undefined;
      if (!phoneNumber || !account || isConfirmed(account)) throw wrongCode;
      const response = await auth.api.verifyPhoneNumber({
        body: { phoneNumber, code: input.code },
        headers: context.headers,
        asResponse: true,
      });
      if (!response.ok) await throwForAuthError(response, {}, wrongCode);
      return response;
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
        await throwForAuthError(response, {}, new AppError("BAD_REQUEST", WRONG_CODE_MESSAGE));
      if (user) {
        await lockout.clearAccount(user);
        // The code went to this number and was entered: the number is proven, so a phone account
        // that was never confirmed can sign in with its new password.
        await markPhoneNumberVerified(db, user.id);
      }
    },
  };
}
