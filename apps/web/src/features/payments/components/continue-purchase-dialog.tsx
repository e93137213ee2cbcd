import { type PackId, plans } from "@outsmart/contracts/plans";
import { AlertDialog } from "radix-ui";
import { buttonVariants } from "~/components/ui/button-variants";
import { paymentsCatalogue } from "../i18n/payments-catalogue";

/**
 * After signing in or up to buy a pack: "Continue buying Starter Pack?" (issue 14). Continue is a
 * click, so the bKash tab it opens is not blocked; Not now (or Escape) leaves the visitor on the
 * pricing page.
 */
export function ContinuePurchaseDialog({
  packId,
  onContinue,
  onDismiss,
}: {
  packId: PackId | undefined;
  onContinue: (packId: PackId) => void;
  onDismiss: () => void;
}) {
  const plan = packId ? plans[packId] : undefined;
  const t = paymentsCatalogue.useMessages();
  return (
    <AlertDialog.Root open={plan !== undefined} onOpenChange={(open) => open || onDismiss()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px]" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            {plan ? t.continueTitle(plan.name) : null}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            {plan ? t.continueDescription(plan.name, plan.credits) : null}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonVariants({ variant: "outline" })}>
              {t.notNow}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonVariants({ variant: "primary" })}
              onClick={() => packId && onContinue(packId)}
            >
              {t.continueAction}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
