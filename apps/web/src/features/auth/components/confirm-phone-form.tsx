import { zodResolver } from "@hookform/resolvers/zod";
import { oneTimeCodeSchema } from "@outsmart/contracts/account";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { OneTimeCodeInput } from "~/components/ui/one-time-code-input";
import { useConfirmPhone } from "../api/confirm-phone";
import { authCatalogue } from "../i18n/auth-catalogue";
import { AuthFormError } from "./auth-form-error";
import { OutboxNote } from "./outbox-note";
import { Sentence } from "./sentence";
import { ResendButton } from "./resend-button";
import { useMessagesFollowLanguage } from "../hooks/use-messages-follow-language";

/**
 * The next step after a phone sign-up (or a sign-in to an account never confirmed): the 6-digit
 * code we sent by SMS confirms the number and signs the person in.
 */
export function ConfirmPhoneForm({
  phoneNumber,
  reason,
  outbox,
  onResend,
  onUseAnother,
  onConfirmed,
}: {
  phoneNumber: string;
  reason: "sign-up" | "sign-in";
  /** SMS waits in the installation's outbox (always, outside production). */
  outbox: boolean;
  onResend: () => Promise<unknown>;
  onUseAnother: () => void;
  onConfirmed: () => void;
}) {
  const confirm = useConfirmPhone();
  const t = authCatalogue.useMessages();
  const schema = useMemo(
    () => z.object({ code: oneTimeCodeSchema(t.validation.sixDigitCode) }),
    [t],
  );
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { code: "" } });
  useMessagesFollowLanguage(form, t);
  return (
    <div className="flex flex-col gap-4">
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={form.handleSubmit(({ code }) =>
          confirm.mutate({ phoneNumber, code }, { onSuccess: onConfirmed }),
        )}
      >
        {reason === "sign-in" ? (
          <Alert tone="info">
            <Sentence parts={t.phoneNotConfirmed(phoneNumber)} />
          </Alert>
        ) : (
          <p className="text-slate-700">
            <Sentence parts={t.phoneCodeSent(phoneNumber)} />
          </p>
        )}
        {outbox ? <OutboxNote channel="phone" /> : null}
        <AuthFormError error={confirm.error} />
        <FormField label={t.smsCodeLabel} error={form.formState.errors.code?.message}>
          <OneTimeCodeInput
            // This step replaces the sign-up form in place; focus follows so keyboard users are not lost.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            {...form.register("code")}
          />
        </FormField>
        <Button type="submit" size="lg" disabled={confirm.isPending}>
          {confirm.isPending ? t.checking : t.confirm}
        </Button>
      </form>
      <ResendButton label={t.sendNewCode} sentMessage={t.codeResent} onResend={onResend} />
      <button
        type="button"
        className="text-sm text-slate-600 hover:underline"
        onClick={onUseAnother}
      >
        {t.useAnotherNumber}
      </button>
    </div>
  );
}
