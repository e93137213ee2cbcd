import { zodResolver } from "@hookform/resolvers/zod";
import { oneTimeCodeSchema } from "@outsmart/contracts/account";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { OneTimeCodeInput } from "~/components/ui/one-time-code-input";
import { useVerifyTwoFactor } from "../api/verify-two-factor";
import { FormError } from "~/components/form-error";

const totpSchema = z.object({
  code: oneTimeCodeSchema("Enter the 6-digit code from your app"),
  trustDevice: z.boolean(),
});
const backupSchema = z.object({
  code: z.string().trim().min(6, "Enter one of your backup codes"),
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
  const form = useForm({
    resolver: zodResolver(method === "totp" ? totpSchema : backupSchema),
    defaultValues: { code: "", trustDevice: false },
  });

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={form.handleSubmit((values) =>
        verify.mutate({ method, ...values }, { onSuccess: onVerified }),
      )}
    >
      <p className="text-sm text-slate-600">
        {method === "totp"
          ? "Open your authenticator app and enter the 6-digit code for Outsmart."
          : "Enter one of the backup codes you saved when you turned on two-step verification. Each code works once."}
      </p>
      <FormError error={verify.error} />
      <FormField
        label={method === "totp" ? "Authentication code" : "Backup code"}
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
        Trust this device for 30 days
      </label>
      <Button type="submit" size="lg" disabled={verify.isPending}>
        {verify.isPending ? "Checking..." : "Verify"}
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
          {method === "totp" ? "Use a backup code instead" : "Use your authenticator app"}
        </button>
        <button type="button" className="text-slate-600 hover:underline" onClick={onCancel}>
          Back to sign in
        </button>
      </div>
    </form>
  );
}
