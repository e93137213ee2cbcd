import { useState } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { FormError } from "~/components/form-error";
import { ApiClientError, errorMessage } from "~/lib/api-error";
import { useConfirmPassword } from "../api/account-mutations";
import { CurrentPasswordField } from "./current-password-field";

function needsReauthentication(error: unknown): boolean {
  return error instanceof ApiClientError && error.details.reauthenticate === true;
}

/**
 * Shown when a sensitive change was refused because the last sign-in is older than 15 minutes:
 * the person re-enters their password and the change is retried.
 */
export function ReauthenticatePrompt({ onConfirmed }: { onConfirmed: () => void }) {
  const confirm = useConfirmPassword();
  const [password, setPassword] = useState("");
  return (
    <form
      className="flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (password) confirm.mutate(password, { onSuccess: onConfirmed });
      }}
    >
      <p className="text-sm text-amber-900">
        For your security, enter your password again to continue.
      </p>
      {confirm.error ? <Alert tone="error">{errorMessage(confirm.error)}</Alert> : null}
      <CurrentPasswordField label="Password" value={password} onChange={setPassword} />
      <Button type="submit" disabled={confirm.isPending || !password} className="self-start">
        {confirm.isPending ? "Checking..." : "Confirm and continue"}
      </Button>
    </form>
  );
}

/**
 * A sensitive change's error: the password prompt when the change needs a recent sign-in (the
 * change is retried once the password is confirmed), else the error itself.
 */
export function ReauthenticateOrError({
  error,
  onConfirmed,
}: {
  error: unknown;
  onConfirmed: () => void;
}) {
  return needsReauthentication(error) ? (
    <ReauthenticatePrompt onConfirmed={onConfirmed} />
  ) : (
    <FormError error={error} />
  );
}
