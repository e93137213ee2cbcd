import { type PackId, plans } from "@outsmart/contracts/plans";
import { toast } from "~/components/ui/toast";
import { errorMessage } from "~/lib/api-error";
import { createPayment } from "../api/create-payment";
import { pageLanguage, paymentToastTexts } from "./payment-toast-texts";
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
  const t = await paymentToastTexts();
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
      toast.info(t.tabBlocked, {
        description: t.tabBlockedDescription,
        duration: Number.POSITIVE_INFINITY,
        action: {
          label: t.openBkash,
          onClick: () => window.open(payment.paymentUrl, "_blank", "noopener"),
        },
      });
    }
    watchPayment(pending);
  } catch (error) {
    tab?.close();
    markProcessing(undefined);
    toast.error(t.createFailed, {
      // The server's reason is English: another language says to try again in its own words.
      description: pageLanguage() === "en" ? errorMessage(error, t.tryAgainSoon) : t.tryAgainSoon,
    });
  }
}
