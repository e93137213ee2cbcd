import { Toaster as SonnerToaster } from "sonner";

/**
 * The seed's notification rules: one toast visible at a time, 5 s by default; bottom right, clear
 * of the header's plan, credits and account menu (issue 14). Sonner's close button is 20 px; it is
 * enlarged to a 24 px target (WCAG 2.5.8) with its icon unchanged.
 */
export const TOAST_DURATION_MS = 5000;

export function Toaster() {
  return (
    <SonnerToaster
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      position="bottom-right"
      richColors
      closeButton
      toastOptions={{ classNames: { closeButton: "size-6!" } }}
    />
  );
}
