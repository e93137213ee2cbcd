import { formatBdt } from "@outsmart/contracts/format";
import type { PaymentListItem } from "@outsmart/contracts/payments";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button-variants";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";
import { errorMessage } from "~/lib/api-error";
import { usePayments } from "../api/get-payments";
import { watchPayment } from "../lib/payment-watcher";
import { formatDayAndClock } from "~/lib/dates";

const statusBadge: Record<
  PaymentListItem["status"],
  { label: string; tone: "success" | "warning" | "neutral" }
> = {
  success: { label: "Paid", tone: "success" },
  pending: { label: "Pending", tone: "warning" },
  failed: { label: "Failed", tone: "neutral" },
  cancelled: { label: "Cancelled", tone: "neutral" },
  // Past bKash's 24 h lifetime, never paid: nothing was charged and nothing can finish it.
  expired: { label: "Not completed", tone: "neutral" },
};

/** The user's pack purchases: date, pack, amount, bKash transaction id and status. */
export function PaymentsSection() {
  const payments = usePayments();
  return (
    <Card aria-labelledby="payments-heading">
      <CardHeader>
        <CardTitle id="payments-heading">Payments</CardTitle>
        <CardDescription>Credit packs you bought with bKash.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {payments.isPending ? <Spinner label="Loading your payments" /> : null}
        {payments.error ? (
          <Alert tone="error">
            {errorMessage(payments.error, "Could not load your payments.")}
          </Alert>
        ) : null}
        {payments.data && payments.data.payments.length === 0 ? (
          <p className="text-sm text-slate-600">No payments yet.</p>
        ) : null}
        {payments.data && payments.data.payments.length > 0 ? (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
            {payments.data.payments.map((payment) => (
              <li
                key={payment.id}
                className="flex flex-wrap items-center justify-between gap-2 p-3"
              >
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {payment.packName} · {formatBdt(payment.amountBdt)} · {payment.credits} credits
                  </p>
                  <p className="text-xs text-slate-500">
                    {formatDayAndClock(payment.createdAt)}
                    {payment.bkashTrxId ? ` · bKash transaction ${payment.bkashTrxId}` : ""}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <Badge tone={statusBadge[payment.status].tone}>
                    {statusBadge[payment.status].label}
                  </Badge>
                  {payment.continueUrl ? (
                    // bKash still accepts it: open its page again, and watch for the outcome here.
                    <a
                      href={payment.continueUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={buttonVariants({ variant: "outline", size: "sm" })}
                      onClick={() =>
                        watchPayment({ paymentId: payment.id, packageType: payment.packId })
                      }
                    >
                      Continue payment
                    </a>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
