import { zodResolver } from "@hookform/resolvers/zod";
import { MISSING_CREDENTIALS_MESSAGE } from "@outsmart/contracts/account";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { PasswordInput } from "~/components/ui/password-input";
import { useSignIn } from "../api/sign-in";
import { IdentifierInput } from "./identifier-input";
import { FormError } from "~/components/form-error";

const schema = z
  .object({ identifier: z.string(), password: z.string() })
  .refine((values) => values.identifier.trim() !== "" && values.password !== "", {
    message: MISSING_CREDENTIALS_MESSAGE,
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
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { identifier: "", password: "" },
  });
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
      {rootError ? <Alert tone="error">{rootError}</Alert> : <FormError error={signIn.error} />}
      <FormField label="Email or phone number">
        <IdentifierInput {...form.register("identifier")} />
      </FormField>
      <FormField
        label="Password"
        labelAction={
          <button
            type="button"
            className="text-sm font-medium text-brand-700 hover:underline"
            onClick={() => onForgotPassword(form.getValues("identifier"))}
          >
            Forgot password?
          </button>
        }
      >
        <PasswordInput autoComplete="current-password" {...form.register("password")} />
      </FormField>
      <Button type="submit" size="lg" disabled={signIn.isPending}>
        {signIn.isPending ? "Signing in..." : "Sign in to Outsmart"}
      </Button>
    </form>
  );
}
