import type { PackId } from "@outsmart/contracts/plans";
import { paths } from "@outsmart/contracts/routes";
import { useNavigate } from "react-router";
import { continuePurchasePath, rememberPackToBuy } from "../lib/pack-to-buy";
import { markProcessing, usePaymentProcessing } from "../lib/payment-processing";

/**
 * "Pay with bKash": the seed's flow. Signed out → toast and sign up or in (returning to pricing,
 * which offers to continue with the pack chosen).
 * Signed in → the card shows "Processing...", the payment is created, bKash's page opens in a new
 * tab, the payment is remembered in browser storage, and its status is polled until it ends.
 *
 * Light enough for the prerendered pricing page: the toasts and the payment code load on the
 * first click. A toast raised before a toaster has mounted waits for the sign-in page's.
 */
export function usePurchase({ signedIn }: { signedIn: boolean | undefined }) {
  const navigate = useNavigate();
  const processingPackId = usePaymentProcessing();

  const purchase = (packId: PackId) => {
    if (!signedIn) {
      // The seed's toast and move to /auth; the chosen pack is remembered through sign-up or
      // sign-in (e-mail confirmation included), and the pricing page then offers to continue.
      void Promise.all([
        import("~/components/ui/toast"),
        import("../lib/payment-toast-texts").then(({ paymentToastTexts }) => paymentToastTexts()),
      ]).then(([{ toast }, t]) => toast.error(t.loginRequired));
      rememberPackToBuy(packId);
      const back = encodeURIComponent(continuePurchasePath(packId));
      void navigate(`${paths.auth}?mode=sign-up&redirect=${back}`);
      return;
    }
    if (processingPackId) return;
    markProcessing(packId);
    // Opened now, inside the click, so popup blockers allow it; it is pointed at bKash later.
    const tab = window.open("about:blank", "_blank");
    void import("../lib/open-payment").then(
      ({ openPayment }) => openPayment(packId, tab),
      () => {
        // The payment code could not load (offline): nothing was created, so undo the click.
        tab?.close();
        markProcessing(undefined);
      },
    );
  };

  return {
    purchase,
    processingPackId,
    /**
     * False until the session is known (and before the prerendered page hydrates): a click then
     * would send a signed-in user to sign in, so the buttons wait.
     */
    ready: signedIn !== undefined,
  };
}
