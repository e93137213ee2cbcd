import { Info } from "lucide-react";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { toggletipButtonClass } from "./toggletip-button";

const loadPopover = () => import("./toggletip-popover");
const ToggletipPopover = lazy(loadPopover);
const preload = () => void loadPopover();

/**
 * A toggletip: a small "i" button that shows a short explanation on click, Enter or Space. The
 * button is a 24 px target with a spoken name ("How Time Saved is worked out"). Until the first
 * press it is a plain button: the popover and its positioning library load when the pointer or
 * focus reaches it (docs/decisions/0055-signed-in-javascript.md).
 */
export function Toggletip({ label, children }: { label: string; children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const button = (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={false}
      className={toggletipButtonClass}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setWanted(true)}
    >
      <Info aria-hidden="true" className="size-4" />
    </button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <ToggletipPopover label={label}>{children}</ToggletipPopover>
    </Suspense>
  );
}
