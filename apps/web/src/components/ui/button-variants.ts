/**
 * The button styles, apart from the Button component: links styled as buttons use these alone.
 * Written without class-variance-authority or `cn` so light pages (the landing page,
 * the root) do not load them; the call shape is cva's (`buttonVariants({ variant, size })`).
 */
const base =
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0";

const variants = {
  primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700",
  secondary: "bg-brand-50 text-brand-800 hover:bg-brand-100",
  outline: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
  ghost: "text-slate-700 hover:bg-slate-100",
  /** A quiet delete: red text, no fill until hovered. */
  "ghost-destructive": "text-red-700 hover:bg-red-50",
  /** White on a brand-coloured panel. */
  inverse: "border border-white bg-white text-brand-800 hover:bg-brand-50",
  destructive: "bg-red-600 text-white shadow-sm hover:bg-red-700",
  link: "text-brand-700 underline-offset-4 hover:underline",
} as const;

const sizes = {
  sm: "h-8 px-3 text-sm",
  md: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-base",
  icon: "size-10",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export function buttonVariants(
  options: { variant?: ButtonVariant | null; size?: ButtonSize | null } = {},
): string {
  return `${base} ${variants[options.variant ?? "primary"]} ${sizes[options.size ?? "md"]}`;
}
