import type { ScreenProps } from "./screen-props";
import { ConsoleLoadError, ConsoleLoading } from "~/features/console/components/console-frame";
import { ToolEditor } from "~/features/console/components/tool-editor";
import { useConsoleTool } from "~/features/console/api/console-tools-api";
import { consoleCatalogue } from "~/features/console/i18n/console-catalogue";
import { consoleToolsCatalogue } from "~/features/console/i18n/console-tools-catalogue";
import { usePageTitle } from "~/lib/i18n/interface-language";

/** One tool's configuration, "Try it" and versions. */
export default function ConsoleToolPage({ params }: ScreenProps) {
  const slug = params.slug ?? "";
  const t = consoleToolsCatalogue.useMessages();
  const tool = useConsoleTool(slug);
  const titles = consoleCatalogue.useMessages().titles;
  usePageTitle(titles.tool(tool.data ? t.toolName(tool.data.slug, tool.data.name) : slug));
  if (tool.isPending) return <ConsoleLoading label={t.loadingTool} />;
  if (tool.isError)
    return <ConsoleLoadError error={tool.error} onRetry={() => void tool.refetch()} />;
  return <ToolEditor tool={tool.data} />;
}
