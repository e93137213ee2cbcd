import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "~/components/ui/toast";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { FormError } from "~/components/form-error";
import { useUpdateName } from "../api/account-mutations";

const schema = z.object({
  firstName: z.string().trim().min(1, "Enter your first name").max(60, "Use at most 60 characters"),
  lastName: z.string().trim().max(60, "Use at most 60 characters"),
});

export function NameSection({ firstName, lastName }: { firstName: string; lastName: string }) {
  const update = useUpdateName();
  const form = useForm({ resolver: zodResolver(schema), values: { firstName, lastName } });
  return (
    <Card aria-labelledby="name-heading">
      <CardHeader>
        <CardTitle id="name-heading">Your name</CardTitle>
        <CardDescription>Shown in the app and on your avatar.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="flex flex-col gap-4"
          noValidate
          onSubmit={form.handleSubmit((values) =>
            update.mutate(values, { onSuccess: () => toast.success("Your name was saved.") }),
          )}
        >
          <FormError error={update.error} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="First name" error={form.formState.errors.firstName?.message}>
              <Input autoComplete="given-name" {...form.register("firstName")} />
            </FormField>
            <FormField label="Last name" error={form.formState.errors.lastName?.message}>
              <Input autoComplete="family-name" {...form.register("lastName")} />
            </FormField>
          </div>
          <Button
            type="submit"
            className="self-start"
            disabled={update.isPending || !form.formState.isDirty}
          >
            {update.isPending ? "Saving..." : "Save name"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
