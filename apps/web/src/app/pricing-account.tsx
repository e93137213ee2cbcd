import type { PackId, PlanId } from "@outsmart/contracts/plans";
import { useEffect } from "react";
import { useCreditSummary } from "~/features/credits/api/get-credit-summary";
import { ContinuePurchaseDialog } from "~/features/payments/components/continue-purchase-dialog";
import { useSession } from "~/lib/session";
import { PendingPaymentCheck } from "./pending-payment-check";
import type { InterfaceLanguage } from "@outsmart/contracts/interface-language";
import { InterfaceLanguageProvider } from "~/lib/i18n/interface-language";
import { AppProviders } from "./providers";
import { SiteAccount } from "./site-account";

/**
 * Loaded by the pricing page only for signed-in visitors (or a waiting message): what the app
 * shell gives other pages (query client, toaster, pending-payment check), the user menu, and the
 * visitor's plan for the "Current Plan" marks.
 */
export default function PricingAccount({
  onSignedInChange,
  onPlanChange,
  packToContinue,
  onContinuePurchase,
  onDismissPurchase,
  language,
}: {
  onSignedInChange: (signedIn: boolean) => void;
  /** The page's language: the user menu speaks it. */
  language: InterfaceLanguage;
  onPlanChange: (plan: PlanId | undefined) => void;
  /** The pack chosen before signing in, while it is still on sale: "Continue buying …?" */
  packToContinue?: PackId | undefined;
  onContinuePurchase?: (packId: PackId) => void;
  onDismissPurchase?: () => void;
}) {
  return (
    <AppProviders>
      <InterfaceLanguageProvider language={language}>
        <SiteAccount onSignedInChange={onSignedInChange} />
        {onContinuePurchase && onDismissPurchase ? (
          <ContinuePurchaseDialog
            packId={packToContinue}
            onContinue={onContinuePurchase}
            onDismiss={onDismissPurchase}
          />
        ) : null}
      </InterfaceLanguageProvider>
      <CurrentPlan onPlanChange={onPlanChange} />
      <PendingPaymentCheck />
    </AppProviders>
  );
}

function CurrentPlan({ onPlanChange }: { onPlanChange: (plan: PlanId | undefined) => void }) {
  const session = useSession();
  const signedIn = Boolean(session.data);
  const summary = useCreditSummary({ enabled: signedIn });
  const plan = signedIn ? summary.data?.plan : undefined;
  useEffect(() => onPlanChange(plan), [plan, onPlanChange]);
  return null;
}
