import { findCatalogueTool, isBareTool } from "@outsmart/contracts/tool-catalogue";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useCallback } from "react";
import { Badge } from "~/components/ui/badge";
import { creditSummaryQueryKey, useCreditSummary } from "~/features/credits/api/get-credit-summary";
import { useToolConfig } from "~/features/tools/api/get-tool-config";
import { ToolLoading } from "~/features/tools/components/tool-page-states";
import { ToolWorkspace } from "~/features/tools/components/tool-workspace";
import { toolsCatalogue } from "~/features/tools/i18n/tools-catalogue";
import { ApiClientError } from "~/lib/api-error";
import { useInterfaceLanguage, usePageTitle } from "~/lib/i18n/interface-language";
import { useSession } from "~/lib/session";
import type { Route } from "./+types/tool";

export function meta({ params }: Route.MetaArgs) {
  const tool = findCatalogueTool(params.slug);
  return [{ title: `${tool?.name ?? "AI tool"} · Outsmart` }];
}

/** The seed's generic tool page: every working tool, the three "Coming Soon" ones, unknown slugs. */
// The download menu loads with the first saved result, not with the page.
const ExportMenu = lazy(() =>
  import("~/features/generations/components/export-menu").then((module) => ({
    default: module.ExportMenu,
  })),
);

// An unknown tool, a failed configuration or a "Coming Soon" tool: their code and texts load when
// one is shown.
const loadProblems = () => import("~/features/tools/components/tool-page-problems");
const ComingSoonTool = lazy(() =>
  loadProblems().then((module) => ({ default: module.ComingSoonTool })),
);
const ToolNotFound = lazy(() =>
  loadProblems().then((module) => ({ default: module.ToolNotFound })),
);
const ToolConfigError = lazy(() =>
  loadProblems().then((module) => ({ default: module.ToolConfigError })),
);

export default function ToolPage({ params }: Route.ComponentProps) {
  const { slug } = params;
  const catalogueEntry = findCatalogueTool(slug);
  const bare = isBareTool(slug);
  const { language } = useInterfaceLanguage();
  return (
    <main
      lang={language}
      className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 lg:py-8"
    >
      {catalogueEntry ? <ToolTitle slug={slug} name={catalogueEntry.name} /> : null}
      {catalogueEntry?.status === "coming-soon" ? (
        <Suspense fallback={null}>
          <ComingSoonTool tool={catalogueEntry} />
        </Suspense>
      ) : (
        <WorkingTool key={slug} slug={slug} bare={bare} />
      )}
    </main>
  );
}

/** The browser tab names the tool in the interface language ("AI Caption Generator · Outsmart"). */
function ToolTitle({ slug, name }: { slug: string; name: string }) {
  usePageTitle(`${toolsCatalogue.useMessages().toolName(slug, name)} · Outsmart`);
  return null;
}

function WorkingTool({ slug, bare }: { slug: string; bare: boolean }) {
  const config = useToolConfig(slug);
  const session = useSession();
  const summary = useCreditSummary();
  const queryClient = useQueryClient();
  const t = toolsCatalogue.useMessages();
  const { m } = useInterfaceLanguage();

  // A finished, stopped or failed run can change the balance, today's allowance and the history.
  const onSettled = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: creditSummaryQueryKey });
    void queryClient.invalidateQueries({ queryKey: ["generations"] });
  }, [queryClient]);

  if (config.isPending) return <ToolLoading />;
  if (config.isError) {
    if (config.error instanceof ApiClientError && config.error.status === 404)
      return (
        <Suspense fallback={<ToolLoading />}>
          <ToolNotFound slug={slug} />
        </Suspense>
      );
    return (
      <Suspense fallback={<ToolLoading />}>
        <ToolConfigError error={config.error} />
      </Suspense>
    );
  }

  const toolName = t.toolName(slug, config.data.toolName);
  return (
    <>
      {bare ? (
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{toolName}</h1>
      ) : (
        <header className="flex flex-col gap-2">
          <Badge tone="brand" className="self-start">
            {t.currentPlan(summary.data ? m.planLabels[summary.data.plan] : "…")}
          </Badge>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {toolName}
          </h1>
          <p className="max-w-2xl text-slate-600">
            {t.toolDescription(slug, config.data.description)}
          </p>
        </header>
      )}
      <ToolWorkspace
        config={config.data}
        summary={summary.data}
        signedIn={Boolean(session.data)}
        onSettled={onSettled}
        exportMenu={ExportMenu}
      />
    </>
  );
}
