import { zodResolver } from "@hookform/resolvers/zod";
import {
  MISSING_CREDENTIALS_MESSAGE,
  type SignUpRequest,
  type SignUpResponse,
} from "@outsmart/contracts/account";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { PasswordInput } from "~/components/ui/password-input";
import { useSignUp } from "../api/sign-up";
import { IdentifierInput } from "./identifier-input";
import { FormError } from "~/components/form-error";

const schema = z
  .object({
    firstName: z
      .string()
      .trim()
      .min(1, "Enter your first name")
      .max(60, "Use at most 60 characters"),
    lastName: z.string().trim().max(60, "Use at most 60 characters"),
    identifier: z.string(),
    password: z.string(),
  })
  .refine((values) => values.identifier.trim() !== "" && values.password !== "", {
    message: MISSING_CREDENTIALS_MESSAGE,
    path: ["root"],
  });

export type SignUpValues = z.infer<typeof schema>;

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
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: initialValues ?? { firstName: "", lastName: "", identifier: "", password: "" },
  });
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
        <FormError error={signUp.error} />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register("firstName")} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register("lastName")} />
        </FormField>
      </div>
      <FormField label="Email or phone number" hint="We'll send a link or code to confirm it.">
        <IdentifierInput
          // Back from "Use another address": the name and password are kept, the address is next.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={initialValues !== undefined}
          {...form.register("identifier")}
        />
      </FormField>
      <FormField
        label="Password"
        hint="At least 10 characters. A few unusual words make a strong, memorable password."
      >
        <PasswordInput autoComplete="new-password" {...form.register("password")} />
      </FormField>
      <Button type="submit" size="lg" disabled={signUp.isPending}>
        {signUp.isPending ? "Creating your account..." : "Create account"}
      </Button>
    </form>
  );
}
