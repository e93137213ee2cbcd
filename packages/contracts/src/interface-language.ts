// The interface language (issue 15's interface part): which language the screens speak, how the
// server and the browser agree on it (docs/decisions/0066-choosing-the-interface-language.md).
// Free of zod so the public pages and the signed-in screens can use it at run time.

/** The languages the interface speaks. English is the default and the seed's language. */
export const interfaceLanguages = ["en", "bn"] as const;
export type InterfaceLanguage = (typeof interfaceLanguages)[number];

export const DEFAULT_INTERFACE_LANGUAGE: InterfaceLanguage = "en";

/** How each language names itself in the switch (each in its own script). */
export const interfaceLanguageLabels: Record<InterfaceLanguage, string> = {
  en: "English",
  bn: "বাংলা",
};

/** The visitor's choice, remembered for a year; readable by the page (it is not a secret). */
export const INTERFACE_LANGUAGE_COOKIE = "lang";
export const INTERFACE_LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return typeof value === "string" && (interfaceLanguages as readonly string[]).includes(value);
}

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

/** The public pages that exist in every language: English at the root, Bangla under /bn. */
export const localizedPublicPaths = ["/", "/pricing"] as const;

/** "/pricing" in Bangla is "/bn/pricing"; "/" is "/bn". English paths stay as they are. */
export function localizedPath(path: string, language: InterfaceLanguage): string {
  if (language === DEFAULT_INTERFACE_LANGUAGE) return path;
  return path === "/" ? `/${language}` : `/${language}${path}`;
}

/** Which language and which public page a path is ("/bn/pricing" → bn, "/pricing"). */
export function splitLocalizedPath(path: string): { language: InterfaceLanguage; path: string } {
  for (const language of interfaceLanguages) {
    if (language === DEFAULT_INTERFACE_LANGUAGE) continue;
    if (path === `/${language}`) return { language, path: "/" };
    if (path.startsWith(`/${language}/`))
      return { language, path: path.slice(language.length + 1) };
  }
  return { language: DEFAULT_INTERFACE_LANGUAGE, path };
}
