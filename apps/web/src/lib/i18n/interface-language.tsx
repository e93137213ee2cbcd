import type { InterfaceLanguage } from "@outsmart/contracts/interface-language";
import {
  interfaceLanguageCookie,
  languageFromCookie,
} from "@outsmart/contracts/interface-language-choice";
import { createContext, type ReactNode, Suspense, use, useEffect, useMemo, useState } from "react";
import { type AppMessages, appEn } from "./app-en";

/**
 * The interface language of the signed-in screens (docs/i18n.md, ADR 0066): the `lang` cookie
 * (the latest choice on this device), else the browser's first language. English is in the
 * bundle; the Bangla catalogue loads when it is the language (one small chunk).
 */
type InterfaceLanguageState = {
  language: InterfaceLanguage;
  m: AppMessages;
  /** Remembers the choice on this device (the caller saves it on the account). */
  choose: (language: InterfaceLanguage) => void;
};

const InterfaceLanguageContext = createContext<InterfaceLanguageState>({
  language: "en",
  m: appEn,
  choose: () => {},
});

let bangla: Promise<AppMessages> | undefined;
const loadBangla = () => (bangla ??= import("./app-bn").then((module) => module.appBn));

function initialLanguage(): InterfaceLanguage {
  if (typeof document === "undefined") return "en";
  return languageFromCookie(document.cookie) ?? (/^bn\b/i.test(navigator.language) ? "bn" : "en");
}

export function InterfaceLanguageProvider({
  language: pageLanguage,
  children,
}: {
  /** The page's own language (a public page at /bn), instead of the device's choice. */
  language?: InterfaceLanguage;
  children: ReactNode;
}) {
  const [language, setLanguage] = useState(() => pageLanguage ?? initialLanguage());
  return (
    <Suspense fallback={null}>
      <Catalogue language={language} setLanguage={setLanguage}>
        {children}
      </Catalogue>
    </Suspense>
  );
}

function Catalogue({
  language,
  setLanguage,
  children,
}: {
  language: InterfaceLanguage;
  setLanguage: (language: InterfaceLanguage) => void;
  children: ReactNode;
}) {
  const m = language === "bn" ? use(loadBangla()) : appEn;
  useEffect(() => setShownLanguage(language), [language]);
  const value = useMemo(
    () => ({
      language,
      m,
      choose: (next: InterfaceLanguage) => {
        document.cookie = interfaceLanguageCookie(next);
        setLanguage(next);
      },
    }),
    [language, m, setLanguage],
  );
  return <InterfaceLanguageContext value={value}>{children}</InterfaceLanguageContext>;
}

/** The signed-in screens' language, their strings, and the way to change the language. */
export function useInterfaceLanguage(): InterfaceLanguageState {
  return use(InterfaceLanguageContext);
}

let shownLanguage: InterfaceLanguage = "en";
const languageListeners = new Set<() => void>();
function setShownLanguage(language: InterfaceLanguage) {
  shownLanguage = language;
  for (const listener of languageListeners) listener();
}

/**
 * The language the signed-in screens show, for what is drawn outside their provider (the toaster,
 * whose toasts carry the screens' texts): `useSyncExternalStore(subscribe…, shownInterfaceLanguage)`.
 */
export const shownInterfaceLanguage = (): InterfaceLanguage => shownLanguage;
export function subscribeToInterfaceLanguage(listener: () => void): () => void {
  languageListeners.add(listener);
  return () => languageListeners.delete(listener);
}

const featurePreloads = new Set<() => void>();

/** A part's own Bangla catalogue, loaded with the app's (`featureCatalogue`). */
export function registerBanglaPreload(preload: () => void): void {
  featurePreloads.add(preload);
}

/**
 * Loads the Bangla catalogues ahead of a switch (the app's and those of every part whose code has
 * loaded), so the screens change at once.
 */
export function preloadBangla(): void {
  void loadBangla();
  for (const preload of featurePreloads) preload();
}

/**
 * The browser tab's title in the interface language ("Brand kits · Outsmart" /
 * "ব্র্যান্ড কিট · Outsmart"), switched with it. The route's `meta` gives the English title for
 * the first paint; a signed-in screen then names itself from its catalogue (docs/i18n.md). Here
 * rather than in a module of its own, which would be one more chunk on every screen.
 */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
