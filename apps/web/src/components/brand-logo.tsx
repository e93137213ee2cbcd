import { Link } from "react-router";
import { paths } from "@outsmart/contracts/routes";
import { cn } from "~/lib/cn";
import { BrandMark } from "./brand-mark";

export { BrandMark };

/** The logo link to the home page used by every header; `light` on a dark or coloured panel. */
export function BrandLogo({
  className,
  tone = "dark",
}: {
  className?: string;
  tone?: "dark" | "light";
}) {
  return (
    <Link
      to={paths.home}
      className={cn(
        "inline-flex items-center gap-2 rounded-md font-bold",
        tone === "light" ? "text-white" : "text-slate-900",
        className,
      )}
    >
      <BrandMark />
      <span className="text-lg tracking-tight">Outsmart</span>
    </Link>
  );
}
