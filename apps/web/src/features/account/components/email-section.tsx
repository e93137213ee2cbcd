import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { FormError } from "~/components/form-error";
import { useChangeEmail, useResendEmailVerification } from "../api/account-mutations";
import { ReauthenticateOrError } from "./reauthenticate-prompt";
import { SubmitOrCancel } from "./submit-or-cancel";

const schema = z.object({ newEmail: z.email("Enter a valid e-mail address") });

export function EmailSection({ email, verified }: { email: string | null; verified: boolean }) {
  const change = useChangeEmail();
  const resend = useResendEmailVerification();
  const [editing, setEditing] = useState(false);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { newEmail: "" } });
  const submit = form.handleSubmit(({ newEmail }) => change.mutate(newEmail));

  return (
    <Card aria-labelledby="email-heading">
      <CardHeader>
        <CardTitle id="email-heading">E-mail address</CardTitle>
        <CardDescription>Used to sign in and to reset your password.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <span className="break-all font-medium text-slate-900">
            {email ?? "No e-mail address yet"}
          </span>
          {email ? (
            verified ? (
              <Badge tone="success">Verified</Badge>
            ) : (
              <Badge tone="warning">Not verified</Badge>
            )
          ) : null}
        </div>
        {email && !verified ? (
          <div className="flex flex-wrap items-center gap-3">
            <Button
              variant="outline"
              size="sm"
              disabled={resend.isPending || resend.isSuccess}
              onClick={() => resend.mutate()}
            >
              {resend.isSuccess
                ? "Link sent"
                : resend.isPending
                  ? "Sending..."
                  : "Send confirmation link again"}
            </Button>
            {resend.error ? <FormError error={resend.error} /> : null}
          </div>
        ) : null}
        {change.isSuccess ? (
          <Alert tone="success">
            We sent a confirmation link to <strong>{change.variables}</strong>. Your address changes
            when you open it.
          </Alert>
        ) : editing ? (
          <form className="flex flex-col gap-3" noValidate onSubmit={submit}>
            <ReauthenticateOrError error={change.error} onConfirmed={() => void submit()} />
            <FormField label="New e-mail address" error={form.formState.errors.newEmail?.message}>
              <Input type="email" autoComplete="email" {...form.register("newEmail")} />
            </FormField>
            <SubmitOrCancel
              label="Send confirmation link"
              pendingLabel="Sending..."
              pending={change.isPending}
              onCancel={() => setEditing(false)}
            />
          </form>
        ) : (
          <Button variant="outline" className="self-start" onClick={() => setEditing(true)}>
            {email ? "Change e-mail" : "Add e-mail"}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
