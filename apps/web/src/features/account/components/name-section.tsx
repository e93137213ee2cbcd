import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { toast } from "~/components/ui/toast";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { FormError } from "~/components/form-error";
import { useUpdateName } from "../api/account-mutations";
import type { ProfileMessages } from "../i18n/profile-en";
import { profileCatalogue } from "../i18n/profile-catalogue";

const schemaIn = (p: ProfileMessages) =>
  z.object({
    firstName: z.string().trim().min(1, p.enterFirstName).max(60, p.atMost60),
    lastName: z.string().trim().max(60, p.atMost60),
  });

export function NameSection({ firstName, lastName }: { firstName: string; lastName: string }) {
  const update = useUpdateName();
  const p = profileCatalogue.useMessages();
  const schema = useMemo(() => schemaIn(p), [p]);
  const form = useForm({ resolver: zodResolver(schema), values: { firstName, lastName } });
  return (
    <Card aria-labelledby="name-heading">
      <CardHeader>
        <CardTitle id="name-heading">{p.yourName}</CardTitle>
        <CardDescription>{p.nameLead}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="flex flex-col gap-4"
          noValidate
          onSubmit={form.handleSubmit((values) =>
            update.mutate(values, { onSuccess: () => toast.success(p.nameSaved) }),
          )}
        >
          <FormError t={p} error={update.error} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={p.firstName} error={form.formState.errors.firstName?.message}>
              <Input autoComplete="given-name" {...form.register("firstName")} />
            </FormField>
            <FormField label={p.lastName} error={form.formState.errors.lastName?.message}>
              <Input autoComplete="family-name" {...form.register("lastName")} />
            </FormField>
          </div>
          <Button
            type="submit"
            className="self-start"
            disabled={update.isPending || !form.formState.isDirty}
          >
            {update.isPending ? p.saving : p.saveName}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
