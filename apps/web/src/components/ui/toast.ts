import type { ExternalToast } from "sonner";

/**
 * The app's notifications. Sonner (9 KiB gzip) is not part of any screen's first load
 * (docs/decisions/0070-signed-in-javascript-second-round.md): the toaster is mounted on the visitor's first
 * tap or key press, or by the first toast, whichever comes first, and a toast shown before it
 * has mounted waits for it instead of being lost.
 */
type Kind = "success" | "error" | "info";

let requested = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Asks the host to mount the toaster (once). */
export function requestToaster(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

export function subscribeToToasterRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isToasterRequested(): boolean {
  return requested;
}

/** Called by the toaster once Sonner listens, so the toasts waiting for it can be shown. */
export function toasterMounted(): void {
  markMounted();
}

/** Sonner's `toast`, once the toaster listens. */
const whenMounted = () => Promise.all([import("sonner"), mounted]).then(([sonner]) => sonner.toast);

function show(kind: Kind, message: string, options?: ExternalToast): void {
  requestToaster();
  void whenMounted().then((sonnerToast) => sonnerToast[kind](message, options));
}

/** Takes a toast shown with `options.id` off the screen (nothing to do before any was shown). */
function dismiss(id: string): void {
  if (requested) void whenMounted().then((sonnerToast) => sonnerToast.dismiss(id));
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
  info: (message: string, options?: ExternalToast) => show("info", message, options),
  dismiss,
};
