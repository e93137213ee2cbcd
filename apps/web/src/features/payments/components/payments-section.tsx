import { formatBdt, toBengaliDigits } from "@outsmart/contracts/format";
import type { PaymentListItem } from "@outsmart/contracts/payments";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button-variants";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";
import { errorMessage } from "~/lib/api-error";
import { usePayments } from "../api/get-payments";
import { watchPayment } from "../lib/payment-watcher";
import { formatClock, formatDayAndClock } from "~/lib/dates";
import { useInterfaceLanguage } from "~/lib/i18n/interface-language";
import { formatLongDate } from "~/lib/i18n/format";
import { paymentsCatalogue } from "../i18n/payments-catalogue";

const statusTone: Record<PaymentListItem["status"], "success" | "warning" | "neutral"> = {
  success: "success",
  pending: "warning",
  failed: "neutral",
  cancelled: "neutral",
  expired: "neutral",
  refunded: "neutral",
  partly_refunded: "warning",
};

/** The user's pack purchases: date, pack, amount, bKash transaction id and status. */
export function PaymentsSection() {
  const payments = usePayments();
  const { language } = useInterfaceLanguage();
  const t = paymentsCatalogue.useMessages();
  return (
    <Card aria-labelledby="payments-heading">
      <CardHeader>
        <CardTitle id="payments-heading">{t.paymentsTitle}</CardTitle>
        <CardDescription>{t.paymentsDescription}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {payments.isPending ? <Spinner label={t.loadingPayments} /> : null}
        {payments.error ? (
          <Alert tone="error">
            {language === "en" ? errorMessage(payments.error, t.paymentsError) : t.paymentsError}
          </Alert>
        ) : null}
        {payments.data && payments.data.payments.length === 0 ? (
          <p className="text-sm text-slate-600">{t.noPayments}</p>
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
                    {t.paymentLine(
                      payment.packName,
                      formatBdt(payment.amountBdt, language),
                      payment.credits,
                    )}
                  </p>
                  <p className="text-xs text-slate-500">
                    {language === "en"
                      ? formatDayAndClock(payment.createdAt)
                      : `${formatLongDate(new Date(payment.createdAt), language)}, ${toBengaliDigits(formatClock(payment.createdAt))}`}
                    {payment.bkashTrxId ? t.bkashTransaction(payment.bkashTrxId) : ""}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <Badge tone={statusTone[payment.status]}>{t.statuses[payment.status]}</Badge>
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
                      {t.continuePayment}
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
