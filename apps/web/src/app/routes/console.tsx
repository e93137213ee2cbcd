import { type ComponentType, lazy, Suspense } from "react";
import { paths } from "@outsmart/contracts/routes";
import { Navigate, useParams } from "react-router";
import {
  ConsoleLoading,
  ConsoleNav,
  OperatorsOnly,
} from "~/features/console/components/console-frame";
import { consoleCatalogue } from "~/features/console/i18n/console-catalogue";
import type { ScreenProps } from "~/features/console/pages/screen-props";
import { useInterfaceLanguage } from "~/lib/i18n/interface-language";
import { useSession } from "~/lib/session";

export function meta() {
  return [{ title: "Operator console · Outsmart" }];
}

// Each screen is a chunk of its own (console-*), loaded when it is opened. They are routes of
// this one route module rather than of routes.ts: every page, the landing page included, loads
// the route manifest, and nine console entries cost it ~400 bytes (docs/operator-console.md).
const screen = (load: () => Promise<{ default: ComponentType<ScreenProps> }>) => lazy(load);
// Matched here rather than with <Routes> or matchPath, which the framework chunk every page loads
// would then have to carry. Screens read their `:id` / `:slug` from the
// pattern's params, passed as props.
const screens: ReadonlyArray<readonly [pattern: string, Screen: ComponentType<ScreenProps>]> = [
  ["", screen(() => import("~/features/console/pages/console-customers"))],
  ["customers/:id", screen(() => import("~/features/console/pages/console-customer"))],
  ["overview", screen(() => import("~/features/console/pages/console-overview"))],
  ["payments", screen(() => import("~/features/console/pages/console-payments"))],
  ["payments/:id", screen(() => import("~/features/console/pages/console-payment"))],
  ["messages", screen(() => import("~/features/console/pages/console-messages"))],
  ["audit", screen(() => import("~/features/console/pages/console-audit"))],
  ["tools", screen(() => import("~/features/console/pages/console-tools"))],
  ["tools/:slug", screen(() => import("~/features/console/pages/console-tool"))],
  ["ai", screen(() => import("~/features/console/pages/console-ai"))],
];

/** The screen whose pattern ("tools/:slug") the rest of the address ("tools/hashtags") fits. */
function findScreen(rest: string) {
  const parts = rest === "" ? [] : rest.split("/");
  for (const [pattern, Screen] of screens) {
    const expected = pattern === "" ? [] : pattern.split("/");
    if (expected.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const fits = expected.every((segment, index) => {
      const part = parts[index] ?? "";
      if (segment.startsWith(":")) {
        params[segment.slice(1)] = decodeURIComponent(part);
        return part !== "";
      }
      return segment === part;
    });
    if (fits) return { pattern, Screen, params };
  }
  return undefined;
}

/**
 * The operator console (docs/operator-console.md, "Web console"), inside the dashboard shell and
 * loaded only when /console is opened. Someone who is not an operator sees the refusal, and the
 * server answers 403 to them anyway.
 */
export default function Console() {
  const rest = (useParams()["*"] ?? "").replace(/\/$/, "");
  const match = findScreen(rest);
  const session = useSession();
  const t = consoleCatalogue.useMessages();
  const { language } = useInterfaceLanguage();
  if (!session.data?.user.operator) return <OperatorsOnly />;
  return (
    <main
      lang={language}
      className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8"
    >
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t.title}</h1>
        <ConsoleNav />
      </div>
      {match ? (
        <Suspense fallback={<ConsoleLoading label={t.title} />}>
          <match.Screen key={match.pattern} params={match.params} />
        </Suspense>
      ) : (
        // The server answers 404 for other /console addresses; in the app, go to the start.
        <Navigate to={paths.console} replace />
      )}
    </main>
  );
}
