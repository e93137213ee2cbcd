import { consolePaths } from "@outsmart/contracts/console-paths";
import { paths } from "@outsmart/contracts/routes";
import {
  ChevronLeft,
  ChartColumn,
  ChevronRight,
  Cpu,
  Inbox,
  ReceiptText,
  ScrollText,
  ShieldAlert,
  SlidersHorizontal,
  UsersRound,
} from "lucide-react";
import { NavLink } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { cn } from "~/lib/cn";
import { useInterfaceLanguage } from "~/lib/i18n/interface-language";
import { isNotOperator } from "../api/console-api";
import { consoleAiCatalogue } from "../i18n/console-ai-catalogue";
import { consoleCatalogue } from "../i18n/console-catalogue";
import { consoleOverviewCatalogue } from "../i18n/console-overview-catalogue";
import { consoleToolsCatalogue } from "../i18n/console-tools-catalogue";
import { consolePaymentsCatalogue } from "../i18n/payments-catalogue";

const tabClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "inline-flex min-h-10 shrink-0 items-center gap-2 rounded-lg px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600",
    isActive
      ? "bg-brand-50 text-brand-800"
      : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  );

/** The console's sections: customers, payments, messages, audit log. */
export function ConsoleNav() {
  const payments = consolePaymentsCatalogue.useMessages();
  const t = consoleCatalogue.useMessages();
  return (
    <nav aria-label={t.title} className="-mx-1 overflow-x-auto">
      <div className="flex gap-1 px-1">
        <NavLink to={consolePaths.overview} className={tabClass}>
          <ChartColumn aria-hidden="true" className="size-4" />
          {consoleOverviewCatalogue.useMessages().nav}
        </NavLink>
        <NavLink to={paths.console} end className={tabClass}>
          <UsersRound aria-hidden="true" className="size-4" />
          {t.customersTab}
        </NavLink>
        <NavLink to={consolePaths.payments} className={tabClass}>
          <ReceiptText aria-hidden="true" className="size-4" />
          {payments.nav}
        </NavLink>
        <NavLink to={consolePaths.messages} className={tabClass}>
          <Inbox aria-hidden="true" className="size-4" />
          {t.messagesTab}
        </NavLink>
        <NavLink to={consolePaths.audit} className={tabClass}>
          <ScrollText aria-hidden="true" className="size-4" />
          {t.auditTab}
        </NavLink>
        <NavLink to={consolePaths.tools} className={tabClass}>
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {consoleToolsCatalogue.useMessages().navTools}
        </NavLink>
        <NavLink to={consolePaths.ai} className={tabClass}>
          <Cpu aria-hidden="true" className="size-4" />
          {consoleAiCatalogue.useMessages().nav}
        </NavLink>
      </div>
    </nav>
  );
}

/** What someone who is not an operator sees at /console. */
export function OperatorsOnly() {
  const t = consoleCatalogue.useMessages();
  const { language } = useInterfaceLanguage();
  return (
    <main
      lang={language}
      className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-10 sm:px-6"
    >
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t.title}</h1>
      <Card>
        <CardContent className="flex items-start gap-3">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
          <p className="text-slate-700">{t.operatorsOnly}</p>
        </CardContent>
      </Card>
    </main>
  );
}

/** A console list's loading outline, announced once. */
export function ConsoleLoading({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">{label}</span>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-16" />
      ))}
    </div>
  );
}

/** A failed read: the refusal for a non-operator (the role may have been revoked), else the error. */
export function ConsoleLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = consoleCatalogue.useMessages();
  if (isNotOperator(error)) return <Alert tone="error">{t.operatorsOnly}</Alert>;
  return (
    <Alert tone="error">
      <p>{t.error(error)}</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
        {t.tryAgain}
      </Button>
    </Alert>
  );
}

/** "Newer" and "Older" under a list shown a page at a time. */
export function Pager({
  label,
  hasNewer,
  hasOlder,
  onNewer,
  onOlder,
}: {
  label: string;
  hasNewer: boolean;
  hasOlder: boolean;
  onNewer: () => void;
  onOlder: () => void;
}) {
  const t = consoleCatalogue.useMessages();
  if (!hasNewer && !hasOlder) return null;
  return (
    <nav aria-label={label} className="flex justify-between gap-2">
      <Button variant="outline" disabled={!hasNewer} onClick={onNewer}>
        <ChevronLeft aria-hidden="true" />
        {t.newer}
      </Button>
      <Button variant="outline" disabled={!hasOlder} onClick={onOlder}>
        {t.older}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
