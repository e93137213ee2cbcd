// How the server and the signed-in screens read and remember the interface language (ADR 0066).
// Apart from interface-language.ts, which the public pages load, so they do not carry it.
import {
  DEFAULT_INTERFACE_LANGUAGE,
  type InterfaceLanguage,
  isInterfaceLanguage,
} from "./interface-language.ts";

/** The visitor's choice, remembered for a year; readable by the page (it is not a secret). */
export const INTERFACE_LANGUAGE_COOKIE = "lang";
export const INTERFACE_LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The language named by the `lang` cookie in a Cookie header, if any. */
export function languageFromCookie(
  cookieHeader: string | null | undefined,
): InterfaceLanguage | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const [name, value] = part.split("=");
    if (name?.trim() === INTERFACE_LANGUAGE_COOKIE) {
      const language = value?.trim();
      return isInterfaceLanguage(language) ? language : undefined;
    }
  }
  return undefined;
}

/**
 * The interface language the browser prefers by `Accept-Language` ("bn-BD,bn;q=0.9,en;q=0.8" →
 * "bn"): the highest-weighted tag whose primary language we speak, English when none is.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): InterfaceLanguage {
  if (!header) return DEFAULT_INTERFACE_LANGUAGE;
  let best: { language: InterfaceLanguage; weight: number } | undefined;
  for (const item of header.split(",")) {
    const [tag = "", ...params] = item.trim().split(";");
    const primary = tag.trim().toLowerCase().split("-")[0];
    if (!isInterfaceLanguage(primary)) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    if (!Number.isFinite(weight) || weight <= 0) continue;
    if (!best || weight > best.weight) best = { language: primary, weight };
  }
  return best?.language ?? DEFAULT_INTERFACE_LANGUAGE;
}

/** The `Set-Cookie`/`document.cookie` value that remembers a choice. */
export function interfaceLanguageCookie(language: InterfaceLanguage): string {
  return `${INTERFACE_LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${INTERFACE_LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}
