import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";
import { errorMessage } from "~/lib/api-error";
import { cn } from "~/lib/cn";
import { useLedger } from "../api/get-ledger";
import { formatDayAndClock } from "~/lib/dates";

/** Every change to the user's credits: date, change, reason and the balance after it. */
export function LedgerSection() {
  const ledger = useLedger();
  const entries = ledger.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Card aria-labelledby="ledger-heading">
      <CardHeader>
        <CardTitle id="ledger-heading">Credit history</CardTitle>
        <CardDescription>Every credit added or spent, with the balance after it.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {ledger.isPending ? <Spinner label="Loading your credit history" /> : null}
        {ledger.error ? (
          <Alert tone="error">
            {errorMessage(ledger.error, "Could not load your credit history.")}
          </Alert>
        ) : null}
        {ledger.data && entries.length === 0 ? (
          <p className="text-sm text-slate-600">
            No credit changes yet. Credits arrive when you buy a pack.
          </p>
        ) : null}
        {entries.length > 0 ? (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[28rem] text-left text-sm">
              <caption className="sr-only">Credit history</caption>
              <thead className="text-xs uppercase tracking-wide text-slate-500">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Date
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Change
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Reason
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    Balance
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {entries.map((entry) => (
                  <tr key={entry.id}>
                    <td className="whitespace-nowrap py-2 pr-3 text-slate-600">
                      {formatDayAndClock(entry.createdAt)}
                    </td>
                    <td
                      className={cn(
                        "whitespace-nowrap py-2 pr-3 font-medium",
                        entry.amount > 0 ? "text-emerald-700" : "text-slate-900",
                      )}
                    >
                      {entry.amount > 0 ? `+${entry.amount}` : entry.amount}
                    </td>
                    <td className="py-2 pr-3 text-slate-700">{entry.reason}</td>
                    <td className="py-2 text-right tabular-nums text-slate-900">
                      {entry.balanceAfter}
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
            {ledger.isFetchingNextPage ? "Loading..." : "Show older entries"}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
