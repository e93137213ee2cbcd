import { consolePaths } from "@outsmart/contracts/console-paths";
import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { formatLongDate } from "~/lib/i18n/format";
import { useInterfaceLanguage } from "~/lib/i18n/interface-language";
import { useConsoleTools } from "../api/console-tools-api";
import { consoleToolsCatalogue } from "../i18n/console-tools-catalogue";
import { ConsoleLoadError, ConsoleLoading } from "./console-frame";

/** Every tool with its default model, newest version and whether it was changed here. */
export function ToolList() {
  const t = consoleToolsCatalogue.useMessages();
  const { language } = useInterfaceLanguage();
  const tools = useConsoleTools();
  return (
    <section aria-labelledby="tools-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="tools-heading" className="text-lg font-semibold text-slate-900">
          {t.listTitle}
        </h2>
        <p className="text-sm text-slate-600">{t.listLead}</p>
      </div>
      {tools.isPending ? (
        <ConsoleLoading label={t.loadingTools} />
      ) : tools.isError ? (
        <ConsoleLoadError error={tools.error} onRetry={() => void tools.refetch()} />
      ) : (
        <Card>
          <ul aria-label={t.listTitle} className="divide-y divide-slate-100">
            {tools.data.tools.map((tool) => (
              <li key={tool.slug}>
                <Link
                  to={consolePaths.tool(tool.slug)}
                  className="flex items-center gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-5"
                >
                  <span className="flex min-w-0 flex-1 flex-col gap-1">
                    <span className="font-medium text-slate-900">
                      {t.toolName(tool.slug, tool.name)}
                    </span>
                    <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
                      <span lang="en">{tool.slug}</span>
                      <span>
                        {t.defaultModel}: <span lang="en">{tool.model}</span>
                      </span>
                      <span>{t.updated(formatLongDate(new Date(tool.updatedAt), language))}</span>
                    </span>
                  </span>
                  <Badge tone={tool.edited ? "brand" : "neutral"}>
                    {tool.edited ? t.edited : t.shipped} · {t.versionShort(tool.version)}
                  </Badge>
                  <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}
