import type { ConsolePaymentListItem } from "@outsmart/contracts/console";
import { formatBdt } from "@outsmart/contracts/format";
import { paymentListStatuses } from "@outsmart/contracts/payment-statuses";
import { consolePaths } from "@outsmart/contracts/console-paths";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { formatDayAndClock } from "~/lib/dates";
import { useInterfaceLanguage } from "~/lib/i18n/interface-language";
import { type PaymentFilters, usePaymentList } from "../api/payments-api";
import { consolePaymentsCatalogue } from "../i18n/payments-catalogue";
import { formValue } from "../lib/form-value";
import { ConsoleLoadError, ConsoleLoading, Pager } from "./console-frame";

export const paymentStatusTone: Record<
  ConsolePaymentListItem["status"],
  "success" | "warning" | "neutral"
> = {
  success: "success",
  pending: "warning",
  failed: "neutral",
  cancelled: "neutral",
  expired: "neutral",
  refunded: "neutral",
  partly_refunded: "warning",
};

/** Every customer's payments, newest first, filtered by status, UTC days and an id or e-mail. */
export function PaymentList({
  filters,
  onFiltersChange,
}: {
  filters: PaymentFilters;
  onFiltersChange: (filters: PaymentFilters) => void;
}) {
  const t = consolePaymentsCatalogue.useMessages();
  const { language } = useInterfaceLanguage();
  const list = usePaymentList(filters);
  const payments = list.data?.payments ?? [];
  return (
    <section aria-labelledby="payments-heading" className="flex flex-col gap-4">
      <h2 id="payments-heading" className="text-lg font-semibold text-slate-900">
        {t.listTitle}
      </h2>
      <form
        aria-label={t.filtersLabel}
        className="grid gap-3 sm:grid-cols-2 sm:items-end xl:grid-cols-5"
        key={JSON.stringify(filters)}
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          const read = (name: string) => formValue(data, name);
          const status = read("status");
          onFiltersChange({
            status: paymentListStatuses.find((value) => value === status),
            from: read("from"),
            to: read("to"),
            q: read("q"),
          });
        }}
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="payments-status">{t.status}</Label>
          <NativeSelect id="payments-status" name="status" defaultValue={filters.status ?? ""}>
            <option value="">{t.anyStatus}</option>
            {paymentListStatuses.map((status) => (
              <option key={status} value={status}>
                {t.statuses[status]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="payments-from">{t.from}</Label>
          <Input id="payments-from" name="from" type="date" defaultValue={filters.from} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="payments-to">{t.to}</Label>
          <Input id="payments-to" name="to" type="date" defaultValue={filters.to} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="payments-q">{t.search}</Label>
          <Input id="payments-q" name="q" autoComplete="off" defaultValue={filters.q} />
        </div>
        <Button type="submit" variant="outline">
          {t.filter}
        </Button>
      </form>
      {list.isPending ? (
        <ConsoleLoading label={t.loadingList} />
      ) : list.isError ? (
        <ConsoleLoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : payments.length === 0 ? (
        <p className="text-slate-600">{t.noPayments}</p>
      ) : (
        <Card>
          <ul aria-label={t.listTitle} className="divide-y divide-slate-100">
            {payments.map((payment) => (
              <li key={payment.id}>
                <Link
                  to={consolePaths.payment(payment.id)}
                  className="flex flex-col gap-1 px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:flex-row sm:items-center sm:justify-between sm:px-5"
                >
                  <span className="flex min-w-0 flex-col">
                    <span className="text-sm font-medium text-slate-900">
                      {t.line(
                        payment.packName,
                        formatBdt(payment.amountBdt, language),
                        payment.credits,
                      )}
                    </span>
                    <span className="break-all text-xs text-slate-600">
                      {payment.customer.email ?? t.deletedAccount} ·{" "}
                      {formatDayAndClock(payment.createdAt)} · {payment.invoiceNumber}
                    </span>
                  </span>
                  <Badge
                    tone={paymentStatusTone[payment.status]}
                    className="self-start sm:self-center"
                  >
                    {t.statuses[payment.status]}
                  </Badge>
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <Pager
        label={t.pagesLabel}
        hasNewer={list.hasNewer}
        hasOlder={list.hasOlder}
        onNewer={list.newer}
        onOlder={list.older}
      />
    </section>
  );
}
