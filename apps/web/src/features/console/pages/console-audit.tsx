import type { AuditAction } from "@outsmart/contracts/console";
import { useSearchParams } from "react-router";
import type { AuditFilters } from "~/features/console/api/console-api";
import { AuditLog, auditActionLabels } from "~/features/console/components/audit-log";
import { consoleCatalogue } from "~/features/console/i18n/console-catalogue";
import { usePageTitle } from "~/lib/i18n/interface-language";

const filterNames = ["actor", "action", "target", "from", "to"] as const;

/** The audit log; its filters live in the URL (?action=…&actor=…&target=…&from=…&to=…). */
export default function ConsoleAuditPage() {
  usePageTitle(consoleCatalogue.useMessages().titles.audit);
  const [params, setParams] = useSearchParams();
  const action = params.get("action") ?? "";
  const filters: AuditFilters = {
    ...(action in auditActionLabels ? { action: action as AuditAction } : {}),
    ...Object.fromEntries(
      filterNames
        .filter((name) => name !== "action" && params.get(name))
        .map((name) => [name, params.get(name) ?? ""]),
    ),
  };
  return (
    <AuditLog
      filters={filters}
      onFiltersChange={(next) => {
        const search = new URLSearchParams();
        for (const name of filterNames) {
          const value = next[name];
          if (value) search.set(name, value);
        }
        setParams(search);
      }}
    />
  );
}
