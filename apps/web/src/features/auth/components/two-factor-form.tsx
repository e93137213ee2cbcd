import { zodResolver } from "@hookform/resolvers/zod";
import { oneTimeCodeSchema } from "@outsmart/contracts/account";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { OneTimeCodeInput } from "~/components/ui/one-time-code-input";
import { useVerifyTwoFactor } from "../api/verify-two-factor";
import type { AuthMessages } from "../i18n/auth-en";
import { authCatalogue } from "../i18n/auth-catalogue";
import { AuthFormError } from "./auth-form-error";
import { useMessagesFollowLanguage } from "../hooks/use-messages-follow-language";

const totpSchema = (t: AuthMessages) =>
  z.object({
    code: oneTimeCodeSchema(t.validation.authenticatorCode),
    trustDevice: z.boolean(),
  });
const backupSchema = (t: AuthMessages) =>
  z.object({
    code: z.string().trim().min(6, t.validation.backupCode),
    trustDevice: z.boolean(),
  });

/** The second sign-in step for accounts with two-step verification. */
export function TwoFactorForm({
  onVerified,
  onCancel,
}: {
  onVerified: () => void;
  onCancel: () => void;
}) {
  const [method, setMethod] = useState<"totp" | "backup-code">("totp");
  const verify = useVerifyTwoFactor();
  const t = authCatalogue.useMessages();
  const schema = useMemo(() => (method === "totp" ? totpSchema(t) : backupSchema(t)), [method, t]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { code: "", trustDevice: false },
  });
  useMessagesFollowLanguage(form, t);

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={form.handleSubmit((values) =>
        verify.mutate({ method, ...values }, { onSuccess: onVerified }),
      )}
    >
      <p className="text-sm text-slate-600">{method === "totp" ? t.totpIntro : t.backupIntro}</p>
      <AuthFormError error={verify.error} />
      <FormField
        label={method === "totp" ? t.totpLabel : t.backupLabel}
        error={form.formState.errors.code?.message}
      >
        <OneTimeCodeInput
          // A backup code is longer and has letters.
          {...(method === "backup-code" && { inputMode: "text", maxLength: 32 })}
          // The form replaces the password form in place; focus follows so keyboard users are not lost.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          {...form.register("code")}
        />
      </FormField>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="size-4 rounded border-slate-300 accent-brand-600"
          {...form.register("trustDevice")}
        />
        {t.trustDevice}
      </label>
      <Button type="submit" size="lg" disabled={verify.isPending}>
        {verify.isPending ? t.checking : t.verify}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className="font-medium text-brand-700 hover:underline"
          onClick={() => {
            setMethod(method === "totp" ? "backup-code" : "totp");
            form.reset({ code: "", trustDevice: form.getValues("trustDevice") });
            verify.reset();
          }}
        >
          {method === "totp" ? t.useBackupCode : t.useAuthenticator}
        </button>
        <button type="button" className="text-slate-600 hover:underline" onClick={onCancel}>
          {t.backToSignIn}
        </button>
      </div>
    </form>
  );
}
