import { zodResolver } from "@hookform/resolvers/zod";
import type { SignUpRequest, SignUpResponse } from "@outsmart/contracts/account";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { PasswordInput } from "~/components/ui/password-input";
import { useSignUp } from "../api/sign-up";
import { IdentifierInput } from "./identifier-input";
import type { AuthMessages } from "../i18n/auth-en";
import { authCatalogue } from "../i18n/auth-catalogue";
import { AuthFormError } from "./auth-form-error";
import { useMessagesFollowLanguage } from "../hooks/use-messages-follow-language";

const signUpSchema = (t: AuthMessages) =>
  z
    .object({
      firstName: z
        .string()
        .trim()
        .min(1, t.validation.firstNameRequired)
        .max(60, t.validation.tooLong),
      lastName: z.string().trim().max(60, t.validation.tooLong),
      identifier: z.string(),
      password: z.string(),
    })
    .refine((values) => values.identifier.trim() !== "" && values.password !== "", {
      message: t.validation.missingCredentials,
      path: ["root"],
    });

export type SignUpValues = z.infer<ReturnType<typeof signUpSchema>>;

/**
 * Sign up with a name, an e-mail address or a phone number, and a password. The account is not
 * ready yet: `onSubmitted` gets what was sent (to resend it) and the next step the server named.
 */
export function SignUpForm({
  initialValues,
  onSubmitted,
}: {
  /** To come back to the form ("Use another address") with the name and password kept. */
  initialValues?: SignUpValues | undefined;
  onSubmitted: (
    submitted: { values: SignUpValues; request: SignUpRequest },
    next: SignUpResponse["status"],
  ) => void;
}) {
  const signUp = useSignUp();
  const t = authCatalogue.useMessages();
  const schema = useMemo(() => signUpSchema(t), [t]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: initialValues ?? { firstName: "", lastName: "", identifier: "", password: "" },
  });
  useMessagesFollowLanguage(form, t);
  const { errors } = form.formState;

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={form.handleSubmit((values) => {
        const { identifier, ...rest } = values;
        const request: SignUpRequest = {
          ...rest,
          ...(identifier.includes("@")
            ? { email: identifier.trim() }
            : { phoneNumber: identifier.trim() }),
        };
        signUp.mutate(request, {
          onSuccess: ({ status }) => onSubmitted({ values, request }, status),
        });
      })}
    >
      {errors.root?.message ? (
        <Alert tone="error">{errors.root.message}</Alert>
      ) : (
        <AuthFormError error={signUp.error} />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t.firstName} error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register("firstName")} />
        </FormField>
        <FormField label={t.lastName} error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register("lastName")} />
        </FormField>
      </div>
      <FormField label={t.identifierLabel} hint={t.identifierHint}>
        <IdentifierInput
          // Back from "Use another address": the name and password are kept, the address is next.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={initialValues !== undefined}
          {...form.register("identifier")}
        />
      </FormField>
      <FormField label={t.passwordLabel} hint={t.passwordHint}>
        <PasswordInput autoComplete="new-password" {...form.register("password")} />
      </FormField>
      <Button type="submit" size="lg" disabled={signUp.isPending}>
        {signUp.isPending ? t.creatingAccount : t.createAccount}
      </Button>
    </form>
  );
}
