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
import { formatHours } from "../lib/format";

/**
 * What the history's figure measures (product decisions §6), behind the card's "i" toggletip. The
 * home page's cards take theirs from the interface's catalogue (lib/i18n/app-en.ts).
 */
export const statExplanations = {
  averageDaily:
    "Successful generations this month ÷ the days of the month so far (Asia/Dhaka time), to one decimal.",
} as const;

const statsError = "Your statistics could not be loaded. Refresh to try again.";

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

/** The history page's four figures, over all of the user's records (not the loaded page). */
export function HistoryStatCards() {
  const stats = useGenerationStats();
  if (stats.isError) return <Alert tone="error">{statsError}</Alert>;
  const data = stats.data;
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" data-testid="history-stats">
      <StatCard
        label="Total Generations"
        value={data?.totalGenerations}
        icon={<BarChart3 />}
        loading={!data}
      />
      <StatCard
        label="This Month"
        value={data?.thisMonth}
        icon={<CalendarDays />}
        loading={!data}
      />
      <StatCard
        label="Average Daily"
        value={data?.averageDaily.toFixed(1)}
        icon={<TrendingUp />}
        explanation={statExplanations.averageDaily}
        loading={!data}
      />
      <StatCard
        label="Favorite Tool"
        value={
          <span
            className="line-clamp-2 block text-base sm:text-lg"
            title={data?.favoriteTool ? titleCaseSlug(data.favoriteTool) : undefined}
          >
            {data?.favoriteTool ? titleCaseSlug(data.favoriteTool) : "None yet"}
          </span>
        }
        icon={<Star />}
        loading={!data}
      />
    </div>
  );
}

/** The profile's Usage Statistics: tools used, generations and hours saved. */
export function UsageStatistics() {
  const stats = useGenerationStats();
  if (stats.isError) return <Alert tone="error">{statsError}</Alert>;
  const data = stats.data;
  const rows = [
    ["Tools Used", data?.toolsUsed],
    ["Generations", data?.totalGenerations],
    ["Hours Saved", data ? formatHours(data.timeSavedHours) : undefined],
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
