import { ToolList } from "~/features/console/components/tool-list";
import { consoleCatalogue } from "~/features/console/i18n/console-catalogue";
import { usePageTitle } from "~/lib/i18n/interface-language";

/** The tools an operator can change. */
export default function ConsoleToolsPage() {
  usePageTitle(consoleCatalogue.useMessages().titles.tools);
  return <ToolList />;
}
