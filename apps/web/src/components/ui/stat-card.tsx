import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { Skeleton } from "./skeleton";
import { Toggletip } from "./toggletip";

/**
 * One figure with its label. The label and value form a description-list pair, so screen readers
 * read "Tools Used: 3". While loading, a placeholder keeps the layout still.
 */
export function StatCard({
  label,
  value,
  icon,
  hint,
  explanation,
  explanationLabel = `How ${label} is worked out`,
  loading = false,
  className,
}: {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  hint?: ReactNode;
  /** What the figure measures and how it is worked out, behind an "i" toggletip beside the label. */
  explanation?: ReactNode;
  /** The toggletip's name; "How Time Saved is worked out" unless given (another language). */
  explanationLabel?: string;
  loading?: boolean;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex items-start justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5",
        className,
      )}
    >
      <dl className="flex min-w-0 flex-col gap-1">
        <dt className="text-sm font-medium text-slate-600">{label}</dt>
        <dd className="text-2xl font-bold tracking-tight break-words text-slate-900">
          {loading ? <Skeleton className="h-8 w-16" /> : value}
        </dd>
        {hint ? <dd className="text-xs text-slate-500">{hint}</dd> : null}
      </dl>
      <div className="flex shrink-0 items-start gap-1">
        {explanation ? <Toggletip label={explanationLabel}>{explanation}</Toggletip> : null}
        {icon ? (
          <span
            aria-hidden="true"
            className="hidden size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:flex [&_svg]:size-5"
          >
            {icon}
          </span>
        ) : null}
      </div>
    </div>
  );
}
