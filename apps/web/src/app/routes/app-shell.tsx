import { Outlet } from "react-router";
import { InterfaceLanguageProvider } from "~/lib/i18n/interface-language";
import { PendingPaymentCheck } from "../pending-payment-check";
import { AppProviders } from "../providers";

/**
 * Every screen but the landing page: the query client, the toaster and the pending-payment check
 * on page load, and the interface language of the translated screens (docs/i18n.md). (The
 * landing page loads these lazily, for signed-in visitors only.)
 */
export default function AppShell() {
  return (
    <AppProviders>
      <InterfaceLanguageProvider>
        <Outlet />
      </InterfaceLanguageProvider>
      <PendingPaymentCheck />
    </AppProviders>
  );
}
