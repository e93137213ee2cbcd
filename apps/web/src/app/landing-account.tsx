import { PendingPaymentCheck } from "./pending-payment-check";
import { AppProviders } from "./providers";
import { SiteAccount } from "./site-account";

/**
 * Loaded by the landing page only for signed-in visitors (a separate chunk): the query client,
 * the toaster, the user menu and the pending-payment check that the app shell gives other pages.
 * It stays mounted after sign-out so the "signed out" toast can show.
 */
export default function LandingAccount({
  onSignedInChange,
}: {
  onSignedInChange: (signedIn: boolean) => void;
}) {
  return (
    <AppProviders>
      <SiteAccount onSignedInChange={onSignedInChange} />
      <PendingPaymentCheck />
    </AppProviders>
  );
}
