import { PendingPaymentCheck } from "./pending-payment-check";
import type { InterfaceLanguage } from "@outsmart/contracts/interface-language";
import { InterfaceLanguageProvider } from "~/lib/i18n/interface-language";
import { AppProviders } from "./providers";
import { SiteAccount } from "./site-account";

/**
 * Loaded by the landing page only for signed-in visitors (a separate chunk): the query client,
 * the toaster, the user menu and the pending-payment check that the app shell gives other pages.
 * It stays mounted after sign-out so the "signed out" toast can show.
 */
export default function LandingAccount({
  onSignedInChange,
  language,
}: {
  onSignedInChange: (signedIn: boolean) => void;
  /** The page's language: the user menu speaks it. */
  language: InterfaceLanguage;
}) {
  return (
    <AppProviders>
      <InterfaceLanguageProvider language={language}>
        <SiteAccount onSignedInChange={onSignedInChange} />
      </InterfaceLanguageProvider>
      <PendingPaymentCheck />
    </AppProviders>
  );
}
