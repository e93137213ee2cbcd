import {
  type InterfaceLanguage,
  interfaceLanguageLabels,
  interfaceLanguages,
} from "@outsmart/contracts/interface-language";
import type { Preferences, UpdatePreferencesRequest } from "@outsmart/contracts/output-language";
import { apiRequest } from "~/lib/api-client";
import { preloadBangla, useInterfaceLanguage } from "~/lib/i18n/interface-language";

/**
 * English / বাংলা in the dashboard header: changes the screens at once, remembers the choice on
 * this device (the `lang` cookie) and on the account (PATCH /api/account/preferences), so another
 * device without a choice of its own follows it (docs/decisions/0066-choosing-the-interface-language.md).
 * Each name is marked with its own language. On the auth screen (`account={false}`) a visitor
 * has no account yet: the cookie alone remembers the choice.
 */
export function InterfaceLanguageSwitch({ account = true }: { account?: boolean }) {
  const { language, m, choose } = useInterfaceLanguage();
  const select = (next: InterfaceLanguage) => {
    if (next === language) return;
    choose(next);
    if (!account) return;
    // The screens have changed already; a failed save leaves this device's choice in place.
    void apiRequest<Preferences>("/api/account/preferences", {
      method: "PATCH",
      body: { interfaceLanguage: next } satisfies UpdatePreferencesRequest,
    }).catch(() => undefined);
  };
  return (
    <div
      role="group"
      aria-label={m.languageLabel}
      className="flex shrink-0 rounded-full border border-slate-200 p-0.5 text-xs font-medium sm:text-sm"
    >
      {interfaceLanguages.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === language}
          onPointerEnter={option === "bn" ? preloadBangla : undefined}
          onFocus={option === "bn" ? preloadBangla : undefined}
          onClick={() => select(option)}
          className="rounded-full px-2 py-1 whitespace-nowrap text-slate-700 sm:px-2.5 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 aria-pressed:bg-slate-900 aria-pressed:text-white"
        >
          {interfaceLanguageLabels[option]}
        </button>
      ))}
    </div>
  );
}
