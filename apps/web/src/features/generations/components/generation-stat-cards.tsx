import {
  BarChart3,
  CalendarDays,
  CheckCircle2,
  Clock,
  FileText,
  Star,
  TrendingUp,
  Wrench,
} from "lucide-react";
import { titleCaseSlug } from "@outsmart/contracts/tool-catalogue";
import { toBengaliDigits } from "@outsmart/contracts/format";
import { Alert } from "~/components/ui/alert";
import { Skeleton } from "~/components/ui/skeleton";
import { StatCard } from "~/components/ui/stat-card";
import { useInterfaceLanguage } from "~/lib/i18n/interface-language";
import { useGenerationStats } from "../api/get-generation-stats";
import type { HistoryMessages } from "../i18n/history-en";
import { formatHours } from "../lib/format";

/** The home page's four cards (product decisions §6): a new user sees 0, 0, 0h and 100%. */
export function DashboardStatCards() {
  const stats = useGenerationStats();
  const { language, m } = useInterfaceLanguage();
  if (stats.isError) return <Alert tone="error">{m.statsError}</Alert>;
  const data = stats.data;
  const count = (value: number | undefined) =>
    value === undefined || language === "en" ? value : toBengaliDigits(String(value));
  const hours = (value: number) => {
    const text = formatHours(value);
    return language === "en" ? text : m.hours(text.slice(0, -1));
  };
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" data-testid="dashboard-stats">
      <StatCard
        label={m.toolsUsed}
        value={count(data?.toolsUsed)}
        icon={<Wrench />}
        loading={!data}
      />
      <StatCard
        label={m.contentGenerated}
        value={count(data?.totalGenerations)}
        icon={<FileText />}
        loading={!data}
      />
      <StatCard
        label={m.timeSaved}
        value={data ? hours(data.timeSavedHours) : null}
        icon={<Clock />}
        explanation={m.timeSavedExplanation}
        explanationLabel={m.howWorkedOut(m.timeSaved)}
        loading={!data}
      />
      <StatCard
        label={m.successRate}
        value={data ? `${count(data.successRate)}%` : null}
        icon={<CheckCircle2 />}
        explanation={m.successRateExplanation}
        explanationLabel={m.howWorkedOut(m.successRate)}
        loading={!data}
      />
    </div>
  );
}

/**
 * The history page's four figures, over all of the user's records (not the loaded page), in the
 * history's language (`h`); what "Average Daily" measures (product decisions §6) is behind its "i"
 * toggletip.
 */
export function HistoryStatCards({ h }: { h: HistoryMessages }) {
  const stats = useGenerationStats();
  const { m } = useInterfaceLanguage();
  if (stats.isError) return <Alert tone="error">{h.statsError}</Alert>;
  const data = stats.data;
  const favourite = data?.favoriteTool
    ? h.toolName(data.favoriteTool, titleCaseSlug(data.favoriteTool))
    : undefined;
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" data-testid="history-stats">
      <StatCard
        label={h.totalGenerations}
        value={data ? h.number(data.totalGenerations) : undefined}
        icon={<BarChart3 />}
        loading={!data}
      />
      <StatCard
        label={h.thisMonth}
        value={data ? h.number(data.thisMonth) : undefined}
        icon={<CalendarDays />}
        loading={!data}
      />
      <StatCard
        label={h.averageDaily}
        value={data ? h.number(data.averageDaily.toFixed(1)) : undefined}
        icon={<TrendingUp />}
        explanation={h.averageDailyExplanation}
        explanationLabel={m.howWorkedOut(h.averageDaily)}
        loading={!data}
      />
      <StatCard
        label={h.favoriteTool}
        value={
          <span className="line-clamp-2 block text-base sm:text-lg" title={favourite}>
            {favourite ?? h.noneYet}
          </span>
        }
        icon={<Star />}
        loading={!data}
      />
    </div>
  );
}

/**
 * The profile's Usage Statistics: tools used, generations and hours saved, with the profile's
 * labels (`labels`, in the interface language).
 */
export function UsageStatistics({
  labels,
}: {
  labels: {
    toolsUsed: string;
    generations: string;
    hoursSaved: string;
    statsError: string;
    number: (value: number | string) => string;
    hours: (hours: string) => string;
  };
}) {
  const stats = useGenerationStats();
  if (stats.isError) return <Alert tone="error">{labels.statsError}</Alert>;
  const data = stats.data;
  const rows = [
    [labels.toolsUsed, data ? labels.number(data.toolsUsed) : undefined],
    [labels.generations, data ? labels.number(data.totalGenerations) : undefined],
    [
      labels.hoursSaved,
      data ? labels.hours(labels.number(formatHours(data.timeSavedHours).slice(0, -1))) : undefined,
    ],
  ] as const;
  return (
    <dl className="divide-y divide-slate-100" data-testid="usage-statistics">
      {rows.map(([label, value]) => (
        <div key={label} className="flex items-center justify-between gap-4 py-2.5">
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="text-lg font-semibold text-slate-900">
            {data ? value : <Skeleton className="h-6 w-10" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
