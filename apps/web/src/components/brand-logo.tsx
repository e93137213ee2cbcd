import { Link } from "react-router";
import { paths } from "@outsmart/contracts/routes";
import { cn } from "~/lib/cn";

export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("size-8", className)}>
      <rect width="32" height="32" rx="8" className="fill-brand-600" />
      <path d="M16 7a9 9 0 1 0 9 9h-4.5A4.5 4.5 0 1 1 16 11.5Z" className="fill-white" />
      <circle cx="22.5" cy="9.5" r="2.5" className="fill-emerald-300" />
    </svg>
  );
}

/** The logo link to the home page used by every header. */
export function BrandLogo({ className }: { className?: string }) {
  return (
    <Link
      to={paths.home}
      className={cn(
        "inline-flex items-center gap-2 rounded-md font-bold text-slate-900",
        className,
      )}
    >
      <BrandMark />
      <span className="text-lg tracking-tight">Outsmart</span>
    </Link>
  );
}
