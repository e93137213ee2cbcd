import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { toast } from "~/components/ui/toast";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { PasswordInput } from "~/components/ui/password-input";
import { FormError } from "~/components/form-error";
import { useChangePassword } from "../api/account-mutations";
import type { ProfileMessages } from "../i18n/profile-en";
import { profileCatalogue } from "../i18n/profile-catalogue";

const schemaIn = (p: ProfileMessages) =>
  z.object({
    currentPassword: z.string().min(1, p.enterCurrentPassword),
    newPassword: z.string().min(1, p.chooseNewPassword),
  });

export function PasswordSection() {
  const change = useChangePassword();
  const p = profileCatalogue.useMessages();
  const schema = useMemo(() => schemaIn(p), [p]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: "", newPassword: "" },
  });
  return (
    <Card aria-labelledby="password-heading">
      <CardHeader>
        <CardTitle id="password-heading">{p.passwordTitle}</CardTitle>
        <CardDescription>{p.passwordLead}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="flex flex-col gap-4"
          noValidate
          onSubmit={form.handleSubmit((values) =>
            change.mutate(values, {
              onSuccess: () => {
                form.reset();
                toast.success(p.passwordChanged);
              },
            }),
          )}
        >
          <FormError t={p} error={change.error} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label={p.currentPassword}
              error={form.formState.errors.currentPassword?.message}
            >
              <PasswordInput
                autoComplete="current-password"
                {...form.register("currentPassword")}
              />
            </FormField>
            <FormField
              label={p.newPassword}
              hint={p.passwordHint}
              error={form.formState.errors.newPassword?.message}
            >
              <PasswordInput autoComplete="new-password" {...form.register("newPassword")} />
            </FormField>
          </div>
          <Button type="submit" className="self-start" disabled={change.isPending}>
            {change.isPending ? p.changing : p.changePassword}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
