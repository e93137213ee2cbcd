import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { useInterfaceLanguage } from "~/lib/i18n/interface-language";
import { useLeaveSignedInApp } from "~/lib/session";
import { useDeleteAccount } from "../api/account-mutations";
import { CurrentPasswordField } from "./current-password-field";
import { ReauthenticateOrError } from "./reauthenticate-prompt";
import { profileCatalogue } from "../i18n/profile-catalogue";

/** Deleting the account: type DELETE (and the password) to confirm. */
export function DeleteAccountSection({ hasPassword }: { hasPassword: boolean }) {
  const p = profileCatalogue.useMessages();
  const { language } = useInterfaceLanguage();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [confirmation, setConfirmation] = useState("");
  const [password, setPassword] = useState("");
  const leave = useLeaveSignedInApp();
  const submit = () =>
    remove.mutate(
      { confirmation, ...(hasPassword ? { password } : {}) },
      { onSuccess: () => leave(p.deleted) },
    );

  return (
    <Card aria-labelledby="delete-heading" tone="danger">
      <CardHeader>
        <CardTitle id="delete-heading">{p.deleteTitle}</CardTitle>
        <CardDescription>{p.deleteLead}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          {p.deleteMine}
        </Button>
      </CardContent>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent lang={language} title={p.deleteDialog}>
          <form
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <div className="flex flex-col gap-2 text-sm text-slate-600">
              <p>{p.deleteWarning}</p>
              <p>{p.deleteRecords}</p>
            </div>
            <ReauthenticateOrError error={remove.error} onConfirmed={submit} />
            <FormField label={p.typeDelete}>
              <Input
                autoComplete="off"
                value={confirmation}
                onChange={(event) => setConfirmation(event.target.value)}
              />
            </FormField>
            {hasPassword ? <CurrentPasswordField value={password} onChange={setPassword} /> : null}
            <div className="flex justify-end gap-2">
              <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
                {p.cancel}
              </Button>
              <Button
                type="submit"
                variant="destructive"
                disabled={
                  remove.isPending || confirmation !== "DELETE" || (hasPassword && !password)
                }
              >
                {remove.isPending ? p.deleting : p.deleteTitle}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
