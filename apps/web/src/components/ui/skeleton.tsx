import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/** A grey placeholder block for content that is loading; hidden from screen readers. */
export function Skeleton({
  className,
  shape = "block",
  ...props
}: ComponentProps<"div"> & { shape?: "block" | "round" }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        "animate-pulse bg-slate-200",
        shape === "round" ? "rounded-full" : "rounded-md",
        className,
      )}
      {...props}
    />
  );
}
