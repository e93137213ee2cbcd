import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import { BrandMark } from "~/components/brand-mark";
import { BUILD_YEAR, footerColumns, legalLinks, type SiteLink } from "../lib/site-links";

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
 * the visitor's current year once the page runs.
 */
export function SiteFooter() {
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
          <p className="mt-4 max-w-sm text-sm leading-6 text-slate-400">
            Grow smarter, not harder, with AI-powered marketing tools that write your captions, ads,
            emails and campaign plans.
          </p>
        </div>
        {footerColumns.map((column) => (
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
          <p className="text-slate-400">© {year} Outsmart. All rights reserved.</p>
          <nav aria-label="Legal">
            <ul className="flex gap-6">
              {legalLinks.map((link) => (
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
