import { use } from "react";
import { registerBanglaPreload, useInterfaceLanguage } from "./interface-language";

/**
 * A part of the signed-in app with strings of its own (tool pages, history, profile …), so a page
 * loads only its own strings (docs/i18n.md): the English catalogue is imported with the part's
 * code; the Bangla one is a chunk of its own, loaded when Bangla is the language and preloaded
 * with the app catalogue when the pointer reaches "বাংলা".
 *
 *   export const toolsCatalogue = featureCatalogue(toolsEn, () =>
 *     import("./tools-bn").then((module) => module.toolsBn));
 *   const t = toolsCatalogue.useMessages();
 */
export type FeatureCatalogue<M> = {
  en: M;
  /** Starts loading the Bangla catalogue. */
  preloadBangla: () => void;
  /** This part's strings in the interface language (suspends once while Bangla loads). */
  useMessages: () => M;
};

export function featureCatalogue<M>(en: M, loadBangla: () => Promise<M>): FeatureCatalogue<M> {
  let bangla: Promise<M> | undefined;
  const load = () => (bangla ??= loadBangla());
  const preloadBangla = () => void load();
  registerBanglaPreload(preloadBangla);
  return {
    en,
    preloadBangla,
    useMessages() {
      const { language } = useInterfaceLanguage();
      return language === "bn" ? use(load()) : en;
    },
  };
}
