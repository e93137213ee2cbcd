import { zodResolver } from "@hookform/resolvers/zod";
import { oneTimeCodeSchema } from "@outsmart/contracts/account";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { OneTimeCodeInput } from "~/components/ui/one-time-code-input";
import { PasswordInput } from "~/components/ui/password-input";
import { useRequestPasswordReset, useResetPasswordWithCode } from "../api/password-reset";
import { FormError } from "~/components/form-error";

const requestSchema = z.object({
  identifier: z.string().trim().min(1, "Enter your e-mail address or phone number"),
});
const codeSchema = z.object({
  code: oneTimeCodeSchema(),
  newPassword: z.string().min(1, "Choose a new password"),
});

/** Each step's buttons: submit (its pending label while the request runs) and back to sign-in. */
function SubmitOrGoBack({
  label,
  pendingLabel,
  pending,
  onBack,
}: {
  label: string;
  pendingLabel: string;
  pending: boolean;
  onBack: () => void;
}) {
  return (
    <>
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
      <button type="button" className="text-sm text-slate-600 hover:underline" onClick={onBack}>
        Back to sign in
      </button>
    </>
  );
}

/**
 * "Forgot password?": an e-mail account gets a link; a phone account gets an SMS code and sets the
 * new password right here. The answer never reveals whether an account exists.
 */
export function ForgotPasswordForm({
  initialIdentifier,
  onDone,
  onCancel,
}: {
  initialIdentifier: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const request = useRequestPasswordReset();
  const reset = useResetPasswordWithCode();
  const [sent, setSent] = useState<{ channel: "email" | "sms"; identifier: string } | undefined>();
  const requestForm = useForm({
    resolver: zodResolver(requestSchema),
    defaultValues: { identifier: initialIdentifier },
  });
  const codeForm = useForm({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: "", newPassword: "" },
  });

  if (sent?.channel === "email") {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="success">
          If an account exists for <strong>{sent.identifier}</strong>, we have e-mailed it a link to
          choose a new password. The link works for one hour.
        </Alert>
        <Button variant="outline" size="lg" onClick={onCancel}>
          Back to sign in
        </Button>
      </div>
    );
  }

  if (sent?.channel === "sms") {
    return (
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={codeForm.handleSubmit((values) =>
          reset.mutate({ phoneNumber: sent.identifier, ...values }, { onSuccess: onDone }),
        )}
      >
        <Alert tone="info">
          If an account uses <strong>{sent.identifier}</strong>, we have sent it a 6-digit code by
          SMS. It expires in 5 minutes.
        </Alert>
        <FormError error={reset.error} />
        <FormField label="Code from the SMS" error={codeForm.formState.errors.code?.message}>
          <OneTimeCodeInput {...codeForm.register("code")} />
        </FormField>
        <FormField
          label="New password"
          hint="At least 10 characters."
          error={codeForm.formState.errors.newPassword?.message}
        >
          <PasswordInput autoComplete="new-password" {...codeForm.register("newPassword")} />
        </FormField>
        <SubmitOrGoBack
          label="Set new password"
          pendingLabel="Saving..."
          pending={reset.isPending}
          onBack={onCancel}
        />
      </form>
    );
  }

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={requestForm.handleSubmit(({ identifier }) =>
        request.mutate(identifier, {
          onSuccess: ({ channel }) => setSent({ channel, identifier: identifier.trim() }),
        }),
      )}
    >
      <p className="text-sm text-slate-600">
        Enter the e-mail address or phone number of your account. We will send you a link or a code.
      </p>
      <FormError error={request.error} />
      <FormField
        label="Email or phone number"
        error={requestForm.formState.errors.identifier?.message}
      >
        <Input
          autoComplete="username"
          inputMode="email"
          // This step replaces the sign-in form in place; focus follows so keyboard users are not lost.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          {...requestForm.register("identifier")}
        />
      </FormField>
      <SubmitOrGoBack
        label="Send reset instructions"
        pendingLabel="Sending..."
        pending={request.isPending}
        onBack={onCancel}
      />
    </form>
  );
}
