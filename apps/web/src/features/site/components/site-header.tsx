import { paths } from "@outsmart/contracts/routes";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { BrandMark } from "~/components/brand-mark";
import { buttonVariants } from "~/components/ui/button-variants";
import { landingSections } from "../lib/site-links";
import { CloseIcon, MenuIcon } from "./icons";

/**
 * The public site's fixed header: the logo link home, the landing page's section anchors (smooth
 * scrolling comes from CSS, so they work before hydration), Login and "Start for Free" for
 * visitors, Dashboard and the account menu (passed in by the route) for signed-in users, and the
 * mobile menu (same anchors plus Login; closes on a choice and on Escape).
 */
export function SiteHeader({
  onLanding = false,
  signedIn = false,
  accountMenu,
}: {
  /** On the landing page the anchors are "#features"; elsewhere "/#features". */
  onLanding?: boolean;
  signedIn?: boolean;
  /** The user menu (or nothing); rendered beside the buttons. */
  accountMenu?: ReactNode;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const anchor = (id: string) => (onLanding ? `#${id}` : `/#${id}`);

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
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200/70 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to={paths.home}
          className="inline-flex items-center gap-2 rounded-md font-bold text-slate-900"
        >
          <BrandMark />
          <span className="text-lg tracking-tight">Outsmart</span>
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {landingSections.map((section) => (
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
          {/* Wrappers carry the breakpoints: buttonVariants' own inline-flex would beat "hidden". */}
          {signedIn ? (
            <div className="hidden sm:flex">
              <Link
                to={paths.dashboard}
                className={buttonVariants({ variant: "primary", size: "sm" })}
              >
                Dashboard
              </Link>
            </div>
          ) : (
            <>
              <div className="hidden md:flex">
                <Link to={paths.auth} className={buttonVariants({ variant: "ghost", size: "sm" })}>
                  Login
                </Link>
              </div>
              <div className="hidden sm:flex">
                <Link
                  to={paths.auth}
                  className={buttonVariants({ variant: "primary", size: "sm" })}
                >
                  Start for Free
                </Link>
              </div>
            </>
          )}
          {accountMenu}
          <button
            ref={toggleRef}
            type="button"
            className={`${buttonVariants({ variant: "ghost", size: "icon" })} md:hidden`}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
      <nav
        id={menuId}
        aria-label="Mobile"
        hidden={!menuOpen}
        className="border-t border-slate-200 bg-white px-4 pb-4 md:hidden"
      >
        <ul className="flex flex-col py-2">
          {landingSections.map((section) => (
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
                Dashboard
              </Link>
            ) : (
              <Link
                to={paths.auth}
                onClick={close}
                className="block rounded-md px-3 py-3 text-base font-medium text-brand-700 hover:bg-slate-50"
              >
                Login
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
            Start for Free
          </Link>
        )}
      </nav>
    </header>
  );
}
