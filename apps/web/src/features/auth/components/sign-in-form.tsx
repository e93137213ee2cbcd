import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { PasswordInput } from "~/components/ui/password-input";
import { useSignIn } from "../api/sign-in";
import { IdentifierInput } from "./identifier-input";
import { useMemo } from "react";
import { type AuthMessages } from "../i18n/auth-en";
import { authCatalogue } from "../i18n/auth-catalogue";
import { AuthFormError } from "./auth-form-error";
import { useMessagesFollowLanguage } from "../hooks/use-messages-follow-language";

const signInSchema = (t: AuthMessages) =>
  z
    .object({ identifier: z.string(), password: z.string() })
    .refine((values) => values.identifier.trim() !== "" && values.password !== "", {
      message: t.validation.missingCredentials,
      path: ["root"],
    });

export function SignInForm({
  onSignedIn,
  onTwoFactorRequired,
  onConfirmationNeeded,
  onForgotPassword,
  notice,
}: {
  onSignedIn: () => void;
  onTwoFactorRequired: () => void;
  /** The account was never confirmed: a fresh link or code was sent instead of signing in. */
  onConfirmationNeeded: (
    next: "confirm-email" | "confirm-phone",
    request: { identifier: string; password: string },
  ) => void;
  onForgotPassword: (identifier: string) => void;
  notice?: string | undefined;
}) {
  const signIn = useSignIn();
  const t = authCatalogue.useMessages();
  const schema = useMemo(() => signInSchema(t), [t]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { identifier: "", password: "" },
  });
  useMessagesFollowLanguage(form, t);
  const rootError = form.formState.errors.root?.message;

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={form.handleSubmit((values) =>
        signIn.mutate(values, {
          onSuccess: ({ status }) => {
            if (status === "two-factor-required") onTwoFactorRequired();
            else if (status === "signed-in") onSignedIn();
            else onConfirmationNeeded(status, values);
          },
        }),
      )}
    >
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {rootError ? <Alert tone="error">{rootError}</Alert> : <AuthFormError error={signIn.error} />}
      <FormField label={t.identifierLabel}>
        <IdentifierInput {...form.register("identifier")} />
      </FormField>
      <FormField
        label={t.passwordLabel}
        labelAction={
          <button
            type="button"
            className="text-sm font-medium text-brand-700 hover:underline"
            onClick={() => onForgotPassword(form.getValues("identifier"))}
          >
            {t.forgotPassword}
          </button>
        }
      >
        <PasswordInput autoComplete="current-password" {...form.register("password")} />
      </FormField>
      <Button type="submit" size="lg" disabled={signIn.isPending}>
        {signIn.isPending ? t.signingIn : t.signInButton}
      </Button>
    </form>
  );
}
