import { CircleAlert, CircleCheck, Info } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

const tones = {
  error: { icon: CircleAlert, className: "border-red-200 bg-red-50 text-red-800" },
  success: { icon: CircleCheck, className: "border-emerald-200 bg-emerald-50 text-emerald-800" },
  info: { icon: Info, className: "border-brand-200 bg-brand-50 text-brand-900" },
} as const;

/** An inline message. Errors are announced to screen readers as they appear. */
export function Alert({
  tone = "info",
  children,
  className,
}: {
  tone?: keyof typeof tones;
  children: ReactNode;
  className?: string;
}) {
  const { icon: Icon, className: toneClass } = tones[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn("flex gap-2 rounded-lg border px-3 py-2.5 text-sm", toneClass, className)}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
