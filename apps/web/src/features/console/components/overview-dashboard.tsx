import type { Overview, OverviewUnit } from "@outsmart/contracts/console-overview";
import { useId, useMemo } from "react";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { useOverview } from "../api/console-overview-api";
import type { ConsoleOverviewMessages } from "../i18n/console-overview-en";
import { consoleOverviewCatalogue } from "../i18n/console-overview-catalogue";
import { ConsoleLoadError, ConsoleLoading } from "./console-frame";
import { type ChartSeries, TimeChart } from "./time-chart";

const units: readonly OverviewUnit[] = ["day", "week", "month"];
const palette = ["#5b3df5", "#0ea5e9", "#10b981", "#f59e0b", "#ef4444", "#64748b", "#a855f7"];
const sum = (values: number[]) => values.reduce((all, value) => all + value, 0);

/** Revenue, packs, credits, generations by tool and model, failures and active accounts. */
export function OverviewDashboard({
  unit,
  onUnitChange,
}: {
  unit: OverviewUnit;
  onUnitChange: (unit: OverviewUnit) => void;
}) {
  const t = consoleOverviewCatalogue.useMessages();
  const overview = useOverview(unit);
  return (
    <section aria-labelledby="overview-heading" className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h2 id="overview-heading" className="text-lg font-semibold text-slate-900">
            {t.title}
          </h2>
          <p className="text-sm text-slate-600">
            {t.lead} {t.rangeNote[unit]}.
          </p>
        </div>
        <div role="group" aria-label={t.unitLabel} className="flex gap-1">
          {units.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={value === unit}
              onClick={() => onUnitChange(value)}
              className={cn(
                "min-h-10 rounded-lg px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600",
                value === unit
                  ? "bg-brand-600 text-white"
                  : "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
              )}
            >
              {t.units[value]}
            </button>
          ))}
        </div>
      </div>
      {overview.isPending ? (
        <ConsoleLoading label={t.loading} />
      ) : overview.isError ? (
        <ConsoleLoadError error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <Figures overview={overview.data} t={t} />
      )}
    </section>
  );
}

function Figures({ overview, t }: { overview: Overview; t: ConsoleOverviewMessages }) {
  const labels = useMemo(
    () => overview.buckets.map((bucket) => t.period(bucket, overview.unit)),
    [overview, t],
  );
  const { revenue, credits, generations } = overview;
  const cards: Array<[string, string]> = [
    [t.cards.revenue, t.taka(sum(revenue.taka))],
    [t.cards.refunded, t.taka(sum(revenue.refundedTaka))],
    [t.cards.packs, t.count(sum(revenue.packsSold.starter) + sum(revenue.packsSold.pro))],
    [t.cards.creditsSold, t.count(sum(credits.sold))],
    [t.cards.creditsSpent, t.count(sum(credits.spent))],
    [t.cards.generations, t.count(sum(generations.total))],
    [t.cards.activeNow, t.count(overview.activeAccounts.at(-1) ?? 0)],
  ];
  // The server sums the rest under the key "other"; its label is the interface language's.
  const named = (rows: Array<{ key: string; name: string; counts: number[] }>): ChartSeries[] =>
    rows.map((row, index) => ({
      label: row.key === "other" ? t.other : row.name,
      values: row.counts,
      color: palette[index % palette.length] ?? "#64748b",
    }));
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {cards.map(([label, value]) => (
          <div
            key={label}
            className="flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm"
          >
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-lg font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <ChartCard
        title={t.revenueChart}
        labels={labels}
        bars
        series={[
          { label: t.columns.revenue, values: revenue.taka, color: palette[0]! },
          { label: t.columns.refunded, values: revenue.refundedTaka, color: palette[4]! },
        ]}
        format={t.taka}
        t={t}
      />
      <div className="grid gap-5 lg:grid-cols-2">
        <ChartCard
          title={t.packsChart}
          labels={labels}
          bars
          series={[
            { label: t.columns.starter, values: revenue.packsSold.starter, color: palette[1]! },
            { label: t.columns.pro, values: revenue.packsSold.pro, color: palette[0]! },
          ]}
          format={t.count}
          t={t}
        />
        <ChartCard
          title={t.creditsChart}
          labels={labels}
          series={[
            { label: t.columns.sold, values: credits.sold, color: palette[0]! },
            { label: t.columns.spent, values: credits.spent, color: palette[2]! },
            { label: t.columns.givenBack, values: credits.refunded, color: palette[3]! },
            { label: t.columns.clawedBack, values: credits.clawedBack, color: palette[4]! },
          ]}
          format={t.count}
          t={t}
        />
        <ChartCard
          title={t.generationsByTool}
          labels={labels}
          series={named(generations.byTool.map((row) => ({ ...row, key: row.slug })))}
          format={t.count}
          t={t}
        />
        <ChartCard
          title={t.generationsByModel}
          labels={labels}
          series={named(generations.byModel.map((row) => ({ ...row, key: row.id })))}
          format={t.count}
          t={t}
        />
      </div>
      <ChartCard
        title={t.activeChart}
        labels={labels}
        bars
        series={[
          { label: t.columns.accounts, values: overview.activeAccounts, color: palette[1]! },
        ]}
        format={t.count}
        t={t}
      />
      <Card className="flex flex-col gap-2 p-4">
        <h3 className="font-semibold text-slate-900">{t.failuresTitle}</h3>
        <p className="text-sm text-slate-600">{t.failuresLead}</p>
        {overview.failuresByProvider.length === 0 ? (
          <p className="text-sm text-slate-600">{t.nothingYet}</p>
        ) : (
          <div>
            <table className="w-full table-fixed break-words text-left text-sm">
              <caption className="sr-only">{t.failuresTitle}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-600">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t.columns.provider}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t.columns.attempts}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t.columns.failed}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {t.columns.rate}
                  </th>
                </tr>
              </thead>
              <tbody>
                {overview.failuresByProvider.map((row) => (
                  <tr key={row.provider} className="border-b border-slate-100">
                    <th scope="row" className="py-2 pr-3 font-medium text-slate-900" lang="en">
                      {row.name}
                    </th>
                    <td className="py-2 pr-3">{t.count(row.attempts)}</td>
                    <td className="py-2 pr-3">{t.count(row.failed)}</td>
                    <td className="py-2">
                      {row.attempts === 0 ? "—" : t.percent((row.failed / row.attempts) * 100)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </div>
  );
}

/** A chart and, for screen readers and exact figures, the same values as a table. */
function ChartCard({
  title,
  labels,
  series,
  bars = false,
  format,
  t,
}: {
  title: string;
  labels: string[];
  series: ChartSeries[];
  bars?: boolean;
  format: (value: number) => string;
  t: ConsoleOverviewMessages;
}) {
  const id = useId();
  const empty = series.every((line) => sum(line.values) === 0);
  return (
    <Card className="min-w-0">
      <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 p-4">
        <h3 id={`${id}-title`} className="font-semibold text-slate-900">
          {title}
        </h3>
        {empty ? (
          <p className="text-sm text-slate-600">{t.nothingYet}</p>
        ) : (
          <>
            <ul
              className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700"
              aria-hidden="true"
            >
              {series.map((line) => (
                <li key={line.label} className="flex items-center gap-1.5">
                  <span className="size-2.5 rounded-sm" style={{ backgroundColor: line.color }} />
                  {line.label}
                </li>
              ))}
            </ul>
            <TimeChart labels={labels} series={series} bars={bars} />
            <details className="text-sm">
              <summary className="cursor-pointer font-medium text-brand-700">{t.table}</summary>
              <div className="mt-2">
                <table
                  className="w-full table-fixed break-words text-left text-xs sm:text-sm"
                  aria-labelledby={`${id}-title`}
                >
                  <thead>
                    <tr className="border-b border-slate-200 text-slate-600">
                      <th scope="col" className="py-1.5 pr-3 font-medium">
                        {t.columns.period}
                      </th>
                      {series.map((line) => (
                        <th key={line.label} scope="col" className="py-1.5 pr-3 font-medium">
                          {line.label}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {labels.map((label, index) => (
                      <tr key={label} className="border-b border-slate-100">
                        <th scope="row" className="py-1.5 pr-3 font-medium text-slate-900">
                          {label}
                        </th>
                        {series.map((line) => (
                          <td key={line.label} className="py-1.5 pr-3">
                            {format(line.values[index] ?? 0)}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          </>
        )}
      </section>
    </Card>
  );
}
