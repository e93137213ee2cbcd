import { localizedPath } from "@outsmart/contracts/interface-language";
import { plans } from "@outsmart/contracts/plans";
import { paths } from "@outsmart/contracts/routes";
import { ArrowRight, Crown, FileText, Lightbulb, MessageSquareText, Palette } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { greetingName } from "~/features/auth/lib/user-display";
import { useCreditSummary } from "~/features/credits/api/get-credit-summary";
import { DashboardStatCards } from "~/features/generations/components/generation-stat-cards";
import { RecentActivity } from "~/features/generations/components/recent-activity";
import { useInterfaceLanguage, usePageTitle } from "~/lib/i18n/interface-language";
import { useSession } from "~/lib/session";

export function meta() {
  return [{ title: "Dashboard · Outsmart" }];
}

/** The seed's Quick Actions, to the seed's slugs (their words in the language's catalogue). */
const quickActions = [
  { slug: "ai-caption-generator", icon: MessageSquareText },
  { slug: "blog-content-generator", icon: FileText },
  { slug: "campaign-idea-generator", icon: Lightbulb },
  // The seed's title and route (the Logo Name Generator): the text says where it goes (issue 14).
  { slug: "logo-name-generator", icon: Palette },
] as const;

export default function DashboardHomePage() {
  const session = useSession();
  const credits = useCreditSummary();
  const user = session.data?.user;
  const plan = credits.data?.plan;
  const { language, m } = useInterfaceLanguage();
  usePageTitle(`${m.dashboard} · Outsmart`);

  return (
    <main
      lang={language}
      className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {m.welcome(greetingName(user ?? {}))}
          </h1>
          <p className="mt-1 text-slate-600">{m.welcomeLead}</p>
        </div>
        <div className="flex items-center gap-2 text-sm text-slate-600">
          <span>{m.currentPlan}</span>
          <span
            className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800"
            data-testid="home-plan"
          >
            <Crown aria-hidden="true" className="size-4" />
            {credits.data ? m.planLabels[credits.data.plan] : <Skeleton className="h-4 w-16" />}
          </span>
        </div>
      </div>

      <section aria-labelledby="stats-heading">
        <h2 id="stats-heading" className="sr-only">
          {m.statsHeading}
        </h2>
        <DashboardStatCards />
      </section>

      <div className="grid gap-6 lg:grid-cols-5">
        <section aria-labelledby="quick-actions-heading" className="lg:col-span-3">
          <h2 id="quick-actions-heading" className="mb-3 text-lg font-semibold text-slate-900">
            {m.quickActions}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {quickActions.map((action, index) => (
              <li key={action.slug}>
                <Link
                  to={paths.tool(action.slug)}
                  className="group flex h-full items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <action.icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="flex min-w-0 flex-col gap-0.5">
                    <span className="font-semibold text-slate-900">
                      {m.quickActionTexts[index]?.title}
                    </span>
                    <span className="text-sm text-slate-600">
                      {m.quickActionTexts[index]?.description}
                    </span>
                  </span>
                  <ArrowRight
                    aria-hidden="true"
                    className="ml-auto size-4 shrink-0 self-center text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-brand-600"
                  />
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <Card aria-labelledby="recent-activity-heading" className="lg:col-span-2">
          <CardHeader>
            <CardTitle id="recent-activity-heading">{m.recentActivity}</CardTitle>
          </CardHeader>
          <CardContent>
            <RecentActivity />
          </CardContent>
        </Card>
      </div>

      {plan && plan !== "pro" ? (
        <section
          aria-labelledby="upgrade-heading"
          className="flex flex-col gap-4 rounded-2xl bg-gradient-to-r from-brand-700 to-brand-500 p-6 text-white sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <h2 id="upgrade-heading" className="text-xl font-semibold">
              {m.upgradeTitle}
            </h2>
            <p className="mt-1 text-brand-50">
              {plan === "free"
                ? m.upgradeFree(plans.starter.name, plans.pro.name)
                : m.upgradeStarter(plans.pro.name)}
            </p>
          </div>
          <Link
            to={localizedPath(paths.pricing, language)}
            className={buttonVariants({ variant: "inverse" })}
          >
            {m.viewPricing}
          </Link>
        </section>
      ) : null}
    </main>
  );
}
