import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";
import { toolsCatalogue } from "../i18n/tools-catalogue";

function StatePanel({
  icon,
  title,
  children,
  role,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  role?: "alert";
}) {
  return (
    <Card
      className="mx-auto flex max-w-xl flex-col items-center gap-3 px-6 py-12 text-center"
      role={role}
    >
      {icon}
      <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
      {children}
    </Card>
  );
}

/** The seed's loading state of the tool form. */
export function ToolLoading() {
  const t = toolsCatalogue.useMessages();
  return (
    <StatePanel icon={<Spinner label={t.loading} />} title={t.loadingTitle}>
      <p className="text-sm text-slate-600">{t.loadingText}</p>
    </StatePanel>
  );
}
