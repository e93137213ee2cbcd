import type { ReactNode } from "react";

/**
 * The few icons the landing page shows, drawn inline (Lucide's shapes, ISC licence) instead of
 * importing lucide-react, whose runtime the landing page's JavaScript budget cannot spare.
 */
export type SiteIcon = (props: { className?: string }) => ReactNode;

/** An icon from path data (circles written as two arcs). */
export function icon(...paths: string[]): SiteIcon {
  return function Icon({ className = "size-5" }) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        className={className}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

export const MenuIcon = icon("M4 5h16", "M4 12h16", "M4 19h16");
export const CloseIcon = icon("M18 6 6 18", "m6 6 12 12");
export const CheckIcon = icon("M20 6 9 17l-5-5");
export const ChevronDownIcon = icon("m6 9 6 6 6-6");
export const SparklesIcon = icon(
  "M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z",
  "M20 2v4",
  "M22 4h-4",
);
export const RocketIcon = icon(
  "M12 15v5s3.03-.55 4-2c1.08-1.62 0-5 0-5",
  "M4.5 16.5c-1.5 1.26-2 5-2 5s3.74-.5 5-2c.71-.84.7-2.13-.09-2.91a2.18 2.18 0 0 0-2.91-.09",
  "M9 12a22 22 0 0 1 2-3.95A12.88 12.88 0 0 1 22 2c0 2.72-.78 7.5-6 11a22.4 22.4 0 0 1-4 2z",
  "M9 12H4s.55-3.03 2-4c1.62-1.08 5 .05 5 .05",
);
export const ChartIcon = icon("M3 3v16a2 2 0 0 0 2 2h16", "M18 17V9", "M13 17V5", "M8 17v-3");
export const DashboardIcon = icon(
  "M4 3h5a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z",
  "M15 3h5a1 1 0 0 1 1 1v3a1 1 0 0 1-1 1h-5a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z",
  "M15 12h5a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1h-5a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1z",
  "M4 16h5a1 1 0 0 1 1 1v3a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-3a1 1 0 0 1 1-1z",
);
export const BagIcon = icon(
  "M16 10a4 4 0 0 1-8 0",
  "M3.103 6.034h17.794",
  "M3.4 5.467a2 2 0 0 0-.4 1.2V20a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6.667a2 2 0 0 0-.4-1.2l-2-2.667A2 2 0 0 0 17 2H7a2 2 0 0 0-1.6.8z",
);
export const BuildingIcon = icon(
  "M6 22V4a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v18Z",
  "M6 12H4a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h2",
  "M18 9h2a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-2",
  "M10 6h4",
  "M10 10h4",
  "M10 14h4",
  "M10 18h4",
);
export const CodeIcon = icon("m18 16 4-4-4-4", "m6 8-4 4 4 4", "m14.5 4-5 16");
