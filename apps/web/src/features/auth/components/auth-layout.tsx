import { usableTools } from "@outsmart/contracts/tool-catalogue";
import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { BrandLogo } from "~/components/brand-logo";

const highlights = [
  `${usableTools().length} AI tools for captions, ads, emails, blogs and campaign plans`,
  "Every generation saved in your history",
  "Free to start; top up credits with bKash when you need premium models",
];

/** The sign-in screens' frame: a brand panel beside the form on wide screens, the form alone on phones. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh bg-slate-50">
      <aside className="relative hidden w-[44%] flex-col justify-between overflow-hidden bg-gradient-to-br from-brand-700 via-brand-600 to-brand-900 p-10 text-white lg:flex">
        <BrandLogo tone="light" />
        <div className="flex flex-col gap-6">
          <p className="text-3xl font-bold leading-tight">Grow Smarter, Not Harder.</p>
          <ul className="flex flex-col gap-3 text-brand-50">
            {highlights.map((highlight) => (
              <li key={highlight} className="flex gap-3">
                <Check className="mt-0.5 size-5 shrink-0 text-emerald-300" aria-hidden="true" />
                {highlight}
              </li>
            ))}
          </ul>
        </div>
        <p className="text-sm text-brand-100">
          Made for e-commerce brands, agencies and SaaS teams.
        </p>
        <div
          aria-hidden="true"
          className="absolute -right-24 -top-24 size-80 rounded-full bg-white/10 blur-2xl"
        />
      </aside>
      <main className="flex flex-1 flex-col items-center justify-center px-4 py-10 sm:px-8">
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
