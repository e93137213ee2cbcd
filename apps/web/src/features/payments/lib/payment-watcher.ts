import { paymentMessages, paymentTimings } from "@outsmart/contracts/payment-messages";
import { toast } from "sonner";
import { checkPaymentStatus } from "../api/check-payment-status";
import { markProcessing } from "./payment-processing";
import { clearPendingPayment, type PendingPayment } from "./pending-payment-storage";

/**
 * Polls an open payment every 5 s, as the seed says, outside any one screen so moving around the
 * app does not stop it. Success: toast and reload after 2 s; failure: toast; 10 minutes still
 * pending: give up with the seed's timeout message (the stored payment stays, so the recovery
 * toast can offer to verify it later). Errors while polling are ignored.
 */
export function watchPayment(payment: PendingPayment, options: { now?: () => number } = {}): void {
  const now = options.now ?? Date.now;
  const started = now();
  markProcessing(payment.packageType);
  const stop = () => {
    clearInterval(timer);
    markProcessing(undefined);
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
