import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { useLeaveSignedInApp } from "~/lib/session";
import { useDeleteAccount } from "../api/account-mutations";
import { CurrentPasswordField } from "./current-password-field";
import { ReauthenticateOrError } from "./reauthenticate-prompt";

/** Deleting the account: type DELETE (and the password) to confirm. */
export function DeleteAccountSection({ hasPassword }: { hasPassword: boolean }) {
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [confirmation, setConfirmation] = useState("");
  const [password, setPassword] = useState("");
  const leave = useLeaveSignedInApp();
  const submit = () =>
    remove.mutate(
      { confirmation, ...(hasPassword ? { password } : {}) },
      { onSuccess: () => leave("Your account has been deleted.") },
    );

  return (
    <Card aria-labelledby="delete-heading" tone="danger">
      <CardHeader>
        <CardTitle id="delete-heading">Delete account</CardTitle>
        <CardDescription>
          Permanently delete your account, your profile and your generation history.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          Delete my account
        </Button>
      </CardContent>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title="Delete your account?">
          <form
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <div className="flex flex-col gap-2 text-sm text-slate-600">
              <p>
                This deletes your account, profile, sessions and every generation in your history.
                It cannot be undone.
              </p>
              <p>
                Records of payments and credit purchases are kept for accounting, without your name
                or contact details.
              </p>
            </div>
            <ReauthenticateOrError error={remove.error} onConfirmed={submit} />
            <FormField label="Type DELETE to confirm">
              <Input
                autoComplete="off"
                value={confirmation}
                onChange={(event) => setConfirmation(event.target.value)}
              />
            </FormField>
            {hasPassword ? <CurrentPasswordField value={password} onChange={setPassword} /> : null}
            <div className="flex justify-end gap-2">
              <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button
                type="submit"
                variant="destructive"
                disabled={
                  remove.isPending || confirmation !== "DELETE" || (hasPassword && !password)
                }
              >
                {remove.isPending ? "Deleting..." : "Delete account"}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
