import { StatePanel } from "~/components/state-panel";
import { Spinner } from "~/components/ui/spinner";
import { toolsCatalogue } from "../i18n/tools-catalogue";

/** The seed's loading state of the tool form. */
export function ToolLoading() {
  const t = toolsCatalogue.useMessages();
  return (
    <StatePanel icon={<Spinner label={t.loading} />} title={t.loadingTitle}>
      <p className="text-sm text-slate-600">{t.loadingText}</p>
    </StatePanel>
  );
}
