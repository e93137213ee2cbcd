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
import { WORDS_PER_MINUTE_SAVED } from "@outsmart/contracts/time-saved";
import { titleCaseSlug } from "@outsmart/contracts/tool-catalogue";
import { Alert } from "~/components/ui/alert";
import { Skeleton } from "~/components/ui/skeleton";
import { StatCard } from "~/components/ui/stat-card";
import { useGenerationStats } from "../api/get-generation-stats";
import { formatHours } from "../lib/format";

/** What each figure measures (product decisions §6), shown behind the card's "i" toggletip. */
export const statExplanations = {
  averageDaily:
    "Successful generations this month ÷ the days of the month so far (Asia/Dhaka time), to one decimal.",
  timeSaved: `Words in your successful generations ÷ ${WORDS_PER_MINUTE_SAVED} words a minute (the time writing them yourself would take), in hours to one decimal.`,
  successRate:
    "Successful generations ÷ generations that succeeded or failed (ones you stopped are left out) × 100, rounded. 100% until your first one.",
} as const;

const statsError = "Your statistics could not be loaded. Refresh to try again.";

/** The home page's four cards (product decisions §6): a new user sees 0, 0, 0h and 100%. */
export function DashboardStatCards() {
  const stats = useGenerationStats();
  if (stats.isError) return <Alert tone="error">{statsError}</Alert>;
  const data = stats.data;
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" data-testid="dashboard-stats">
      <StatCard label="Tools Used" value={data?.toolsUsed} icon={<Wrench />} loading={!data} />
      <StatCard
        label="Content Generated"
        value={data?.totalGenerations}
        icon={<FileText />}
        loading={!data}
      />
      <StatCard
        label="Time Saved"
        value={data ? formatHours(data.timeSavedHours) : null}
        icon={<Clock />}
        explanation={statExplanations.timeSaved}
        loading={!data}
      />
      <StatCard
        label="Success Rate"
        value={data ? `${data.successRate}%` : null}
        icon={<CheckCircle2 />}
        explanation={statExplanations.successRate}
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
