import type { CustomerDetail } from "@outsmart/contracts/console";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { toast } from "~/components/ui/toast";
import { type CustomerAction, useCustomerAction } from "../api/console-api";
import { useInterfaceLanguage } from "~/lib/i18n/interface-language";
import { consoleCatalogue } from "../i18n/console-catalogue";
import { StepUpOrError } from "./step-up-prompt";

/** Suspend or reactivate, reset 2FA, grant or revoke the operator role: each asks first. */
export function CustomerActions({ customer, self }: { customer: CustomerDetail; self: boolean }) {
  const t = consoleCatalogue.useMessages();
  const { language } = useInterfaceLanguage();
  const actionText = t.actions;
  const run = useCustomerAction(customer.id);
  const [asking, setAsking] = useState<CustomerAction | null>(null);
  const available: CustomerAction[] = [
    ...(self ? [] : [customer.suspended ? ("reactivate" as const) : ("suspend" as const)]),
    ...(customer.twoFactorEnabled ? ["reset-two-factor" as const] : []),
    customer.operator ? ("revoke" as const) : ("grant" as const),
  ];
  const perform = (action: CustomerAction, code?: string) =>
    run.mutate(
      { action, ...(code ? { code } : {}) },
      { onSuccess: () => toast.success(actionText[action].done) },
    );
  const text = asking ? actionText[asking] : null;
  return (
    <div className="flex flex-col gap-4">
      {run.error && run.variables ? (
        <StepUpOrError
          error={run.error}
          pending={run.isPending}
          onRetry={(code) => {
            if (run.variables) perform(run.variables.action, code);
          }}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        {available.map((action) => (
          <Button
            key={action}
            variant={action === "suspend" || action === "revoke" ? "ghost-destructive" : "outline"}
            disabled={run.isPending}
            onClick={() => {
              run.reset();
              setAsking(action);
            }}
          >
            {actionText[action].label}
          </Button>
        ))}
      </div>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={text?.title ?? ""}
        description={text?.description ?? ""}
        confirmLabel={text?.label ?? ""}
        cancelLabel={t.cancel}
        lang={language}
        onConfirm={() => {
          if (asking) perform(asking);
          setAsking(null);
        }}
      />
    </div>
  );
}
