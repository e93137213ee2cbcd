import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export function Card({
  className,
  tone = "default",
  ...props
}: ComponentProps<"section"> & { tone?: "default" | "danger" }) {
  return (
    <section
      className={cn(
        "rounded-2xl border bg-white shadow-sm",
        tone === "danger" ? "border-red-200" : "border-slate-200",
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return (
    <div className={cn("flex flex-col gap-1 p-5 pb-0 sm:p-6 sm:pb-0", className)} {...props} />
  );
}

export function CardTitle({ className, children, ...props }: ComponentProps<"h2">) {
  return (
    <h2 className={cn("text-lg font-semibold text-slate-900", className)} {...props}>
      {children}
    </h2>
  );
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("text-sm text-slate-600", className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("p-5 sm:p-6", className)} {...props} />;
}
