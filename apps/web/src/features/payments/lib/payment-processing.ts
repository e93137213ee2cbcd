import type { PackId } from "@outsmart/contracts/plans";
import { useSyncExternalStore } from "react";

/**
 * Which pack's payment is being opened or watched ("Processing..." on its card), kept outside any
 * one screen so moving around the app does not lose it. Light on purpose (no API client, no
 * toasts): the prerendered pricing page reads it while hydrating.
 */
let processingPackId: PackId | undefined;
const listeners = new Set<() => void>();

export function usePaymentProcessing(): PackId | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => processingPackId,
    () => undefined,
  );
}

export function markProcessing(packId: PackId | undefined): void {
  processingPackId = packId;
  for (const listener of listeners) listener();
}
