import { paymentMessages, paymentTimings } from "@outsmart/contracts/payment-messages";
import type { PackId } from "@outsmart/contracts/plans";
import { useSyncExternalStore } from "react";
import { toast } from "sonner";
import { checkPaymentStatus } from "../api/check-payment-status";
import { clearPendingPayment, type PendingPayment } from "./pending-payment-storage";

/**
 * Polls an open payment every 5 s, as the seed says, outside any one screen so moving around the
 * app does not stop it. Success: toast and reload after 2 s; failure: toast; 10 minutes still
 * pending: give up with the seed's timeout message (the stored payment stays, so the recovery
 * toast can offer to verify it later). Errors while polling are ignored.
 */
let processingPackId: PackId | undefined;
const listeners = new Set<() => void>();

function setProcessing(packId: PackId | undefined) {
  processingPackId = packId;
  for (const listener of listeners) listener();
}

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
  setProcessing(packId);
}

export function watchPayment(payment: PendingPayment, options: { now?: () => number } = {}): void {
  const now = options.now ?? Date.now;
  const started = now();
  setProcessing(payment.packageType);
  const stop = () => {
    clearInterval(timer);
    setProcessing(undefined);
  };
  const timer = setInterval(async () => {
    if (now() - started >= paymentTimings.giveUpAfterMs) {
      stop();
      toast.error(paymentMessages.timeout);
      return;
    }
    try {
      const { payment: state } = await checkPaymentStatus(payment.paymentId);
      if (state.status === "success") {
        stop();
        clearPendingPayment();
        toast.success(paymentMessages.succeeded);
        setTimeout(() => window.location.reload(), paymentTimings.reloadAfterSuccessMs);
      } else if (state.status === "failed") {
        stop();
        clearPendingPayment();
        toast.error(paymentMessages.failed);
      }
    } catch {
      // the seed ignores polling errors; the next tick tries again
    }
  }, paymentTimings.pollIntervalMs);
}
