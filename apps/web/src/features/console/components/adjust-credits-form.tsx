import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { useAdjustCredits } from "../api/console-api";
import { useInterfaceLanguage } from "~/lib/i18n/interface-language";
import { type ConsoleMessages } from "../i18n/console-en";
import { consoleCatalogue } from "../i18n/console-catalogue";
import { StepUpOrError } from "./step-up-prompt";

// The server's rules (contracts/console.ts adjustCreditsRequestSchema), checked before asking,
// with the messages in the screen's language.
const schemaFor = (t: ConsoleMessages) =>
  z.object({
    amount: z
      .string()
      .trim()
      .regex(/^[-+]?\d+$/, t.amountFormat)
      .transform(Number)
      .refine((value) => value !== 0, t.amountZero)
      .refine((value) => Math.abs(value) <= 1_000_000, t.amountTooLarge),
    reason: z.string().trim().min(3, t.reasonShort).max(200, t.reasonLong),
  });
type Schema = ReturnType<typeof schemaFor>;
type Values = z.output<Schema>;

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
  const t = consoleCatalogue.useMessages();
  const { language } = useInterfaceLanguage();
  const schema = useMemo(() => schemaFor(t), [t]);
  const adjust = useAdjustCredits(customerId);
  const form = useForm<z.input<Schema>, unknown, Values>({
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
          toast.success(t.adjusted(answer.balance));
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
            label={t.creditsLabel}
            hint={t.creditsHint}
            error={form.formState.errors.amount?.message}
          >
            <Input inputMode="numeric" autoComplete="off" {...form.register("amount")} />
          </FormField>
          <FormField label={t.reasonLabel} error={form.formState.errors.reason?.message}>
            <Input autoComplete="off" {...form.register("reason")} />
          </FormField>
        </div>
        <Button type="submit" variant="outline" className="self-start" disabled={adjust.isPending}>
          {adjust.isPending ? t.saving : t.adjustCredits}
        </Button>
        <ConfirmDialog
          open={pending !== null}
          onOpenChange={(open) => {
            if (!open) setPending(null);
          }}
          title={
            pending && pending.amount < 0
              ? t.removeCredits(-pending.amount)
              : t.addCredits(pending?.amount ?? 0)
          }
          description={
            newBalance < 0 ? t.belowZero(balance) : t.newBalance(newBalance, pending?.reason ?? "")
          }
          confirmLabel={t.adjustCredits}
          cancelLabel={t.cancel}
          lang={language}
          onConfirm={() => {
            if (pending) run(pending);
            setPending(null);
          }}
        />
      </form>
    </div>
  );
}
