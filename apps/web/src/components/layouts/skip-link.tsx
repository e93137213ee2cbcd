import { useLocation } from "react-router";

export const MAIN_CONTENT_ID = "main-content";
/** The id of a tool page's form (features/tools/components/tool-workspace.tsx). */
const TOOL_FORM_ID = "tool-form";

const FIELD =
  "input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])";

/**
 * The first thing Tab reaches on a signed-in page (WCAG 2.4.1): hidden until focused, then shown
 * over the header. On a tool page it reads "Skip to the form" and puts focus in the first field
 * (the sidebar holds 30-odd links before it); elsewhere "Skip to main content".
 */
export function SkipLink() {
  const { pathname } = useLocation();
  const onToolPage = pathname.startsWith("/tools/");
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        const field = onToolPage
          ? document.getElementById(TOOL_FORM_ID)?.querySelector<HTMLElement>(FIELD)
          : null;
        const target = field ?? document.getElementById(MAIN_CONTENT_ID);
        if (!target) return;
        event.preventDefault();
        target.focus();
      }}
      className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {onToolPage ? "Skip to the form" : "Skip to main content"}
    </a>
  );
}
