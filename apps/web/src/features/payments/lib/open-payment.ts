import { paymentMessages } from "@outsmart/contracts/payment-messages";
import { type PackId, plans } from "@outsmart/contracts/plans";
import { toast } from "~/components/ui/toast";
import { errorMessage } from "~/lib/api-error";
import { createPayment } from "../api/create-payment";
import { markProcessing } from "./payment-processing";
import { watchPayment } from "./payment-watcher";
import { writePendingPayment } from "./pending-payment-storage";

/**
 * A signed-in user's purchase, after the click: creates the payment, points the tab opened in the
 * click at bKash's page (or offers a button when the browser blocked it), remembers the payment in
 * browser storage and polls its status until it ends. Loaded on the first click (usePurchase), so
 * the pricing page does not load the API client and the toasts to show its buttons.
 */
export async function openPayment(packId: PackId, tab: Window | null): Promise<void> {
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
}
