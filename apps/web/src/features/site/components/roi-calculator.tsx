import { useId, useState } from "react";
import {
  ROI_DEFAULT,
  ROI_MAX,
  ROI_MIN,
  ROI_SAVINGS_RATE,
  ROI_STEP,
  estimatedSavings,
  formatCurrency,
  normaliseSpend,
} from "../lib/roi";

/**
 * The seed's ROI slider: a native range input (arrow keys, Page Up/Down, Home/End all work and
 * screen readers announce the amount), with the spend and 25% estimated savings beside it.
 */
export function RoiCalculator() {
  const [spend, setSpend] = useState(ROI_DEFAULT);
  const id = useId();
  const savings = estimatedSavings(spend);
  const percent = ((spend - ROI_MIN) / (ROI_MAX - ROI_MIN)) * 100;
  return (
    <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
      <label htmlFor={id} className="text-base font-semibold text-slate-900">
        Your monthly ad spend
      </label>
      <input
        id={id}
        type="range"
        min={ROI_MIN}
        max={ROI_MAX}
        step={ROI_STEP}
        value={spend}
        aria-valuetext={formatCurrency(spend)}
        onChange={(event) => setSpend(normaliseSpend(Number(event.target.value)))}
        className="roi-range mt-6 w-full"
        style={{ "--roi-fill": `${percent}%` } as React.CSSProperties}
      />
      <div className="mt-2 flex justify-between text-xs text-slate-500" aria-hidden="true">
        <span>{formatCurrency(ROI_MIN)}</span>
        <span>{formatCurrency(ROI_MAX)}</span>
      </div>
      <dl className="mt-8 grid gap-4 sm:grid-cols-2">
        <div className="rounded-2xl bg-slate-50 p-5">
          <dt className="text-sm font-medium text-slate-600">Monthly ad spend</dt>
          <dd
            className="mt-1 text-3xl font-bold text-slate-900 tabular-nums"
            data-testid="roi-spend"
          >
            {formatCurrency(spend)}
          </dd>
        </div>
        <div className="rounded-2xl bg-emerald-50 p-5">
          <dt className="text-sm font-medium text-emerald-800">Estimated monthly savings</dt>
          <dd
            className="mt-1 text-3xl font-bold text-emerald-800 tabular-nums"
            data-testid="roi-savings"
          >
            {formatCurrency(savings)}
          </dd>
        </div>
      </dl>
      <p className="mt-6 text-sm leading-6 text-slate-600">
        An estimate, not a promise: it assumes sharper targeting, tested copy and a planned budget
        split cut wasted spend by {Math.round(ROI_SAVINGS_RATE * 100)}%. Your results depend on your
        market and campaigns.
      </p>
    </div>
  );
}
