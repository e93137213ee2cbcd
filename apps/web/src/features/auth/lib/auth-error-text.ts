import type { InterfaceLanguage } from "@outsmart/contracts/interface-language";
import { ApiClientError } from "~/lib/api-error";
import { passwordReasonText } from "~/lib/i18n/password-reasons";
import { type AuthMessages, authEn } from "../i18n/auth-en";

/** A failed request as the auth screens show it: a sentence, and a weak password's reasons. */
export type AuthErrorText = { message: string; reasons: string[] };

const reasonsOf = (error: ApiClientError): string[] =>
  Array.isArray(error.details.reasons)
    ? error.details.reasons.filter((reason): reason is string => typeof reason === "string")
    : [];

/**
 * The server writes its messages in English (the seed's texts, which English screens show as they
 * are). In another language the message is chosen here from what the server said: its error code,
 * its details, and for the auth flows' generic codes (BAD_REQUEST, RATE_LIMITED …) the known
 * message it sent. Anything unknown falls back to a general sentence for its code.
 */
export function authErrorText(
  error: unknown,
  language: InterfaceLanguage,
  t: AuthMessages,
): AuthErrorText {
  if (!(error instanceof ApiClientError)) return { message: t.errors.generic, reasons: [] };
  if (language === "en") return { message: error.message, reasons: reasonsOf(error) };
  const reasons = reasonsOf(error);
  if (reasons.length > 0)
    return {
      message: t.errors.strongerPassword,
      reasons: [...new Set(reasons.map((reason) => passwordReasonText(reason, t.passwordReasons)))],
    };
  return { message: translatedMessage(error, t), reasons: [] };
}

function translatedMessage(error: ApiClientError, t: AuthMessages): string {
  const e = t.errors;
  const message = error.message;
  if (error.code === "NETWORK") return e.network;
  if (error.code === "INVALID_CODE" || error.code === "INVALID_BACKUP_CODE")
    return e.wrongTwoFactorCode;
  if (error.code === "ACCOUNT_SUSPENDED" || error.details.suspended === true) {
    const operator = /write to (\S+?)\.?$/.exec(message)?.[1];
    if (operator) return e.suspended(operator);
  }
  if (message.startsWith("Too many failed sign-in attempts")) {
    const seconds = Number(error.details.retryAfterSeconds);
    return e.lockedOut(Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds / 60)) : 1);
  }
  const known: Array<[test: (text: string) => boolean, text: string]> = [
    [(text) => text === authEn.validation.missingCredentials, t.validation.missingCredentials],
    [
      (text) => text.startsWith("The e-mail address, phone number or password"),
      e.invalidCredentials,
    ],
    [(text) => text === authEn.errors.wrongCode, e.wrongCode],
    [(text) => text.startsWith("That code is not right"), e.wrongTwoFactorCode],
    [(text) => text.startsWith("Enter a valid phone number"), e.invalidPhone],
    [(text) => text.includes("several messages to this address"), e.tooManyEmails],
    [(text) => text.includes("several messages to this number"), e.tooManySms],
    [(text) => text.startsWith("Too many new accounts"), e.tooManySignUps],
    [(text) => text.startsWith("Too many reset requests"), e.tooManyResets],
    [(text) => /^Too many (code attempts|wrong codes)/.test(text), e.tooManyCodes],
    [(text) => text.startsWith("This reset link has expired"), e.resetLinkExpired],
    [(text) => text.startsWith("We could not create your account"), e.couldNotCreate],
    [(text) => text.startsWith("We could not sign you in"), e.couldNotSignIn],
  ];
  const match = known.find(([test]) => test(message));
  if (match) return match[1];
  if (error.code === "RATE_LIMITED") return e.rateLimited;
  if (error.code === "UNAUTHENTICATED") return e.invalidCredentials;
  return e.generic;
}
