import { localizedPath } from "@outsmart/contracts/interface-language";
import { paths } from "@outsmart/contracts/routes";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { BrandMark } from "~/components/brand-mark";
import { buttonVariants } from "~/components/ui/button-variants";
import type { SiteMessages } from "../i18n/site-en";
import { landingSections } from "../lib/site-links";
import { CloseIcon, MenuIcon } from "./icons";
import { LanguageSwitch } from "./language-switch";

/**
 * The public site's fixed header: the logo link home, the landing page's section anchors (smooth
 * scrolling comes from CSS, so they work before hydration), Login and "Start for Free" for
 * visitors, Dashboard and the account menu (passed in by the route) for signed-in users, and the
 * mobile menu (same anchors plus Login; closes on a choice and on Escape), and the language
 * switch (English / বাংলা) to the same page in the other language. The anchors sit in the header
 * from 1024 px: below that, beside the switch, they would not fit (in Bangla even less).
 */
export function SiteHeader({
  m,
  page,
  onLanding = false,
  signedIn = false,
  accountMenu,
}: {
  m: SiteMessages;
  /** The page in every language ("/" or "/pricing"), for the language switch. */
  page: string;
  /** On the landing page the anchors are "#features"; elsewhere "/#features". */
  onLanding?: boolean;
  signedIn?: boolean;
  /** The user menu (or nothing); rendered beside the buttons. */
  accountMenu?: ReactNode;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const home = localizedPath(paths.home, m.language);
  const anchor = (id: string) => (onLanding ? `#${id}` : `${home}#${id}`);
  const sections = landingSections(m);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  const close = () => setMenuOpen(false);

  return (
    <header
      data-site-header
      className="fixed inset-x-0 top-0 z-40 border-b border-slate-200/70 bg-white/90 backdrop-blur"
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to={home}
          className="inline-flex items-center gap-2 rounded-md font-bold text-slate-900"
        >
          <BrandMark />
          <span className="text-lg tracking-tight" lang="en">
            Outsmart
          </span>
        </Link>
        <nav aria-label={m.navMain} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={anchor(section.id)}
                  className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand-700"
                >
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitch language={m.language} page={page} label={m.navLanguage} />
          {/* Wrappers carry the breakpoints: buttonVariants' own inline-flex would beat "hidden". */}
          {signedIn ? (
            <div className="hidden sm:flex">
              <Link
                to={paths.dashboard}
                className={buttonVariants({ variant: "primary", size: "sm" })}
              >
                {m.dashboard}
              </Link>
            </div>
          ) : (
            <>
              <div className="hidden md:flex">
                <Link to={paths.auth} className={buttonVariants({ variant: "ghost", size: "sm" })}>
                  {m.login}
                </Link>
              </div>
              <div className="hidden sm:flex">
                <Link
                  to={paths.auth}
                  className={buttonVariants({ variant: "primary", size: "sm" })}
                >
                  {m.startFree}
                </Link>
              </div>
            </>
          )}
          {accountMenu}
          <button
            ref={toggleRef}
            type="button"
            className={`${buttonVariants({ variant: "ghost", size: "icon" })} lg:hidden`}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? m.closeMenu : m.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
      <nav
        id={menuId}
        aria-label={m.navMobile}
        hidden={!menuOpen}
        className="border-t border-slate-200 bg-white px-4 pb-4 lg:hidden"
      >
        <ul className="flex flex-col py-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={anchor(section.id)}
                onClick={close}
                className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-50"
              >
                {section.label}
              </a>
            </li>
          ))}
          <li>
            {signedIn ? (
              <Link
                to={paths.dashboard}
                onClick={close}
                className="block rounded-md px-3 py-3 text-base font-medium text-brand-700 hover:bg-slate-50"
              >
                {m.dashboard}
              </Link>
            ) : (
              <Link
                to={paths.auth}
                onClick={close}
                className="block rounded-md px-3 py-3 text-base font-medium text-brand-700 hover:bg-slate-50"
              >
                {m.login}
              </Link>
            )}
          </li>
        </ul>
        {signedIn ? null : (
          <Link
            to={paths.auth}
            onClick={close}
            className={`${buttonVariants({ variant: "primary", size: "md" })} w-full`}
          >
            {m.startFree}
          </Link>
        )}
      </nav>
    </header>
  );
}
