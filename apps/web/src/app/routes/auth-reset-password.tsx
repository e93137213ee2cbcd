import { zodResolver } from "@hookform/resolvers/zod";
import { paths } from "@outsmart/contracts/routes";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { z } from "zod";
import { Alert } from "~/components/ui/alert";
import { Button, buttonVariants } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { PasswordInput } from "~/components/ui/password-input";
import { useResetPasswordWithToken } from "~/features/auth/api/password-reset";
import { AuthLayout } from "~/features/auth/components/auth-layout";
import { FormError } from "~/components/form-error";

export function meta() {
  return [{ title: "Choose a new password · Outsmart" }, { name: "robots", content: "noindex" }];
}

const schema = z.object({ newPassword: z.string().min(1, "Choose a new password") });

/** Where the e-mailed reset link lands: choose a new password (all other sessions end). */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const reset = useResetPasswordWithToken();
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { newPassword: "" } });

  return (
    <AuthLayout>
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900">
        Choose a new password
      </h1>
      {!token || params.get("error") ? (
        <div className="flex flex-col gap-4">
          <Alert tone="error">
            This reset link has expired or was already used. Ask for a new one from the sign-in
            page.
          </Alert>
          <Link to={paths.auth} className={buttonVariants({ variant: "outline", size: "lg" })}>
            Back to sign in
          </Link>
        </div>
      ) : reset.isSuccess ? (
        <div className="flex flex-col gap-4">
          <Alert tone="success">
            Your password has been changed, and every device has been signed out. Sign in with your
            new password.
          </Alert>
          <Link to={paths.auth} className={buttonVariants({ size: "lg" })}>
            Sign in
          </Link>
        </div>
      ) : (
        <form
          className="flex flex-col gap-4"
          noValidate
          onSubmit={form.handleSubmit(({ newPassword }) => reset.mutate({ token, newPassword }))}
        >
          <FormError error={reset.error} />
          <FormField
            label="New password"
            hint="At least 10 characters. A few unusual words make a strong, memorable password."
            error={form.formState.errors.newPassword?.message}
          >
            <PasswordInput autoComplete="new-password" {...form.register("newPassword")} />
          </FormField>
          <Button type="submit" size="lg" disabled={reset.isPending}>
            {reset.isPending ? "Saving..." : "Set new password"}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
