import { zodResolver } from "@hookform/resolvers/zod";
import { oneTimeCodeSchema } from "@outsmart/contracts/account";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FormError } from "~/components/form-error";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { OneTimeCodeInput } from "~/components/ui/one-time-code-input";
import { useConfirmPhone } from "../api/confirm-phone";
import { OutboxNote } from "./outbox-note";
import { ResendButton } from "./resend-button";

const schema = z.object({ code: oneTimeCodeSchema() });

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
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { code: "" } });
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
            Your phone number is not confirmed yet. We sent a new 6-digit code to{" "}
            <strong>{phoneNumber}</strong>. It expires in 5 minutes.
          </Alert>
        ) : (
          <p className="text-slate-700">
            We sent a 6-digit code by SMS to <strong>{phoneNumber}</strong>. Enter it to confirm
            your number and sign in. It expires in 5 minutes.
          </p>
        )}
        {outbox ? <OutboxNote channel="phone" /> : null}
        <FormError error={confirm.error} />
        <FormField label="Code from the SMS" error={form.formState.errors.code?.message}>
          <OneTimeCodeInput
            // This step replaces the sign-up form in place; focus follows so keyboard users are not lost.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            {...form.register("code")}
          />
        </FormField>
        <Button type="submit" size="lg" disabled={confirm.isPending}>
          {confirm.isPending ? "Checking..." : "Confirm"}
        </Button>
      </form>
      <ResendButton label="Send a new code" sentMessage="We sent a new code." onResend={onResend} />
      <button
        type="button"
        className="text-sm text-slate-600 hover:underline"
        onClick={onUseAnother}
      >
        Use another number
      </button>
    </div>
  );
}
