import type { ConsolePaymentDetail } from "@outsmart/contracts/console";
import { refundCredits } from "@outsmart/contracts/refund-credits";
import { formatBdt } from "@outsmart/contracts/format";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { useInterfaceLanguage } from "~/lib/i18n/interface-language";
import { type RefundVariables, useRefundPayment } from "../api/payments-api";
import { consolePaymentsCatalogue } from "../i18n/payments-catalogue";
import { StepUpOrError } from "./step-up-prompt";

/** "120.5" → 12050 poisha; undefined unless a positive amount with at most 2 decimals. */
function toPoisha(text: string): number | undefined {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const poisha = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return poisha > 0 ? poisha : undefined;
}

/**
 * Full or partial refund with a reason, after a confirmation that says how many credits will be
 * removed and what happens to those already spent (contracts `refundCredits`, ADR 0087). Each
 * confirmation gets a new request key, so a double click or a retry makes one refund.
 */
export function RefundForm({ payment }: { payment: ConsolePaymentDetail }) {
  const t = consolePaymentsCatalogue.useMessages();
  const { language } = useInterfaceLanguage();
  const refund = useRefundPayment(payment.id);
  const max = formatBdt(payment.refundablePoisha / 100, language);
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [asking, setAsking] = useState<RefundVariables | null>(null);

  const preview = asking
    ? refundCredits({
        credits: payment.credits,
        amountPoisha: payment.amountBdt * 100,
        refundedPoisha: payment.refundedPoisha,
        refundPoisha: Math.round(asking.amount * 100),
        balance: payment.balance,
      })
    : null;

  const run = (variables: RefundVariables) =>
    refund.mutate(variables, {
      onSuccess: (answer) => {
        if (answer.refund.status === "pending") toast.info(t.refundPending);
        else toast.success(t.refundDone);
        setAmount("");
        setReason("");
      },
    });

  return (
    <div className="flex flex-col gap-4">
      {refund.error && refund.variables ? (
        <StepUpOrError
          error={refund.error}
          pending={refund.isPending}
          onRetry={(code) => {
            if (refund.variables) run({ ...refund.variables, ...(code ? { code } : {}) });
          }}
        />
      ) : null}
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const poisha = toPoisha(amount);
          const trimmed = reason.trim();
          const next = {
            ...(poisha === undefined || poisha > payment.refundablePoisha
              ? { amount: t.amountError(max) }
              : {}),
            ...(trimmed.length < 3 || trimmed.length > 255 ? { reason: t.reasonError } : {}),
          };
          setErrors(next);
          if (poisha === undefined || next.amount || next.reason) return;
          refund.reset();
          setAsking({
            amount: poisha / 100,
            reason: trimmed,
            requestKey: crypto.randomUUID(),
            refundedPoisha: payment.refundedPoisha,
          });
        }}
      >
        <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
          <FormField label={t.amount} hint={t.amountHint(max)} error={errors.amount}>
            <Input
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          </FormField>
          <FormField label={t.reason} error={errors.reason}>
            <Input
              autoComplete="off"
              maxLength={255}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </FormField>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="destructive" disabled={refund.isPending}>
            {refund.isPending ? t.refunding : t.refund}
          </Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => setAmount((payment.refundablePoisha / 100).toFixed(2))}
          >
            {t.refundAll}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        lang={language}
        title={t.confirmTitle(formatBdt(asking?.amount ?? 0, language))}
        description={
          <span className="flex flex-col gap-2">
            <span>{t.confirmCredits(preview?.removed ?? 0, payment.balance)}</span>
            <span>
              {preview && preview.notRecovered > 0
                ? t.confirmSpent(preview.notRecovered)
                : t.confirmNothingSpent}
            </span>
            <span>{t.confirmFinal}</span>
          </span>
        }
        confirmLabel={t.refund}
        cancelLabel={t.cancel}
        onConfirm={() => {
          if (asking) run(asking);
          setAsking(null);
        }}
      />
    </div>
  );
}
