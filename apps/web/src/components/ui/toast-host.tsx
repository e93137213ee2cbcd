import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { isToasterRequested, requestToaster, subscribeToToasterRequest } from "./toast";

const Toaster = lazy(() => import("./toaster"));

/**
 * Where the toaster lives: nothing until the first tap, key press or toast, then Sonner's region
 * (so it is in the page, and announced, before an action's toast arrives).
 */
export function ToastHost() {
  const requested = useSyncExternalStore(
    subscribeToToasterRequest,
    isToasterRequested,
    () => false,
  );
  useEffect(() => {
    if (requested) return;
    const options = { capture: true, once: true, passive: true } as const;
    window.addEventListener("pointerdown", requestToaster, options);
    window.addEventListener("keydown", requestToaster, options);
    return () => {
      window.removeEventListener("pointerdown", requestToaster, options);
      window.removeEventListener("keydown", requestToaster, options);
    };
  }, [requested]);
  return requested ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
