import { paymentTimings } from "@outsmart/contracts/payment-messages";
import { toast } from "~/components/ui/toast";
import { checkPaymentStatus } from "../api/check-payment-status";
import { verifyPayment } from "../api/verify-payment";
import { pageLanguage, paymentToastTexts } from "../lib/payment-toast-texts";
import {
  clearPendingPayment,
  type PendingPayment,
  readPendingPayment,
} from "../lib/pending-payment-storage";

async function verify(pending: PendingPayment): Promise<void> {
  const t = await paymentToastTexts();
  try {
    const result = await verifyPayment(pending.paymentId, pending.bkashPaymentId);
    if (result.success) {
      clearPendingPayment();
      toast.success(t.verified(pending.packageType));
      setTimeout(() => window.location.reload(), paymentTimings.reloadAfterSuccessMs);
      return;
    }
    // The server's reason is English: another language says it failed in its own words.
    toast.error(
      pageLanguage() === "en" ? (result.error ?? t.verificationFailed) : t.verificationFailed,
    );
  } catch {
    toast.error(t.verificationFailed);
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
  void paymentToastTexts().then((t) =>
    toast.info(t.pendingFound, {
      duration: paymentTimings.pendingToastMs,
      action: { label: t.verifyAction, onClick: () => void verify(pending) },
    }),
  );
}
