import type { AuditAction, AuditEntry } from "@outsmart/contracts/console";
import { consolePaths } from "@outsmart/contracts/console-paths";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { type AuditFilters, useAuditLog } from "../api/console-api";
import { consoleCatalogue } from "../i18n/console-catalogue";
import { consoleEn } from "../i18n/console-en";
import { formValue } from "../lib/form-value";
import { ConsoleLoadError, ConsoleLoading, Pager } from "./console-frame";

/** The audit actions (contracts/console.ts `auditActions`); their words are in the catalogue. */
export const auditActionLabels: Record<AuditAction, string> = consoleEn.auditActions;

const actionLabel = (labels: Record<AuditAction, string>, action: string) =>
  action in labels ? labels[action as AuditAction] : action;

/** A before/after record in one line: `balance: 20, amount: 30`. */
function describe(record: unknown): string {
  if (record === null || record === undefined) return "—";
  if (typeof record !== "object") return String(record);
  return Object.entries(record as Record<string, unknown>)
    .map(
      ([key, value]) =>
        `${key}: ${typeof value === "object" ? JSON.stringify(value) : String(value)}`,
    )
    .join(", ");
}

/** Who did what to which record, when, and the record before → after; filters live in the URL. */
export function AuditLog({
  filters,
  onFiltersChange,
}: {
  filters: AuditFilters;
  onFiltersChange: (filters: AuditFilters) => void;
}) {
  const t = consoleCatalogue.useMessages();
  const audit = useAuditLog(filters);
  const entries = audit.data?.entries ?? [];
  return (
    <section aria-labelledby="audit-heading" className="flex flex-col gap-4">
      <h2 id="audit-heading" className="text-lg font-semibold text-slate-900">
        {t.auditTab}
      </h2>
      <form
        aria-label={t.filterAudit}
        className="grid gap-3 sm:grid-cols-2 sm:items-end xl:grid-cols-3"
        key={JSON.stringify(filters)}
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          const read = (name: string) => formValue(data, name);
          onFiltersChange({
            actor: read("actor"),
            action: read("action") as AuditAction | undefined,
            target: read("target"),
            from: read("from"),
            to: read("to"),
          });
        }}
      >
        <FilterField label={t.action} id="audit-action">
          <NativeSelect id="audit-action" name="action" defaultValue={filters.action ?? ""}>
            <option value="">{t.anyAction}</option>
            {Object.entries(t.auditActions).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </FilterField>
        <FilterField label={t.actorId} id="audit-actor">
          <Input id="audit-actor" name="actor" autoComplete="off" defaultValue={filters.actor} />
        </FilterField>
        <FilterField label={t.recordId} id="audit-target">
          <Input id="audit-target" name="target" autoComplete="off" defaultValue={filters.target} />
        </FilterField>
        <FilterField label={t.fromDay} id="audit-from">
          <Input id="audit-from" name="from" type="date" defaultValue={filters.from} />
        </FilterField>
        <FilterField label={t.toDay} id="audit-to">
          <Input id="audit-to" name="to" type="date" defaultValue={filters.to} />
        </FilterField>
        <Button type="submit" variant="outline">
          {t.filter}
        </Button>
      </form>
      {audit.isPending ? (
        <ConsoleLoading label={t.loadingAudit} />
      ) : audit.isError ? (
        <ConsoleLoadError error={audit.error} onRetry={() => void audit.refetch()} />
      ) : entries.length === 0 ? (
        <p className="text-slate-600">{t.noEntries}</p>
      ) : (
        <Card>
          <ul aria-label={t.auditEntries} className="divide-y divide-slate-100">
            {entries.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </ul>
        </Card>
      )}
      <Pager
        label={t.auditPages}
        hasNewer={audit.hasNewer}
        hasOlder={audit.hasOlder}
        onNewer={audit.newer}
        onOlder={audit.older}
      />
    </section>
  );
}

function FilterField({
  label,
  id,
  children,
}: {
  label: string;
  id: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const t = consoleCatalogue.useMessages();
  return (
    <li className="flex flex-col gap-1 px-4 py-3 sm:px-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="text-sm text-slate-900">
          <span className="font-semibold">{actionLabel(t.auditActions, entry.action)}</span>{" "}
          <span className="text-slate-600">{t.by}</span>{" "}
          <span className="break-all">{entry.actorLabel}</span>
        </p>
        <time dateTime={entry.createdAt} className="text-xs text-slate-600">
          {t.dayAndClock(entry.createdAt)}
        </time>
      </div>
      <p className="text-xs text-slate-600">
        {entry.targetType === "user" ? (
          <Link
            to={consolePaths.customer(entry.targetId)}
            className="text-brand-700 underline-offset-4 hover:underline"
          >
            {t.customerRecord(entry.targetId)}
          </Link>
        ) : (
          <span className="break-all">
            {entry.targetType === "contact_message" ? t.messageRecord : entry.targetType}{" "}
            {entry.targetId}
          </span>
        )}
      </p>
      <p className="break-all text-xs text-slate-700">
        <span className="font-mono">{describe(entry.before)}</span> →{" "}
        <span className="font-mono">{describe(entry.after)}</span>
      </p>
    </li>
  );
}
