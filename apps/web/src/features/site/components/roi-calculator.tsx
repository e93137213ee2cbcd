import { type ReactNode, useId, useState } from "react";
import {
  ROI_DEFAULT,
  ROI_MAX,
  ROI_MIN,
  ROI_STEP,
  estimatedSavings,
  normaliseSpend,
} from "../lib/roi";
import type { SiteMessages } from "../i18n/site-en";

/**
 * The seed's ROI slider: a native range input (arrow keys, Page Up/Down, Home/End all work and
 * screen readers announce the amount), with the spend and 25% estimated savings beside it. The
 * note under it is static (`note`: on the landing page it hydrates with the sections below the fold).
 */
export function RoiCalculator({ m, note }: { m: SiteMessages; note: ReactNode }) {
  const formatCurrency = m.taka;
  const [spend, setSpend] = useState(ROI_DEFAULT);
  const id = useId();
  const savings = estimatedSavings(spend);
  const percent = ((spend - ROI_MIN) / (ROI_MAX - ROI_MIN)) * 100;
  return (
    <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
      <label htmlFor={id} className="text-base font-semibold text-slate-900">
        {m.roiLabel}
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
          <dt className="text-sm font-medium text-slate-600">{m.roiSpend}</dt>
          <dd
            className="mt-1 text-3xl font-bold text-slate-900 tabular-nums"
            data-testid="roi-spend"
          >
            {formatCurrency(spend)}
          </dd>
        </div>
        <div className="rounded-2xl bg-emerald-50 p-5">
          <dt className="text-sm font-medium text-emerald-800">{m.roiSavings}</dt>
          <dd
            className="mt-1 text-3xl font-bold text-emerald-800 tabular-nums"
            data-testid="roi-savings"
          >
            {formatCurrency(savings)}
          </dd>
        </div>
      </dl>
      {note}
    </div>
  );
}
