import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "~/components/ui/toast";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { PasswordInput } from "~/components/ui/password-input";
import { FormError } from "~/components/form-error";
import { useChangePassword } from "../api/account-mutations";

const schema = z.object({
  currentPassword: z.string().min(1, "Enter your current password"),
  newPassword: z.string().min(1, "Choose a new password"),
});

export function PasswordSection() {
  const change = useChangePassword();
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: "", newPassword: "" },
  });
  return (
    <Card aria-labelledby="password-heading">
      <CardHeader>
        <CardTitle id="password-heading">Password</CardTitle>
        <CardDescription>Changing it signs you out on every other device.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="flex flex-col gap-4"
          noValidate
          onSubmit={form.handleSubmit((values) =>
            change.mutate(values, {
              onSuccess: () => {
                form.reset();
                toast.success("Password changed. Your other devices have been signed out.");
              },
            }),
          )}
        >
          <FormError error={change.error} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label="Current password"
              error={form.formState.errors.currentPassword?.message}
            >
              <PasswordInput
                autoComplete="current-password"
                {...form.register("currentPassword")}
              />
            </FormField>
            <FormField
              label="New password"
              hint="At least 10 characters."
              error={form.formState.errors.newPassword?.message}
            >
              <PasswordInput autoComplete="new-password" {...form.register("newPassword")} />
            </FormField>
          </div>
          <Button type="submit" className="self-start" disabled={change.isPending}>
            {change.isPending ? "Changing..." : "Change password"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
