import { paths } from "@outsmart/contracts/routes";
import type { CatalogueTool } from "@outsmart/contracts/tool-catalogue";
import { CircleAlert, Construction, SearchX } from "lucide-react";
import { Link } from "react-router";
import { ToolIcon } from "~/components/tool-icon";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { StatePanel } from "~/components/state-panel";
import { toolStatesCatalogue } from "../i18n/tool-states-catalogue";

/**
 * The tool page's rarer states: an unknown tool, a configuration that did not load, a tool still
 * "Coming Soon". Loaded only when one is shown, with its own texts (tool-states-en.ts).
 */
function BackToDashboard() {
  const t = toolStatesCatalogue.useMessages();
  return (
    <Link to={paths.dashboard} className={buttonVariants({ variant: "outline" })}>
      {t.backToDashboard}
    </Link>
  );
}

/** "Tool Not Found" / "No configuration found for tool: {slug}". */
export function ToolNotFound({ slug }: { slug: string }) {
  const t = toolStatesCatalogue.useMessages();
  return (
    <StatePanel
      icon={<SearchX className="size-10 text-slate-400" aria-hidden="true" />}
      title={t.notFoundTitle}
    >
      <p className="text-sm text-slate-600">{t.notFoundText(slug)}</p>
      <BackToDashboard />
    </StatePanel>
  );
}

/** "Configuration Error" with the server's message and "Retry Loading", which reloads the page. */
export function ToolConfigError({ error }: { error: unknown }) {
  const t = toolStatesCatalogue.useMessages();
  const message = t.error(error, t.configLoadFailed);
  return (
    <StatePanel
      role="alert"
      icon={<CircleAlert className="size-10 text-red-500" aria-hidden="true" />}
      title={t.configErrorTitle}
    >
      <p className="text-sm text-slate-600">{message}</p>
      <Button onClick={() => window.location.reload()}>{t.retryLoading}</Button>
    </StatePanel>
  );
}

/** The three "Coming Soon" tools. */
export function ComingSoonTool({ tool }: { tool: CatalogueTool }) {
  const t = toolStatesCatalogue.useMessages();
  return (
    <StatePanel
      icon={
        <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <ToolIcon name={tool.icon} className="size-7" />
        </span>
      }
      title={t.toolName(tool.slug, tool.name)}
    >
      <Badge tone="warning">
        <Construction className="size-3.5" aria-hidden="true" />
        {t.comingSoon}
      </Badge>
      <p className="text-slate-700">{t.underDevelopment}</p>
      <p className="max-w-sm text-sm text-slate-600">
        {t.toolDescription(tool.slug, tool.description)}
      </p>
      <BackToDashboard />
    </StatePanel>
  );
}
