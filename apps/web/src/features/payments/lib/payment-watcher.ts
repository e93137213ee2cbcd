import {
  PAYMENT_RESULT_CHANNEL,
  type PaymentResultMessage,
  paymentTimings,
} from "@outsmart/contracts/payment-messages";
import { toast } from "~/components/ui/toast";
import { checkPaymentStatus } from "../api/check-payment-status";
import { paymentToastTexts } from "./payment-toast-texts";
import { markProcessing } from "./payment-processing";
import { clearPendingPayment, type PendingPayment } from "./pending-payment-storage";

/**
 * Polls an open payment every 5 s, as the seed says, outside any one screen so moving around the
 * app does not stop it. Success: toast and reload after 2 s; failure: toast; 10 minutes still
 * pending: give up with the seed's timeout message (the stored payment stays, so the recovery
 * toast can offer to verify it later). Errors while polling are ignored.
 */
export function watchPayment(
  payment: Pick<PendingPayment, "paymentId" | "packageType">,
  options: { now?: () => number } = {},
): void {
  const now = options.now ?? Date.now;
  const started = now();
  markProcessing(payment.packageType);
  let stopped = false;
  const stop = () => {
    stopped = true;
    clearInterval(timer);
    channel?.close();
    markProcessing(undefined);
  };
  const fail = () => {
    stop();
    clearPendingPayment();
    void paymentToastTexts().then((t) => toast.error(t.failed));
  };
  const check = async () => {
    if (stopped) return;
    if (now() - started >= paymentTimings.giveUpAfterMs) {
      stop();
      void paymentToastTexts().then((t) => toast.error(t.timeout));
      return;
    }
    try {
      const { payment: state } = await checkPaymentStatus(payment.paymentId);
      if (state.status === "success") {
        stop();
        clearPendingPayment();
        void paymentToastTexts().then((t) => toast.success(t.succeeded));
        setTimeout(() => window.location.reload(), paymentTimings.reloadAfterSuccessMs);
      } else if (state.status === "failed") {
        fail();
      }
    } catch {
      // the seed ignores polling errors; the next tick tries again
    }
  };
  const timer = setInterval(() => void check(), paymentTimings.pollIntervalMs);
  // The bKash tab's last page says how it ended: a failure or cancel there ends the wait here
  // (bKash itself keeps calling such a payment "Initiated"); a success is checked at once.
  const channel =
    typeof BroadcastChannel === "undefined"
      ? undefined
      : new BroadcastChannel(PAYMENT_RESULT_CHANNEL);
  channel?.addEventListener("message", (event: MessageEvent<PaymentResultMessage>) => {
    if (event.data?.paymentId !== payment.paymentId || stopped) return;
    if (event.data.outcome === "failed") fail();
    else if (event.data.outcome === "success") void check();
  });
}
