import { useState } from "react";
import { FormError } from "~/components/form-error";
import { ReauthenticatePrompt } from "~/components/reauthenticate-prompt";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { OneTimeCodeInput } from "~/components/ui/one-time-code-input";
import { stepUpFor } from "../api/console-api";
import { consoleCatalogue } from "../i18n/console-catalogue";

/**
 * A money or key action's error, in place: when the server wants the password again (the last
 * sign-in is older than 15 minutes) or an authenticator code, the operator gives it here and the
 * action is retried; any other error is shown as it is.
 */
export function StepUpOrError({
  error,
  pending,
  onRetry,
}: {
  error: unknown;
  pending: boolean;
  onRetry: (code?: string) => void;
}) {
  const t = consoleCatalogue.useMessages();
  const step = stepUpFor(error);
  if (step === "password") return <ReauthenticatePrompt texts={t} onConfirmed={() => onRetry()} />;
  if (step === "code")
    return <CodeStep message={t.error(error)} pending={pending} onCode={onRetry} />;
  return <FormError error={error} t={t} />;
}

function CodeStep({
  message,
  pending,
  onCode,
}: {
  message: string;
  pending: boolean;
  onCode: (code: string) => void;
}) {
  const t = consoleCatalogue.useMessages();
  const [code, setCode] = useState("");
  return (
    <form
      className="flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim()) onCode(code.trim());
      }}
    >
      <p role="alert" className="text-sm text-amber-900">
        {message}
      </p>
      <FormField label={t.authenticatorCode}>
        <OneTimeCodeInput value={code} onChange={(event) => setCode(event.target.value)} />
      </FormField>
      <Button type="submit" disabled={pending || !code.trim()} className="self-start">
        {pending ? t.checking : t.confirmAndContinue}
      </Button>
    </form>
  );
}
