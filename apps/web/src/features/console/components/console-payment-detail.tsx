import type { ConsolePaymentDetail } from "@outsmart/contracts/console";
import { formatBdt } from "@outsmart/contracts/format";
import { consolePaths } from "@outsmart/contracts/console-paths";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { toast } from "~/components/ui/toast";
import { FormError } from "~/components/form-error";
import { formatDayAndClock } from "~/lib/dates";
import { useInterfaceLanguage } from "~/lib/i18n/interface-language";
import { useCheckPayment, usePayment } from "../api/payments-api";
import { consolePaymentsCatalogue } from "../i18n/payments-catalogue";
import { ConsoleLoadError, ConsoleLoading } from "./console-frame";
import { paymentStatusTone } from "./console-payment-list";
import { RefundForm } from "./console-refund-form";

const poishaText = (poisha: number, language: "en" | "bn") => formatBdt(poisha / 100, language);

/** A payment's page: what it is, its bKash timeline, its refunds, and the refund form. */
export function PaymentDetail({ id }: { id: string }) {
  const t = consolePaymentsCatalogue.useMessages();
  const payment = usePayment(id);
  return (
    <div className="flex flex-col gap-6">
      <Link
        to={consolePaths.payments}
        className={`${buttonVariants({ variant: "ghost", size: "sm" })} self-start`}
      >
        <ArrowLeft aria-hidden="true" />
        {t.allPayments}
      </Link>
      {payment.isPending ? (
        <ConsoleLoading label={t.loadingPayment} />
      ) : payment.isError ? (
        <ConsoleLoadError error={payment.error} onRetry={() => void payment.refetch()} />
      ) : (
        <PaymentPanels payment={payment.data} />
      )}
    </div>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="break-all text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function PaymentPanels({ payment }: { payment: ConsolePaymentDetail }) {
  const t = consolePaymentsCatalogue.useMessages();
  const { language } = useInterfaceLanguage();
  const check = useCheckPayment(payment.id);
  return (
    <>
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle>
              <h2>
                {t.line(payment.packName, formatBdt(payment.amountBdt, language), payment.credits)}
              </h2>
            </CardTitle>
            <Badge tone={paymentStatusTone[payment.status]}>{t.statuses[payment.status]}</Badge>
          </div>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <dl className="grid gap-3 sm:grid-cols-2">
            <Field label={t.fields.customer}>
              {payment.customer.userId ? (
                <Link
                  to={consolePaths.customer(payment.customer.userId)}
                  className="text-brand-700 underline-offset-4 hover:underline"
                >
                  {payment.customer.email ?? payment.customer.userId}
                </Link>
              ) : (
                t.deletedAccount
              )}
            </Field>
            <Field label={t.fields.invoice}>{payment.invoiceNumber}</Field>
            <Field label={t.fields.bkashPaymentId}>{payment.bkashPaymentId ?? "—"}</Field>
            <Field label={t.fields.trxId}>{payment.bkashTrxId ?? "—"}</Field>
            <Field label={t.fields.created}>{formatDayAndClock(payment.createdAt)}</Field>
            <Field label={t.fields.completed}>
              {payment.completedAt ? formatDayAndClock(payment.completedAt) : "—"}
            </Field>
            <Field label={t.fields.wallet}>{payment.payerAccount ?? "—"}</Field>
            <Field label={t.fields.bkashStatus}>{payment.providerStatus ?? "—"}</Field>
            <Field label={t.fields.refunded}>{poishaText(payment.refundedPoisha, language)}</Field>
            <Field label={t.fields.refundable}>
              {poishaText(payment.refundablePoisha, language)}
            </Field>
            {payment.failureReason ? (
              <Field label={t.fields.failure}>{payment.failureReason}</Field>
            ) : null}
          </dl>
          {check.error ? <FormError error={check.error} /> : null}
          <Button
            variant="outline"
            className="self-start"
            disabled={check.isPending}
            onClick={() =>
              check.mutate(undefined, { onSuccess: (answer) => toast.success(answer.message) })
            }
          >
            {check.isPending ? t.checking : t.checkNow}
          </Button>
        </CardContent>
      </Card>

      <Card aria-labelledby="refund-heading">
        <CardHeader>
          <CardTitle id="refund-heading">{t.refundTitle}</CardTitle>
          <CardDescription>{t.refundDescription}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {payment.refunds.length > 0 ? (
            <section aria-label={t.refundsTitle}>
              <h3 className="mb-2 text-sm font-semibold text-slate-900">{t.refundsTitle}</h3>
              <ul className="divide-y divide-slate-100">
                {payment.refunds.map((refund) => (
                  <li key={refund.id} className="flex flex-col gap-1 py-2">
                    <span className="flex flex-wrap items-center gap-2 text-sm text-slate-900">
                      {t.refundLine(
                        poishaText(refund.amountPoisha, language),
                        refund.creditsRemoved,
                        refund.actorLabel,
                      )}
                      <Badge
                        tone={
                          refund.status === "completed"
                            ? "success"
                            : refund.status === "pending"
                              ? "warning"
                              : "neutral"
                        }
                      >
                        {t.refundStatuses[refund.status]}
                      </Badge>
                    </span>
                    <span className="break-all text-xs text-slate-600">
                      {formatDayAndClock(refund.createdAt)} · “{refund.reason}”
                      {refund.bkashRefundTrxId ? ` · ${refund.bkashRefundTrxId}` : ""}
                      {refund.failureReason ? ` · ${refund.failureReason}` : ""}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {payment.refundBlockedReason ? (
            <p className="text-sm text-slate-700">{payment.refundBlockedReason}</p>
          ) : (
            <RefundForm payment={payment} />
          )}
        </CardContent>
      </Card>

      <Card aria-labelledby="timeline-heading">
        <CardHeader>
          <CardTitle id="timeline-heading">{t.timelineTitle}</CardTitle>
        </CardHeader>
        <CardContent>
          {payment.timeline.length === 0 ? (
            <p className="text-sm text-slate-600">{t.timelineEmpty}</p>
          ) : (
            <ol className="flex flex-col gap-2">
              {payment.timeline.map((event) => (
                <li
                  key={event.id}
                  className="flex flex-col gap-0.5 border-l-2 border-slate-200 pl-3"
                >
                  <span className="text-sm text-slate-900">
                    <span className="font-medium">{t.eventKinds[event.kind]}</span> ·{" "}
                    {event.outcome}
                    {event.actor ? ` · ${event.actor}` : ""}
                  </span>
                  <span className="break-all font-mono text-xs text-slate-600">
                    {formatDayAndClock(event.createdAt)} · {JSON.stringify(event.detail)}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
    </>
  );
}
