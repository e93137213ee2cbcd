import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
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
import type { ProfileMessages } from "../i18n/profile-en";
import { profileCatalogue } from "../i18n/profile-catalogue";

const schemaIn = (p: ProfileMessages) => z.object({ newEmail: z.email(p.validEmail) });

export function EmailSection({ email, verified }: { email: string | null; verified: boolean }) {
  const change = useChangeEmail();
  const resend = useResendEmailVerification();
  const [editing, setEditing] = useState(false);
  const p = profileCatalogue.useMessages();
  const schema = useMemo(() => schemaIn(p), [p]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { newEmail: "" } });
  const submit = form.handleSubmit(({ newEmail }) => change.mutate(newEmail));

  return (
    <Card aria-labelledby="email-heading">
      <CardHeader>
        <CardTitle id="email-heading">{p.emailTitle}</CardTitle>
        <CardDescription>{p.emailLead}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <span className="break-all font-medium text-slate-900">{email ?? p.noEmail}</span>
          {email ? (
            verified ? (
              <Badge tone="success">{p.verified}</Badge>
            ) : (
              <Badge tone="warning">{p.notVerified}</Badge>
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
              {resend.isSuccess ? p.linkSent : resend.isPending ? p.sending : p.sendAgain}
            </Button>
            {resend.error ? <FormError t={p} error={resend.error} /> : null}
          </div>
        ) : null}
        {change.isSuccess ? (
          <Alert tone="success">
            {p.emailSent(<strong key="email">{change.variables}</strong>)}
          </Alert>
        ) : editing ? (
          <form className="flex flex-col gap-3" noValidate onSubmit={submit}>
            <ReauthenticateOrError error={change.error} onConfirmed={() => void submit()} />
            <FormField label={p.newEmail} error={form.formState.errors.newEmail?.message}>
              <Input type="email" autoComplete="email" {...form.register("newEmail")} />
            </FormField>
            <SubmitOrCancel
              label={p.sendLink}
              pendingLabel={p.sending}
              pending={change.isPending}
              onCancel={() => setEditing(false)}
            />
          </form>
        ) : (
          <Button variant="outline" className="self-start" onClick={() => setEditing(true)}>
            {email ? p.changeEmail : p.addEmail}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
