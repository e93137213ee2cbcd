// The interface languages (issue 15's interface part) and the public pages' address in each
// (docs/decisions/0066-choosing-the-interface-language.md). Free of zod and small: the public
// pages load it. Reading and remembering a visitor's choice: interface-language-choice.ts.

/** The languages the interface speaks. English is the default and the seed's language. */
export const interfaceLanguages = ["en", "bn"] as const;
export type InterfaceLanguage = (typeof interfaceLanguages)[number];

export const DEFAULT_INTERFACE_LANGUAGE: InterfaceLanguage = "en";

/** How each language names itself in the switch (each in its own script). */
export const interfaceLanguageLabels: Record<InterfaceLanguage, string> = {
  en: "English",
  bn: "বাংলা",
};

export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return typeof value === "string" && (interfaceLanguages as readonly string[]).includes(value);
}

/**
 * The public pages that exist in every language: English at the root, Bangla under /bn. The first
 * two are prerendered; the legal and contact pages are rendered in the browser.
 */
export const localizedPublicPaths = ["/", "/pricing", "/privacy", "/terms", "/contact"] as const;

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
