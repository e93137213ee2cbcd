import { paymentMessages } from "@outsmart/contracts/payment-messages";
import { type PackId, plans } from "@outsmart/contracts/plans";
import { paths } from "@outsmart/contracts/routes";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { errorMessage } from "~/lib/api-error";
import { useSession } from "~/lib/session";
import { createPayment } from "../api/create-payment";
import { markProcessing, usePaymentProcessing, watchPayment } from "../lib/payment-watcher";
import { writePendingPayment } from "../lib/pending-payment-storage";

/**
 * "Pay with bKash": the seed's flow. Signed out → toast and sign in (returning to pricing).
 * Signed in → the card shows "Processing...", the payment is created, bKash's page opens in a new
 * tab, the payment is remembered in browser storage, and its status is polled until it ends.
 */
export function usePurchase() {
  const session = useSession();
  const navigate = useNavigate();
  const processingPackId = usePaymentProcessing();

  const purchase = async (packId: PackId) => {
    if (!session.data) {
      toast.error(paymentMessages.loginRequired);
      await navigate(`${paths.auth}?redirect=${encodeURIComponent(paths.pricing)}`);
      return;
    }
    if (processingPackId) return;
    markProcessing(packId);
    // Opened now, inside the click, so popup blockers allow it; it is pointed at bKash below.
    const tab = window.open("about:blank", "_blank");
    try {
      const amount = plans[packId].priceBdt;
      const payment = await createPayment(packId, amount);
      const pending = {
        paymentId: payment.paymentId,
        bkashPaymentId: payment.bkashPaymentId,
        packageType: packId,
        amount,
      };
      writePendingPayment(pending);
      if (tab && !tab.closed) {
        tab.opener = null;
        tab.location.href = payment.paymentUrl;
      } else {
        toast.info("Your browser blocked the bKash tab.", {
          description: "Open it to finish paying; this page will notice when you are done.",
          duration: Number.POSITIVE_INFINITY,
          action: {
            label: "Open bKash",
            onClick: () => window.open(payment.paymentUrl, "_blank", "noopener"),
          },
        });
      }
      watchPayment(pending);
    } catch (error) {
      tab?.close();
      markProcessing(undefined);
      toast.error(paymentMessages.createFailed, {
        description: errorMessage(error, "Please try again in a moment."),
      });
    }
  };

  return {
    purchase: (packId: PackId) => void purchase(packId),
    processingPackId,
    /**
     * False until the session is known (and before the prerendered page hydrates): a click then
     * would send a signed-in user to sign in, so the buttons wait.
     */
    ready: !session.isPending,
  };
}
