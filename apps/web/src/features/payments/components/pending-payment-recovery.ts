import { paymentMessages, paymentTimings } from "@outsmart/contracts/payment-messages";
import { toast } from "~/components/ui/toast";
import { checkPaymentStatus } from "../api/check-payment-status";
import { verifyPayment } from "../api/verify-payment";
import {
  clearPendingPayment,
  type PendingPayment,
  readPendingPayment,
} from "../lib/pending-payment-storage";

const packNames = { starter: "Starter", pro: "Pro" } as const;

async function verify(pending: PendingPayment): Promise<void> {
  try {
    const result = await verifyPayment(pending.paymentId, pending.bkashPaymentId);
    if (result.success) {
      clearPendingPayment();
      toast.success(paymentMessages.verified(packNames[pending.packageType]));
      setTimeout(() => window.location.reload(), paymentTimings.reloadAfterSuccessMs);
      return;
    }
    toast.error(result.error ?? paymentMessages.verificationFailed);
  } catch {
    toast.error(paymentMessages.verificationFailed);
  }
  // A payment that has ended without success has nothing left to verify.
  const { payment } = await checkPaymentStatus(pending.paymentId).catch(() => ({
    payment: { status: "pending" as const },
  }));
  if (payment.status === "failed") clearPendingPayment();
}

/** The seed's recovery on page load: a pending payment is offered for verification for 10 s. */
export function offerPendingPaymentRecovery(): void {
  const pending = readPendingPayment();
  if (!pending) return;
  toast.info(paymentMessages.pendingFound, {
    duration: paymentTimings.pendingToastMs,
    action: { label: paymentMessages.verifyAction, onClick: () => void verify(pending) },
  });
}
