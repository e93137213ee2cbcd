import type { CustomerDetail as Customer } from "@outsmart/contracts/console";
import { formatBdt, formatWholeNumber } from "@outsmart/contracts/format";
import { paths } from "@outsmart/contracts/routes";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { formatDay, formatDayAndClock } from "~/lib/dates";
import { useCustomer } from "../api/console-api";
import { AdjustCreditsForm } from "./adjust-credits-form";
import { ConsoleLoadError, ConsoleLoading } from "./console-frame";
import { CustomerActions } from "./customer-actions";

const ledgerKinds = {
  top_up: "Top-up",
  spend: "Spent",
  refund: "Refund",
  adjustment: "Adjustment",
  payment_refund: "Payment refunded",
} as const;

/** A customer's page: who they are, their plan and credits, and what an operator can do. */
export function CustomerDetail({ id, viewerId }: { id: string; viewerId: string }) {
  const customer = useCustomer(id);
  return (
    <div className="flex flex-col gap-6">
      <Link
        to={paths.console}
        className={`${buttonVariants({ variant: "ghost", size: "sm" })} self-start`}
      >
        <ArrowLeft aria-hidden="true" />
        All customers
      </Link>
      {customer.isPending ? (
        <ConsoleLoading label="Loading the customer" />
      ) : customer.isError ? (
        <ConsoleLoadError error={customer.error} onRetry={() => void customer.refetch()} />
      ) : (
        <CustomerPanels customer={customer.data} self={customer.data.id === viewerId} />
      )}
    </div>
  );
}

function CustomerPanels({ customer, self }: { customer: Customer; self: boolean }) {
  const contact = [customer.email, customer.phoneNumber].filter(Boolean).join(" · ");
  return (
    <>
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold text-slate-900">{customer.name || "No name"}</h2>
        <p className="break-all text-slate-600">{contact}</p>
        <p className="flex flex-wrap gap-2 pt-1">
          <Badge tone={customer.credits.plan === "free" ? "neutral" : "brand"}>
            {customer.credits.planLabel}
          </Badge>
          {customer.operator ? <Badge tone="brand">Operator</Badge> : null}
          {customer.suspended ? (
            <Badge tone="warning">
              Suspended
              {customer.suspendedAt ? ` since ${formatDay(customer.suspendedAt)}` : ""}
            </Badge>
          ) : (
            <Badge tone="success">Active</Badge>
          )}
        </p>
      </div>

      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <Fact label="Balance">{formatWholeNumber(customer.credits.balance)} credits</Fact>
        <Fact label="Two-step verification">{customer.twoFactorEnabled ? "On" : "Off"}</Fact>
        <Fact label="Generations">
          {formatWholeNumber(customer.generations.totalGenerations)} (
          {formatWholeNumber(customer.generations.thisMonth)} this month)
        </Fact>
        <Fact label="Joined">{formatDay(customer.createdAt)}</Fact>
      </dl>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card aria-labelledby="credits-heading">
          <CardHeader>
            <CardTitle id="credits-heading">Adjust credits</CardTitle>
            <CardDescription>The line appears in the customer&apos;s own ledger.</CardDescription>
          </CardHeader>
          <CardContent>
            <AdjustCreditsForm customerId={customer.id} balance={customer.credits.balance} />
          </CardContent>
        </Card>
        <Card aria-labelledby="actions-heading">
          <CardHeader>
            <CardTitle id="actions-heading">Account</CardTitle>
            <CardDescription>
              E-mail {customer.emailVerified ? "confirmed" : "not confirmed"}
              {customer.phoneNumber
                ? `, phone ${customer.phoneNumberVerified ? "confirmed" : "not confirmed"}`
                : ""}
              .{self ? " This is your own account." : ""}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <CustomerActions customer={customer} self={self} />
          </CardContent>
        </Card>
      </div>

      <Card aria-labelledby="ledger-heading">
        <CardHeader>
          <CardTitle id="ledger-heading">Ledger</CardTitle>
          <CardDescription>The latest entries, newest first.</CardDescription>
        </CardHeader>
        <CardContent>
          {customer.ledger.entries.length === 0 ? (
            <p className="text-sm text-slate-600">No credit movements yet.</p>
          ) : (
            <ul aria-label="Ledger entries" className="divide-y divide-slate-100">
              {customer.ledger.entries.map((entry) => (
                <li
                  key={entry.id}
                  className="flex flex-col gap-1 py-2.5 sm:flex-row sm:items-center sm:justify-between"
                >
                  <span className="flex min-w-0 flex-col">
                    <span className="text-sm font-medium text-slate-900">{entry.reason}</span>
                    <span className="text-xs text-slate-600">
                      {ledgerKinds[entry.kind]} · {formatDayAndClock(entry.createdAt)}
                    </span>
                  </span>
                  <span className="text-sm tabular-nums text-slate-700">
                    <span
                      className={entry.amount < 0 ? "text-red-700" : "font-medium text-emerald-700"}
                    >
                      {entry.amount > 0 ? "+" : ""}
                      {formatWholeNumber(entry.amount)}
                    </span>{" "}
                    → {formatWholeNumber(entry.balanceAfter)}
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
            <CardTitle id="payments-heading">Payments</CardTitle>
          </CardHeader>
          <CardContent>
            {customer.payments.length === 0 ? (
              <p className="text-sm text-slate-600">No payments.</p>
            ) : (
              <ul aria-label="Payments" className="divide-y divide-slate-100">
                {customer.payments.map((payment) => (
                  <li key={payment.id} className="flex flex-wrap justify-between gap-2 py-2.5">
                    <span className="flex flex-col">
                      <span className="text-sm font-medium text-slate-900">
                        {payment.packName} · {formatBdt(payment.amountBdt)}
                      </span>
                      <span className="text-xs text-slate-600">
                        {formatDayAndClock(payment.createdAt)}
                        {payment.bkashTrxId ? ` · bKash ${payment.bkashTrxId}` : ""}
                      </span>
                    </span>
                    <Badge tone={payment.status === "success" ? "success" : "neutral"}>
                      {payment.status}
                    </Badge>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <Card aria-labelledby="sessions-heading">
          <CardHeader>
            <CardTitle id="sessions-heading">Active sessions</CardTitle>
          </CardHeader>
          <CardContent>
            {customer.sessions.length === 0 ? (
              <p className="text-sm text-slate-600">Not signed in anywhere.</p>
            ) : (
              <ul aria-label="Sessions" className="divide-y divide-slate-100">
                {customer.sessions.map((session) => (
                  <li key={session.id} className="flex flex-col py-2.5">
                    <span className="break-all text-sm text-slate-900">
                      {session.userAgent ?? "Unknown browser"}
                    </span>
                    <span className="text-xs text-slate-600">
                      {session.ipAddress ?? "Unknown address"} · signed in{" "}
                      {formatDayAndClock(session.createdAt)} · last seen{" "}
                      {formatDayAndClock(session.lastSeenAt)}
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
