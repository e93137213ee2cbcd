/**
 * The Outsmart mark, light enough for the root and the landing page: `className` replaces the
 * default size.
 */
export function BrandMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" className="fill-brand-600" />
      <path d="M16 7a9 9 0 1 0 9 9h-4.5A4.5 4.5 0 1 1 16 11.5Z" className="fill-white" />
      <circle cx="22.5" cy="9.5" r="2.5" className="fill-emerald-300" />
    </svg>
  );
}
