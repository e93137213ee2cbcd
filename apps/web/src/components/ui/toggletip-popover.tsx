import { Info } from "lucide-react";
import { Popover } from "radix-ui";
import type { ReactNode } from "react";
import { toggletipButtonClass } from "./toggletip-button";

/**
 * The toggletip's explanation, a labelled non-modal dialog that screen readers read when it opens;
 * Escape, a second press or a click elsewhere hides it (focus goes back to the button). Loaded by
 * `toggletip.tsx` on the first press, and then drawn open.
 */
export default function ToggletipPopover({
  label,
  children,
}: {
  label: string;
  children: ReactNode;
}) {
  return (
    <Popover.Root defaultOpen>
      <Popover.Trigger aria-label={label} className={toggletipButtonClass}>
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
