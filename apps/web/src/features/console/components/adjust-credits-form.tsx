import { zodResolver } from "@hookform/resolvers/zod";
import { formatWholeNumber } from "@outsmart/contracts/format";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { useAdjustCredits } from "../api/console-api";
import { StepUpOrError } from "./step-up-prompt";

// The server's rules (contracts/console.ts adjustCreditsRequestSchema), checked before asking.
const schema = z.object({
  amount: z
    .string()
    .trim()
    .regex(/^[-+]?\d+$/, "Enter a whole number of credits, e.g. 50 or -20.")
    .transform(Number)
    .refine((value) => value !== 0, "Enter a number of credits other than 0.")
    .refine(
      (value) => Math.abs(value) <= 1_000_000,
      "That is more credits than one change allows.",
    ),
  reason: z
    .string()
    .trim()
    .min(3, "Say why (it is kept in the customer's ledger).")
    .max(200, "Keep the reason under 200 characters."),
});
type Values = z.output<typeof schema>;

/**
 * Adds (or, with a negative amount, removes) credits with a reason, after a confirmation that
 * says the new balance. The line appears in the customer's own ledger.
 */
export function AdjustCreditsForm({
  customerId,
  balance,
}: {
  customerId: string;
  balance: number;
}) {
  const adjust = useAdjustCredits(customerId);
  const form = useForm<z.input<typeof schema>, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { amount: "", reason: "" },
  });
  const [pending, setPending] = useState<Values | null>(null);
  const newBalance = pending ? balance + pending.amount : balance;

  const run = (values: Values, code?: string) =>
    adjust.mutate(
      { ...values, ...(code ? { code } : {}) },
      {
        onSuccess: (answer) => {
          toast.success(`Done. The balance is now ${formatWholeNumber(answer.balance)} credits.`);
          form.reset();
        },
      },
    );

  // The password or code prompt is a form of its own, so it sits beside this one, not inside.
  return (
    <div className="flex flex-col gap-4">
      {adjust.error && adjust.variables ? (
        <StepUpOrError
          error={adjust.error}
          pending={adjust.isPending}
          onRetry={(code) => {
            const { code: _previous, ...values } = adjust.variables ?? { amount: 0, reason: "" };
            run(values, code);
          }}
        />
      ) : null}
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={form.handleSubmit((values) => {
          adjust.reset();
          setPending(values);
        })}
      >
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <FormField
            label="Credits"
            hint="Negative to remove."
            error={form.formState.errors.amount?.message}
          >
            <Input inputMode="numeric" autoComplete="off" {...form.register("amount")} />
          </FormField>
          <FormField label="Reason" error={form.formState.errors.reason?.message}>
            <Input autoComplete="off" {...form.register("reason")} />
          </FormField>
        </div>
        <Button type="submit" variant="outline" className="self-start" disabled={adjust.isPending}>
          {adjust.isPending ? "Saving..." : "Adjust credits"}
        </Button>
        <ConfirmDialog
          open={pending !== null}
          onOpenChange={(open) => {
            if (!open) setPending(null);
          }}
          title={
            pending && pending.amount < 0
              ? `Remove ${formatWholeNumber(-pending.amount)} credits?`
              : `Add ${formatWholeNumber(pending?.amount ?? 0)} credits?`
          }
          description={
            newBalance < 0
              ? `The balance is ${formatWholeNumber(balance)} credits: it cannot go below zero.`
              : `The new balance will be ${formatWholeNumber(newBalance)} credits. Reason: “${pending?.reason ?? ""}”.`
          }
          confirmLabel="Adjust credits"
          onConfirm={() => {
            if (pending) run(pending);
            setPending(null);
          }}
        />
      </form>
    </div>
  );
}
