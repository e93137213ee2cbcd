import type { ReactNode, RefObject } from "react";
import { Sheet, SheetContent } from "~/components/ui/sheet";

/**
 * The dashboard's navigation as a sheet on small screens. Loaded by the protected layout when the
 * menu button is first reached (the dialog library is not needed to draw a screen); focus returns
 * to that button when the sheet closes.
 */
export default function NavigationSheet({
  open,
  onOpenChange,
  returnFocusTo,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        title="Navigation menu"
        className="lg:hidden"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        {children}
      </SheetContent>
    </Sheet>
  );
}
