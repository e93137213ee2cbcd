import { Toaster as SonnerToaster } from "sonner";

/** The seed's notification rules: one toast visible at a time, 5 s by default. */
export const TOAST_DURATION_MS = 5000;

export function Toaster() {
  return (
    <SonnerToaster
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      position="top-right"
      richColors
      closeButton
    />
  );
}
