import { paths } from "@outsmart/contracts/routes";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { SiteFooter } from "~/features/site/components/site-footer";
import { SiteHeader } from "~/features/site/components/site-header";
import { footerBn } from "~/features/site/i18n/footer-bn";
import { footerEn } from "~/features/site/i18n/footer-en";
import { notFoundBn } from "~/features/site/i18n/not-found-bn";
import { notFoundEn } from "~/features/site/i18n/not-found-en";
import { siteBn } from "~/features/site/i18n/site-bn";
import { siteEn } from "~/features/site/i18n/site-en";
import { useInterfaceLanguage, usePageTitle } from "~/lib/i18n/interface-language";
import { localizedPath } from "@outsmart/contracts/interface-language";

export function meta() {
  return [{ title: "Page not found · Outsmart" }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  const location = useLocation();
  // In the interface language (a /bn address, else the visitor's choice); small enough to carry both.
  const { language: chosen } = useInterfaceLanguage();
  const language = /^\/bn(\/|$)/.test(location.pathname) ? "bn" : chosen;
  const [m, footer, t] =
    language === "bn" ? [siteBn, footerBn, notFoundBn] : [siteEn, footerEn, notFoundEn];
  usePageTitle(t.pageTitle);
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);

  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader m={m} page="/" />
      <main
        lang={language}
        className="flex flex-1 flex-col items-center justify-center gap-4 bg-gradient-to-b from-brand-50 to-white px-6 pt-32 pb-24 text-center"
      >
        <h1 className="text-7xl font-extrabold tracking-tight text-brand-700">404</h1>
        <p className="text-xl text-slate-700">{t.oops}</p>
        <p className="max-w-md text-slate-600">{t.lead}</p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Link
            to={localizedPath(paths.home, language)}
            className={buttonVariants({ variant: "primary", size: "lg" })}
          >
            {t.home}
          </Link>
          <Link
            to={localizedPath(paths.pricing, language)}
            className={buttonVariants({ variant: "outline", size: "lg" })}
          >
            {t.seePricing}
          </Link>
        </div>
      </main>
      <SiteFooter m={footer} />
    </div>
  );
}
