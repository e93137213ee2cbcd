import type { CustomerDetail } from "@outsmart/contracts/console";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { toast } from "~/components/ui/toast";
import { type CustomerAction, useCustomerAction } from "../api/console-api";
import { StepUpOrError } from "./step-up-prompt";

const actionText: Record<
  CustomerAction,
  { label: string; title: string; description: string; done: string }
> = {
  suspend: {
    label: "Suspend",
    title: "Suspend this account?",
    description:
      "Every session of the account ends at once, and signing in says the account is suspended, with your contact address.",
    done: "The account is suspended.",
  },
  reactivate: {
    label: "Reactivate",
    title: "Reactivate this account?",
    description: "The customer can sign in again.",
    done: "The account is active again.",
  },
  "reset-two-factor": {
    label: "Reset two-step verification",
    title: "Turn off two-step verification?",
    description:
      "The authenticator secret, backup codes and trusted devices go; the password stays. Do this only once you are sure who is asking.",
    done: "Two-step verification is off for this account.",
  },
  grant: {
    label: "Make operator",
    title: "Make this account an operator?",
    description:
      "Operators see every customer, adjust credits, suspend accounts and read the audit log.",
    done: "The account is now an operator.",
  },
  revoke: {
    label: "Remove operator",
    title: "Remove the operator role?",
    description: "The account keeps its plan and credits but can no longer open the console.",
    done: "The account is no longer an operator.",
  },
};

/** Suspend or reactivate, reset 2FA, grant or revoke the operator role: each asks first. */
export function CustomerActions({ customer, self }: { customer: CustomerDetail; self: boolean }) {
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
        onConfirm={() => {
          if (asking) perform(asking);
          setAsking(null);
        }}
      />
    </div>
  );
}
