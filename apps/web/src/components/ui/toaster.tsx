import { useEffect, useSyncExternalStore } from "react";
import { Toaster as SonnerToaster } from "sonner";
import {
  shownInterfaceLanguage,
  subscribeToInterfaceLanguage,
} from "~/lib/i18n/interface-language";
import { toasterMounted } from "./toast";

/**
 * The seed's notification rules: one toast visible at a time, 5 s by default; bottom right, clear
 * of the header's plan, credits and account menu (issue 14). Sonner's close button is 20 px; it is
 * enlarged to a 24 px target (WCAG 2.5.8) with its icon unchanged. Loaded on first use by
 * ToastHost (toast-host.tsx).
 */
const TOAST_DURATION_MS = 5000;

export default function Toaster() {
  // Sonner subscribes to new toasts in its own effect, which runs before this one.
  useEffect(toasterMounted, []);
  // The toasts speak the screens' language (docs/i18n.md): the toaster is outside their provider.
  const language = useSyncExternalStore(
    subscribeToInterfaceLanguage,
    shownInterfaceLanguage,
    () => "en",
  );
  return (
    <div lang={language}>
      <SonnerToaster
        visibleToasts={1}
        duration={TOAST_DURATION_MS}
        position="bottom-right"
        richColors
        closeButton
        toastOptions={{ classNames: { closeButton: "size-6!" } }}
      />
    </div>
  );
}
