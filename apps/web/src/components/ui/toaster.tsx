import { Toaster as SonnerToaster } from "sonner";

/** The seed's notification rules: one toast visible at a time, 5 s by default; bottom right, clear of the header's plan, credits and account menu (issue 14). */
export const TOAST_DURATION_MS = 5000;

export function Toaster() {
  return (
    <SonnerToaster
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      position="bottom-right"
      richColors
      closeButton
    />
  );
}
