import { useEffect, useRef } from "react";
import { useSession } from "~/lib/session";

/**
 * On page load, a signed-in user with a payment still pending in browser storage is offered to
 * verify it. The recovery code loads only in that case, so ordinary pages do not pay for it.
 */
export function PendingPaymentCheck() {
  const session = useSession();
  const checked = useRef(false);
  const signedIn = Boolean(session.data);
  useEffect(() => {
    if (!signedIn || checked.current) return;
    checked.current = true;
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem("pendingPayment");
    } catch {
      return;
    }
    if (stored)
      void import("~/features/payments/components/pending-payment-recovery").then((module) =>
        module.offerPendingPaymentRecovery(),
      );
  }, [signedIn]);
  return null;
}
