import { zodResolver } from "@hookform/resolvers/zod";
import { oneTimeCodeSchema } from "@outsmart/contracts/account";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { OneTimeCodeInput } from "~/components/ui/one-time-code-input";
import { PasswordInput } from "~/components/ui/password-input";
import { Sentence } from "./sentence";
import { useRequestPasswordReset, useResetPasswordWithCode } from "../api/password-reset";
import type { AuthMessages } from "../i18n/auth-en";
import { authCatalogue } from "../i18n/auth-catalogue";
import { AuthFormError } from "./auth-form-error";
import { useMessagesFollowLanguage } from "../hooks/use-messages-follow-language";

const requestSchema = (t: AuthMessages) =>
  z.object({ identifier: z.string().trim().min(1, t.validation.identifierRequired) });
const codeSchema = (t: AuthMessages) =>
  z.object({
    code: oneTimeCodeSchema(t.validation.sixDigitCode),
    newPassword: z.string().min(1, t.validation.newPasswordRequired),
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
  const t = authCatalogue.useMessages();
  return (
    <>
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
      <button type="button" className="text-sm text-slate-600 hover:underline" onClick={onBack}>
        {t.backToSignIn}
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
  const t = authCatalogue.useMessages();
  const schemas = useMemo(() => ({ request: requestSchema(t), code: codeSchema(t) }), [t]);
  const [sent, setSent] = useState<{ channel: "email" | "sms"; identifier: string } | undefined>();
  const requestForm = useForm({
    resolver: zodResolver(schemas.request),
    defaultValues: { identifier: initialIdentifier },
  });
  useMessagesFollowLanguage(requestForm, t);
  const codeForm = useForm({
    resolver: zodResolver(schemas.code),
    defaultValues: { code: "", newPassword: "" },
  });
  useMessagesFollowLanguage(codeForm, t);

  if (sent?.channel === "email") {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="success">
          <Sentence parts={t.resetEmailSent(sent.identifier)} />
        </Alert>
        <Button variant="outline" size="lg" onClick={onCancel}>
          {t.backToSignIn}
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
          <Sentence parts={t.resetSmsSent(sent.identifier)} />
        </Alert>
        <AuthFormError error={reset.error} />
        <FormField label={t.smsCodeLabel} error={codeForm.formState.errors.code?.message}>
          <OneTimeCodeInput {...codeForm.register("code")} />
        </FormField>
        <FormField
          label={t.newPassword}
          hint={t.newPasswordHint}
          error={codeForm.formState.errors.newPassword?.message}
        >
          <PasswordInput autoComplete="new-password" {...codeForm.register("newPassword")} />
        </FormField>
        <SubmitOrGoBack
          label={t.setNewPassword}
          pendingLabel={t.saving}
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
      <p className="text-sm text-slate-600">{t.forgotIntro}</p>
      <AuthFormError error={request.error} />
      <FormField label={t.identifierLabel} error={requestForm.formState.errors.identifier?.message}>
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
        label={t.sendReset}
        pendingLabel={t.sending}
        pending={request.isPending}
        onBack={onCancel}
      />
    </form>
  );
}
