import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";
import { errorMessage } from "~/lib/api-error";
import { cn } from "~/lib/cn";
import { useLedger } from "../api/get-ledger";
import { formatClock, formatDayAndClock } from "~/lib/dates";
import { toBengaliDigits } from "@outsmart/contracts/format";
import { useInterfaceLanguage } from "~/lib/i18n/interface-language";
import { formatLongDate } from "~/lib/i18n/format";
import { creditsCatalogue } from "../i18n/credits-catalogue";
import { ledgerReason } from "../lib/ledger-reason";

/** Every change to the user's credits: date, change, reason and the balance after it. */
export function LedgerSection() {
  const ledger = useLedger();
  const entries = ledger.data?.pages.flatMap((page) => page.entries) ?? [];
  const { language } = useInterfaceLanguage();
  const t = creditsCatalogue.useMessages();
  const figure = (value: number) =>
    language === "en" ? String(value) : toBengaliDigits(String(value));
  const when = (date: string | Date) =>
    language === "en"
      ? formatDayAndClock(date)
      : `${formatLongDate(new Date(date), language)}, ${toBengaliDigits(formatClock(date))}`;
  return (
    <Card aria-labelledby="ledger-heading">
      <CardHeader>
        <CardTitle id="ledger-heading">{t.ledgerTitle}</CardTitle>
        <CardDescription>{t.ledgerDescription}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {ledger.isPending ? <Spinner label={t.loadingLedger} /> : null}
        {ledger.error ? (
          <Alert tone="error">
            {language === "en" ? errorMessage(ledger.error, t.ledgerError) : t.ledgerError}
          </Alert>
        ) : null}
        {ledger.data && entries.length === 0 ? (
          <p className="text-sm text-slate-600">{t.noEntries}</p>
        ) : null}
        {entries.length > 0 ? (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t.ledgerTitle}</caption>
              <thead className="text-xs uppercase tracking-wide text-slate-500">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t.columns.date}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t.columns.change}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t.columns.reason}
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    {t.columns.balance}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {entries.map((entry) => (
                  <tr key={entry.id}>
                    <td className="py-2 pr-3 text-slate-600">{when(entry.createdAt)}</td>
                    <td
                      className={cn(
                        "whitespace-nowrap py-2 pr-3 font-medium",
                        entry.amount > 0 ? "text-emerald-700" : "text-slate-900",
                      )}
                    >
                      {entry.amount > 0 ? `+${figure(entry.amount)}` : figure(entry.amount)}
                    </td>
                    <td className="break-words py-2 pr-3 text-slate-700">
                      {ledgerReason(entry.reason, t)}
                    </td>
                    <td className="py-2 text-right tabular-nums text-slate-900">
                      {figure(entry.balanceAfter)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {ledger.hasNextPage ? (
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            disabled={ledger.isFetchingNextPage}
            onClick={() => void ledger.fetchNextPage()}
          >
            {ledger.isFetchingNextPage ? t.loading : t.showOlder}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
