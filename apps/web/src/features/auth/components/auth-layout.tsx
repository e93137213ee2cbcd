import { usableTools } from "@outsmart/contracts/tool-catalogue";
import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { BrandLogo } from "~/components/brand-logo";
import { useInterfaceLanguage } from "~/lib/i18n/interface-language";
import { authCatalogue } from "../i18n/auth-catalogue";

/**
 * The sign-in screens' frame: a brand panel beside the form on wide screens, the form alone on
 * phones; the language switch (given by the route) at the top. The frame carries the interface
 * language, so screen readers read a Bangla screen in Bangla.
 */
export function AuthLayout({
  languageSwitch,
  children,
}: {
  languageSwitch?: ReactNode;
  children: ReactNode;
}) {
  const { language } = useInterfaceLanguage();
  const t = authCatalogue.useMessages();
  return (
    <div lang={language} className="flex min-h-dvh bg-slate-50">
      <aside className="relative hidden w-[44%] flex-col justify-between overflow-hidden bg-gradient-to-br from-brand-700 via-brand-600 to-brand-900 p-10 text-white lg:flex">
        <BrandLogo tone="light" />
        <div className="flex flex-col gap-6">
          <p className="text-3xl font-bold leading-tight">{t.slogan}</p>
          <ul className="flex flex-col gap-3 text-brand-50">
            {t.highlights(usableTools().length).map((highlight) => (
              <li key={highlight} className="flex gap-3">
                <Check className="mt-0.5 size-5 shrink-0 text-emerald-300" aria-hidden="true" />
                {highlight}
              </li>
            ))}
          </ul>
        </div>
        <p className="text-sm text-brand-100">{t.madeFor}</p>
        <div
          aria-hidden="true"
          className="absolute -right-24 -top-24 size-80 rounded-full bg-white/10 blur-2xl"
        />
      </aside>
      <main className="flex flex-1 flex-col items-center justify-center px-4 py-10 sm:px-8">
        {languageSwitch ? (
          <div className="mb-6 flex w-full max-w-md justify-end">{languageSwitch}</div>
        ) : null}
        <div className="mb-8 lg:hidden">
          <BrandLogo />
        </div>
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          {children}
        </div>
      </main>
    </div>
  );
}
