import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import { BrandMark } from "~/components/brand-mark";
import { localizedPath } from "@outsmart/contracts/interface-language";
import { paths } from "@outsmart/contracts/routes";
import type { FooterMessages } from "../i18n/footer-en";

type SiteLink = { label: string; href: string };

/**
 * The footer's two columns (the seed's Product and Support). The seed's "Templates" and "API"
 * links are left out until those exist (ADR 0045). The landing and pricing pages exist in every
 * interface language, and so do the legal and contact pages.
 */
const footerColumns = (m: FooterMessages): Array<{ title: string; links: SiteLink[] }> => {
  const at = (page: string) => localizedPath(page, m.language);
  const home = at(paths.home);
  return [
    {
      title: m.product,
      links: [
        { label: m.features, href: `${home}#features` },
        { label: m.pricing, href: at(paths.pricing) },
        { label: m.faq, href: `${home}#faq` },
      ],
    },
    {
      title: m.support,
      links: [
        { label: m.contactUs, href: at(paths.contact) },
        { label: m.privacyPolicy, href: at(paths.privacy) },
        { label: m.termsOfService, href: at(paths.terms) },
      ],
    },
  ];
};

/** The bottom bar's links. */
const legalLinks = (m: FooterMessages): SiteLink[] => [
  { label: m.privacy, href: localizedPath(paths.privacy, m.language) },
  { label: m.terms, href: localizedPath(paths.terms, m.language) },
  { label: m.contact, href: localizedPath(paths.contact, m.language) },
];

/** The year the site was built; the footer replaces it with the visitor's current year. */
const BUILD_YEAR = new Date().getFullYear();

function FooterLink({ link, className }: { link: SiteLink; className: string }) {
  // "/#features" is a same-page anchor on the landing page: a plain link lets the browser scroll.
  return link.href.includes("#") ? (
    <a href={link.href} className={className}>
      {link.label}
    </a>
  ) : (
    <Link to={link.href} className={className}>
      {link.label}
    </Link>
  );
}

const noSubscription = () => () => {};

/**
 * Both of the seed's footers: the columns (Product, Support) with the tagline, and the bottom bar
 * with the legal links and the copyright line. The year is the build's in the prerendered HTML and
 * the visitor's current year once the page runs. On the landing page it loads with the sections
 * below the fold (landing-sections-en.tsx); elsewhere with the page.
 */
export function SiteFooter({ m }: { m: FooterMessages }) {
  const year = useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => BUILD_YEAR,
  );
  const linkClass = "text-sm text-slate-300 hover:text-white";
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-4">
        <div className="md:col-span-2">
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <BrandMark />
            Outsmart
          </p>
          <p className="mt-4 max-w-sm text-sm leading-6 text-slate-400">{m.tagline}</p>
        </div>
        {footerColumns(m).map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold text-white">{column.title}</h2>
            <ul className="mt-4 space-y-3">
              {column.links.map((link) => (
                <li key={link.label}>
                  <FooterLink link={link} className={linkClass} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p className="text-slate-400">{m.rights(year)}</p>
          <nav aria-label={m.legal}>
            <ul className="flex gap-6">
              {legalLinks(m).map((link) => (
                <li key={link.label}>
                  <FooterLink link={link} className={linkClass} />
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
