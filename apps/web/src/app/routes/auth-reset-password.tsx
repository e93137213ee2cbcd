import { zodResolver } from "@hookform/resolvers/zod";
import { paths } from "@outsmart/contracts/routes";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { z } from "zod";
import { Alert } from "~/components/ui/alert";
import { Button, buttonVariants } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { PasswordInput } from "~/components/ui/password-input";
import { useResetPasswordWithToken } from "~/features/auth/api/password-reset";
import { AuthLayout } from "~/features/auth/components/auth-layout";
import { AuthFormError } from "~/features/auth/components/auth-form-error";
import { authCatalogue } from "~/features/auth/i18n/auth-catalogue";
import { usePageTitle } from "~/lib/i18n/interface-language";
import { InterfaceLanguageSwitch } from "../interface-language-switch";
import { useMessagesFollowLanguage } from "~/features/auth/hooks/use-messages-follow-language";

export function meta() {
  return [{ title: "Choose a new password · Outsmart" }, { name: "robots", content: "noindex" }];
}

/** Where the e-mailed reset link lands: choose a new password (all other sessions end). */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const reset = useResetPasswordWithToken();
  const t = authCatalogue.useMessages();
  usePageTitle(t.resetPageTitle);
  const schema = useMemo(
    () => z.object({ newPassword: z.string().min(1, t.validation.newPasswordRequired) }),
    [t],
  );
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { newPassword: "" } });
  useMessagesFollowLanguage(form, t);

  return (
    <AuthLayout languageSwitch={<InterfaceLanguageSwitch account={false} />}>
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900">
        {t.chooseNewPassword}
      </h1>
      {!token || params.get("error") ? (
        <div className="flex flex-col gap-4">
          <Alert tone="error">{t.resetLinkExpired}</Alert>
          <Link to={paths.auth} className={buttonVariants({ variant: "outline", size: "lg" })}>
            {t.backToSignIn}
          </Link>
        </div>
      ) : reset.isSuccess ? (
        <div className="flex flex-col gap-4">
          <Alert tone="success">{t.resetDone}</Alert>
          <Link to={paths.auth} className={buttonVariants({ size: "lg" })}>
            {t.signIn}
          </Link>
        </div>
      ) : (
        <form
          className="flex flex-col gap-4"
          noValidate
          onSubmit={form.handleSubmit(({ newPassword }) => reset.mutate({ token, newPassword }))}
        >
          <AuthFormError error={reset.error} />
          <FormField
            label={t.newPassword}
            hint={t.passwordHint}
            error={form.formState.errors.newPassword?.message}
          >
            <PasswordInput autoComplete="new-password" {...form.register("newPassword")} />
          </FormField>
          <Button type="submit" size="lg" disabled={reset.isPending}>
            {reset.isPending ? t.saving : t.setNewPassword}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
