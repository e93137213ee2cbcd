import type { InterfaceLanguage } from "@outsmart/contracts/interface-language";
import { languageFromCookie } from "@outsmart/contracts/interface-language-choice";
import type { Preferences } from "@outsmart/contracts/output-language";
import { apiRequest } from "~/lib/api-client";

/**
 * Just signed in on a device that has no language of its own yet (no `lang` cookie): take the
 * one chosen on the account, if any (docs/decisions/0066-choosing-the-interface-language.md).
 * A device's own choice is kept. Never in the way of signing in: a failed request changes nothing.
 */
export async function followAccountLanguage(
  choose: (language: InterfaceLanguage) => void,
): Promise<void> {
  if (languageFromCookie(document.cookie)) return;
  try {
    const preferences = await apiRequest<Preferences>("/api/account/preferences");
    if (preferences.interfaceLanguage) choose(preferences.interfaceLanguage);
  } catch {
    // The account's language is a convenience; the sign-in goes on in the current language.
  }
}
