import { type ReactNode, useEffect } from "react";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import type { FooterMessages } from "../i18n/footer-en";
import type { SiteMessages } from "../i18n/site-en";

/**
 * The frame of the public text pages (privacy, terms, contact; English at `/privacy`, Bangla at
 * `/bn/privacy` …): header, a readable column, footer. Each route hands it its language's
 * catalogues, so a page never loads another language's strings (docs/i18n.md).
 */
export function PublicPage({
  m,
  footer,
  page,
  title,
  intro,
  signedIn,
  accountMenu,
  children,
}: {
  m: SiteMessages;
  footer: FooterMessages;
  /** The page in its English form ("/privacy"), for the language switch. */
  page: string;
  title: string;
  intro?: ReactNode;
  signedIn: boolean;
  accountMenu: ReactNode;
  children: ReactNode;
}) {
  // Opened from a prerendered page (the landing page, pricing) inside the app, the head still holds
  // that page's build-time hreflang links (build-support/hreflang.ts); this page renders its own.
  useEffect(() => {
    for (const link of document.querySelectorAll("link[data-prerendered]")) link.remove();
  }, []);

  return (
    <>
      <SiteHeader m={m} page={page} signedIn={signedIn} accountMenu={accountMenu} />
      <main
        lang={m.language}
        className="bg-gradient-to-b from-brand-50 via-white to-white px-4 pt-32 pb-24 sm:px-6"
      >
        <div className="mx-auto max-w-3xl">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">{title}</h1>
          {intro ? <p className="mt-4 text-lg leading-8 text-slate-600">{intro}</p> : null}
          <div className="legal mt-10">{children}</div>
        </div>
      </main>
      <SiteFooter m={footer} />
    </>
  );
}
