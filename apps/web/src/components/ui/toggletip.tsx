import { Info } from "lucide-react";
import { Popover } from "radix-ui";
import type { ReactNode } from "react";

/**
 * A toggletip: a small "i" button that shows a short explanation on click, Enter or Space, and
 * hides it on Escape, a second press or a click elsewhere (focus goes back to the button). The
 * button is a 24 px target with a spoken name ("How Time Saved is worked out"); the explanation is
 * a labelled non-modal dialog that screen readers read when it opens.
 */
export function Toggletip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label={label}
        className="inline-flex size-6 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Info aria-hidden="true" className="size-4" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label={label}
          side="bottom"
          align="start"
          sideOffset={6}
          collisionPadding={12}
          className="z-50 max-w-72 rounded-xl border border-slate-200 bg-white p-3 text-sm leading-relaxed text-slate-700 shadow-lg focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {children}
          <Popover.Arrow className="fill-white" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
