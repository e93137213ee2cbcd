import type { CustomerDetail as Customer } from "@outsmart/contracts/console";
import { paths } from "@outsmart/contracts/routes";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { useCustomer } from "../api/console-api";
import { consoleCatalogue } from "../i18n/console-catalogue";
import { AdjustCreditsForm } from "./adjust-credits-form";
import { ConsoleLoadError, ConsoleLoading } from "./console-frame";
import { CustomerActions } from "./customer-actions";

/** A customer's page: who they are, their plan and credits, and what an operator can do. */
export function CustomerDetail({ id, viewerId }: { id: string; viewerId: string }) {
  const t = consoleCatalogue.useMessages();
  const customer = useCustomer(id);
  return (
    <div className="flex flex-col gap-6">
      <Link
        to={paths.console}
        className={`${buttonVariants({ variant: "ghost", size: "sm" })} self-start`}
      >
        <ArrowLeft aria-hidden="true" />
        {t.allCustomers}
      </Link>
      {customer.isPending ? (
        <ConsoleLoading label={t.loadingCustomer} />
      ) : customer.isError ? (
        <ConsoleLoadError error={customer.error} onRetry={() => void customer.refetch()} />
      ) : (
        <CustomerPanels customer={customer.data} self={customer.data.id === viewerId} />
      )}
    </div>
  );
}

function CustomerPanels({ customer, self }: { customer: Customer; self: boolean }) {
  const t = consoleCatalogue.useMessages();
  const contact = [customer.email, customer.phoneNumber].filter(Boolean).join(" · ");
  return (
    <>
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold text-slate-900">{customer.name || t.noName}</h2>
        <p className="break-all text-slate-600">{contact}</p>
        <p className="flex flex-wrap gap-2 pt-1">
          <Badge tone={customer.credits.plan === "free" ? "neutral" : "brand"}>
            {t.plan(customer.credits.plan, customer.credits.planLabel)}
          </Badge>
          {customer.operator ? <Badge tone="brand">{t.operator}</Badge> : null}
          {customer.suspended ? (
            <Badge tone="warning">
              {customer.suspendedAt ? t.suspendedSince(t.day(customer.suspendedAt)) : t.suspended}
            </Badge>
          ) : (
            <Badge tone="success">{t.active}</Badge>
          )}
        </p>
      </div>

      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <Fact label={t.balance}>{t.credits(customer.credits.balance)}</Fact>
        <Fact label={t.twoStep}>{customer.twoFactorEnabled ? t.on : t.off}</Fact>
        <Fact label={t.generations}>
          {t.generationsCount(
            customer.generations.totalGenerations,
            customer.generations.thisMonth,
          )}
        </Fact>
        <Fact label={t.joined}>{t.day(customer.createdAt)}</Fact>
      </dl>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card aria-labelledby="credits-heading">
          <CardHeader>
            <CardTitle id="credits-heading">{t.adjustCredits}</CardTitle>
            <CardDescription>{t.adjustLead}</CardDescription>
          </CardHeader>
          <CardContent>
            <AdjustCreditsForm customerId={customer.id} balance={customer.credits.balance} />
          </CardContent>
        </Card>
        <Card aria-labelledby="actions-heading">
          <CardHeader>
            <CardTitle id="actions-heading">{t.account}</CardTitle>
            <CardDescription>
              {t.accountState(
                customer.emailVerified,
                customer.phoneNumber ? customer.phoneNumberVerified : undefined,
                self,
              )}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <CustomerActions customer={customer} self={self} />
          </CardContent>
        </Card>
      </div>

      <Card aria-labelledby="ledger-heading">
        <CardHeader>
          <CardTitle id="ledger-heading">{t.ledger}</CardTitle>
          <CardDescription>{t.ledgerLead}</CardDescription>
        </CardHeader>
        <CardContent>
          {customer.ledger.entries.length === 0 ? (
            <p className="text-sm text-slate-600">{t.noLedger}</p>
          ) : (
            <ul aria-label={t.ledgerEntries} className="divide-y divide-slate-100">
              {customer.ledger.entries.map((entry) => (
                <li
                  key={entry.id}
                  className="flex flex-col gap-1 py-2.5 sm:flex-row sm:items-center sm:justify-between"
                >
                  <span className="flex min-w-0 flex-col">
                    <span className="text-sm font-medium text-slate-900">{entry.reason}</span>
                    <span className="text-xs text-slate-600">
                      {t.ledgerKinds[entry.kind]} · {t.dayAndClock(entry.createdAt)}
                    </span>
                  </span>
                  <span className="text-sm tabular-nums text-slate-700">
                    <span
                      className={entry.amount < 0 ? "text-red-700" : "font-medium text-emerald-700"}
                    >
                      {entry.amount > 0 ? "+" : ""}
                      {t.count(entry.amount)}
                    </span>{" "}
                    → {t.count(entry.balanceAfter)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card aria-labelledby="payments-heading">
          <CardHeader>
            <CardTitle id="payments-heading">{t.payments}</CardTitle>
          </CardHeader>
          <CardContent>
            {customer.payments.length === 0 ? (
              <p className="text-sm text-slate-600">{t.noPayments}</p>
            ) : (
              <ul aria-label={t.payments} className="divide-y divide-slate-100">
                {customer.payments.map((payment) => (
                  <li key={payment.id} className="flex flex-wrap justify-between gap-2 py-2.5">
                    <span className="flex flex-col">
                      <span className="text-sm font-medium text-slate-900">
                        {payment.packName} · {t.taka(payment.amountBdt)}
                      </span>
                      <span className="text-xs text-slate-600">
                        {t.dayAndClock(payment.createdAt)}
                        {payment.bkashTrxId ? ` · bKash ${payment.bkashTrxId}` : ""}
                      </span>
                    </span>
                    <Badge tone={payment.status === "success" ? "success" : "neutral"}>
                      {t.paymentStatus(payment.status)}
                    </Badge>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <Card aria-labelledby="sessions-heading">
          <CardHeader>
            <CardTitle id="sessions-heading">{t.sessions}</CardTitle>
          </CardHeader>
          <CardContent>
            {customer.sessions.length === 0 ? (
              <p className="text-sm text-slate-600">{t.noSessions}</p>
            ) : (
              <ul aria-label={t.sessionsList} className="divide-y divide-slate-100">
                {customer.sessions.map((session) => (
                  <li key={session.id} className="flex flex-col py-2.5">
                    <span className="break-all text-sm text-slate-900">
                      {session.userAgent ?? t.unknownBrowser}
                    </span>
                    <span className="text-xs text-slate-600">
                      {t.sessionTimes(
                        session.ipAddress ?? t.unknownAddress,
                        t.dayAndClock(session.createdAt),
                        t.dayAndClock(session.lastSeenAt),
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-1 text-base font-semibold text-slate-900">{children}</dd>
    </div>
  );
}
