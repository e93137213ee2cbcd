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
export const SparklesIcon = icon(
  "M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z",
  "M20 2v4",
  "M22 4h-4",
);
