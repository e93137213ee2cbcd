import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import { paths } from "@outsmart/contracts/routes";
import { FullPageSpinner } from "~/components/ui/spinner";
import { buttonVariants } from "~/components/ui/button";
import "../styles/app.css";
import type { Route } from "./+types/root";
import { PendingPaymentCheck } from "./pending-payment-check";
import { AppProviders } from "./providers";

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
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#5b3df5" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <AppProviders>
      <Outlet />
      <PendingPaymentCheck />
    </AppProviders>
  );
}

/** Shown while a route that was not prerendered loads in the browser. */
export function HydrateFallback() {
  return <FullPageSpinner label="Loading Outsmart" />;
}

/** The router's error view, in the seed's words: "Unexpected Application Error!" and the status or message. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : "Unknown error";
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-50 px-6 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Unexpected Application Error!</h1>
      <p className="max-w-lg text-slate-600">{detail}</p>
      <a href={paths.home} className={buttonVariants({ variant: "primary" })}>
        Return to Home
      </a>
    </main>
  );
}
