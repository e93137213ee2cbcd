import { paymentListStatuses } from "@outsmart/contracts/payment-statuses";
import { useSearchParams } from "react-router";
import type { PaymentFilters } from "~/features/console/api/payments-api";
import { PaymentList } from "~/features/console/components/console-payment-list";
import { consoleCatalogue } from "~/features/console/i18n/console-catalogue";
import { usePageTitle } from "~/lib/i18n/interface-language";

/** Every customer's payments; the filters live in the URL (?status=…&from=…&to=…&q=…). */
export default function ConsolePaymentsPage() {
  usePageTitle(consoleCatalogue.useMessages().titles.payments);
  const [params, setParams] = useSearchParams();
  const status = params.get("status");
  const filters: PaymentFilters = {
    status: paymentListStatuses.find((value) => value === status),
    from: params.get("from") ?? undefined,
    to: params.get("to") ?? undefined,
    q: params.get("q") ?? undefined,
  };
  return (
    <PaymentList
      filters={filters}
      onFiltersChange={(next) => {
        const search = new URLSearchParams();
        for (const [name, value] of Object.entries(next))
          if (typeof value === "string" && value) search.set(name, value);
        setParams(search);
      }}
    />
  );
}
