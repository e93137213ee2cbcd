import { Outlet } from "react-router";
import { PendingPaymentCheck } from "../pending-payment-check";
import { AppProviders } from "../providers";

/**
 * Every screen but the landing page: the query client, the toaster and the pending-payment check
 * on page load. (The landing page loads these lazily, for signed-in visitors only.)
 */
export default function AppShell() {
  return (
    <AppProviders>
      <Outlet />
      <PendingPaymentCheck />
    </AppProviders>
  );
}
