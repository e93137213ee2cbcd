import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from "react-router";
import { paths } from "@outsmart/contracts/routes";
import { BrandMark } from "~/components/brand-mark";
import { buttonVariants } from "~/components/ui/button-variants";
import { useMarkDocumentHydrated } from "~/lib/document-hydration";
// Linked by hand, first in <head>: React Router would put it after the module preloads, where
// it queues behind them on a slow connection and delays the first paint.
import appCss from "../styles/app.css?url";
import type { Route } from "./+types/root";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function meta(): Route.MetaDescriptors {
  return [
    { title: "Outsmart · AI marketing copy tools" },
    {
      name: "description",
      content:
        "AI tools that write captions, ads, emails, blog posts and campaign plans for marketers.",
    },
  ];
}

export function Layout({ children }: { children: React.ReactNode }) {
  // The Bangla public pages live under /bn; every other screen's main text is English, and the
  // translated parts of the signed-in screens mark themselves with `lang` (docs/i18n.md).
  const bangla = /^\/bn(\/|$)/.test(useLocation().pathname);
  return (
    <html lang={bangla ? "bn" : "en"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="stylesheet" href={appCss} precedence="high" />
        <meta name="theme-color" content="#5b3df5" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Kept minimal on purpose: whatever the root imports, every page (the landing page too) loads
 * before it can respond. Providers live in routes/app-shell.tsx.
 */
export default function App() {
  const hydrated = useMarkDocumentHydrated();
  // Scroll positions are kept from the first render after hydration: rendered in the prerendered
  // HTML, ScrollRestoration would add an inline script to every public page's JavaScript budget,
  // for a restore a prerendered page (opened at its top) does not need.
  return (
    <>
      {hydrated ? <ScrollRestoration /> : null}
      <Outlet />
    </>
  );
}

/**
 * Shown while a route that was not prerendered loads in the browser. The spinner is inlined (the
 * shared one imports `cn`, which sits in the signed-in shell's chunk: the root must not load it).
 */
export function HydrateFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <span role="status" className="inline-flex items-center">
        <span
          aria-hidden="true"
          className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
        />
        <span className="sr-only">Loading Outsmart</span>
      </span>
    </div>
  );
}

/** The router's error view, in the seed's words: "Unexpected Application Error!" and the status or message. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : "Unknown error";
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-gradient-to-b from-brand-50 to-white px-6 text-center">
      <BrandMark className="size-12" />
      <h1 className="text-2xl font-bold text-slate-900">Unexpected Application Error!</h1>
      <p className="max-w-lg text-slate-600">{detail}</p>
      <a href={paths.home} className={buttonVariants({ variant: "primary" })}>
        Return to Home
      </a>
    </main>
  );
}
