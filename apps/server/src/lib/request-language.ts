import {
  DEFAULT_INTERFACE_LANGUAGE,
  type InterfaceLanguage,
} from "@outsmart/contracts/interface-language";
import {
  languageFromAcceptLanguage,
  languageFromCookie,
} from "@outsmart/contracts/interface-language-choice";

type HeaderSource = { get: (name: string) => string | null } | null | undefined;

/**
 * The interface language a request asks for (docs/i18n.md, ADR 0066): the `lang` cookie (the
 * visitor's choice on this device), else the browser's `Accept-Language`, else English.
 */
export function requestLanguage(headers: HeaderSource): InterfaceLanguage {
  return (
    languageFromCookie(headers?.get("cookie")) ??
    languageFromAcceptLanguage(headers?.get("accept-language"))
  );
}

/**
 * The language a new account starts with (ADR 0080): what the visitor used while signing up, when
 * they chose one (the cookie) or their browser asks for one other than the default; else none,
 * so the account follows each device as before.
 */
export function signUpLanguage(headers: HeaderSource): InterfaceLanguage | null {
  const chosen = languageFromCookie(headers?.get("cookie"));
  if (chosen) return chosen;
  const browser = languageFromAcceptLanguage(headers?.get("accept-language"));
  return browser === DEFAULT_INTERFACE_LANGUAGE ? null : browser;
}
