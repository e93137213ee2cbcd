import type { InterfaceLanguage } from "@outsmart/contracts/interface-language";
import { languageFromCookie } from "@outsmart/contracts/interface-language-choice";
import { type PaymentsMessages, paymentsEn } from "../i18n/payments-en";

/**
 * The language of the page a payment toast appears on, outside React (the payment code runs
 * outside any one screen): a /bn public page is Bangla, the other public pages English; the
 * signed-in screens follow the `lang` cookie, else the browser (as InterfaceLanguageProvider does).
 */
export function pageLanguage(): InterfaceLanguage {
  const { pathname } = window.location;
  if (pathname === "/bn" || pathname.startsWith("/bn/")) return "bn";
  if (pathname === "/" || pathname === "/pricing") return "en";
  return languageFromCookie(document.cookie) ?? (/^bn\b/i.test(navigator.language) ? "bn" : "en");
}

/** The payment toasts in the page's language (the Bangla ones load when needed). */
export async function paymentToastTexts(): Promise<PaymentsMessages["toasts"]> {
  if (pageLanguage() !== "bn") return paymentsEn.toasts;
  return await import("../i18n/payments-bn").then(
    (module) => module.paymentsBn.toasts,
    () => paymentsEn.toasts,
  );
}
