import { formatWholeNumber } from "@outsmart/contracts/format";
import { profileCatalogue } from "~/features/account/i18n/profile-catalogue";
import type { ProfileMessages } from "~/features/account/i18n/profile-en";
import { useInterfaceLanguage, usePageTitle } from "~/lib/i18n/interface-language";
import { plans } from "@outsmart/contracts/plans";
import { paths } from "@outsmart/contracts/routes";
import { BadgeCheck, Crown, ExternalLink } from "lucide-react";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { useAccount } from "~/features/account/api/get-account";
import { AccountPanel } from "~/features/account/components/account-panel";
import { UserAvatar } from "~/features/auth/components/user-avatar";
import { displayName } from "~/features/auth/lib/user-display";
import { useCreditSummary } from "~/features/credits/api/get-credit-summary";
import { LedgerSection } from "~/features/credits/components/ledger-section";
import { UsageStatistics } from "~/features/generations/components/generation-stat-cards";
import { PaymentsSection } from "~/features/payments/components/payments-section";
import { cn } from "~/lib/cn";

export function meta() {
  return [{ title: "Profile · Outsmart" }];
}

/** "March 2026" / "মার্চ ২০২৬", or "Unknown" when the date cannot be read. */
function memberSince(createdAt: string | undefined, p: ProfileMessages): string {
  const date = createdAt ? new Date(createdAt) : null;
  return date && !Number.isNaN(date.getTime()) ? p.monthYear(date) : p.unknown;
}

export default function ProfilePage() {
  const p = profileCatalogue.useMessages();
  usePageTitle(`${p.profile} · Outsmart`);
  const { language } = useInterfaceLanguage();
  return (
    <main
      lang={language}
      className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8"
    >
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{p.profile}</h1>
      <AccountOverview />
      <div className="grid gap-6 md:grid-cols-2">
        <CurrentPlanCard />
        <Card aria-labelledby="usage-heading">
          <CardHeader>
            <CardTitle id="usage-heading">{p.usage}</CardTitle>
            <CardDescription>{p.usageLead}</CardDescription>
          </CardHeader>
          <CardContent>
            <UsageStatistics labels={p} />
          </CardContent>
        </Card>
      </div>
      <PaymentsSection />
      <LedgerSection />
      <section aria-labelledby="account-settings-heading" className="flex flex-col gap-4">
        <h2 id="account-settings-heading" className="text-xl font-semibold text-slate-900">
          {p.accountSettings}
        </h2>
        <AccountPanel />
      </section>
    </main>
  );
}

function AccountOverview() {
  const p = profileCatalogue.useMessages();
  const account = useAccount();
  if (account.isError) return <Alert tone="error">{p.error(account.error, p.accountFailed)}</Alert>;
  const data = account.data;
  const joined = data ? new Date(data.createdAt) : null;
  return (
    <Card aria-labelledby="overview-heading" data-testid="account-overview">
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center">
        {data ? (
          <UserAvatar person={data} size="lg" />
        ) : (
          <Skeleton shape="round" className="size-16" />
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="overview-heading" className="truncate text-xl font-semibold text-slate-900">
              {data ? displayName(data) : <Skeleton className="h-6 w-40" />}
            </h2>
            {data?.emailVerified ? (
              <Badge tone="success">
                <BadgeCheck aria-hidden="true" className="size-3.5" />
                {p.verified}
              </Badge>
            ) : null}
          </div>
          <p className="text-sm text-slate-600">
            {data ? p.memberSince(memberSince(data.createdAt, p)) : null}
          </p>
        </div>
        {data ? (
          <dl className="grid gap-x-6 gap-y-1 text-sm sm:text-right">
            <div className="flex gap-2 sm:justify-end">
              <dt className="text-slate-500">{p.email}</dt>
              <dd className="truncate font-medium text-slate-900">{data.email ?? p.none}</dd>
            </div>
            <div className="flex gap-2 sm:justify-end">
              <dt className="text-slate-500">{p.joined}</dt>
              <dd className="font-medium text-slate-900">
                {joined && !Number.isNaN(joined.getTime()) ? p.day(joined) : p.unknown}
              </dd>
            </div>
          </dl>
        ) : null}
      </CardContent>
    </Card>
  );
}

function CurrentPlanCard() {
  const p = profileCatalogue.useMessages();
  const { m } = useInterfaceLanguage();
  const summary = useCreditSummary();
  const plan = summary.data ? plans[summary.data.plan] : null;
  return (
    <Card aria-labelledby="plan-heading" data-testid="current-plan">
      <CardHeader>
        <CardTitle id="plan-heading">{p.currentPlan}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {summary.isError ? (
          <Alert tone="error">{p.error(summary.error, p.planFailed)}</Alert>
        ) : !summary.data || !plan ? (
          <Skeleton className="h-16 w-full" />
        ) : (
          <>
            <div className="flex items-start gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Crown aria-hidden="true" className="size-5" />
              </span>
              <div>
                <p className="text-lg font-semibold text-slate-900">
                  {m.planLabels[summary.data.plan]}
                </p>
                <p className="text-sm text-slate-600">{p.planSummaries[summary.data.plan]}</p>
                <p className="mt-1 text-sm text-slate-600">
                  {p.balance}{" "}
                  <span className="font-medium text-slate-900">
                    {p.credits(
                      summary.data.balance,
                      p.number(formatWholeNumber(summary.data.balance)),
                    )}
                  </span>
                </p>
              </div>
            </div>
            <a
              href={paths.pricing}
              target="_blank"
              rel="noopener noreferrer"
              className={cn(
                buttonVariants({ variant: summary.data.plan === "pro" ? "outline" : "primary" }),
                "self-start",
              )}
            >
              {summary.data.plan === "pro" ? p.topUp : p.upgrade}
              <ExternalLink aria-hidden="true" />
              <span className="sr-only">{p.newTab}</span>
            </a>
          </>
        )}
      </CardContent>
    </Card>
  );
}
