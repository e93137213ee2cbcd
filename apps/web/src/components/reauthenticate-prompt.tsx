import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { PasswordInput } from "~/components/ui/password-input";
import { apiRequest } from "~/lib/api-client";
import { errorMessage } from "~/lib/api-error";
import { sessionQueryKey } from "~/lib/session";

type ReauthenticateTexts = {
  reauthenticate: string;
  password: string;
  checking: string;
  confirmAndContinue: string;
  somethingWrong: string;
  error: (error: unknown, fallback: string) => string;
};

const englishTexts: ReauthenticateTexts = {
  reauthenticate: "For your security, enter your password again to continue.",
  password: "Password",
  checking: "Checking...",
  confirmAndContinue: "Confirm and continue",
  somethingWrong: "Something went wrong. Please try again.",
  error: (error, fallback) => errorMessage(error, fallback),
};

/**
 * Shown when a sensitive change (the profile's e-mail, phone or deletion; an operator's money or
 * key action) was refused because the last sign-in is older than 15 minutes: the person re-enters
 * their password (POST /api/account/confirm-password) and the change is retried.
 */
export function ReauthenticatePrompt({
  onConfirmed,
  texts = englishTexts,
}: {
  onConfirmed: () => void;
  /** The prompt's texts in the screen's language (the profile's catalogue); English by default. */
  texts?: ReauthenticateTexts;
}) {
  const t = texts;
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: (password: string) =>
      apiRequest<{ success: true }>("/api/account/confirm-password", {
        method: "POST",
        body: { password },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
  const [password, setPassword] = useState("");
  return (
    <form
      className="flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (password) confirm.mutate(password, { onSuccess: onConfirmed });
      }}
    >
      <p className="text-sm text-amber-900">{t.reauthenticate}</p>
      {confirm.error ? (
        <Alert tone="error">{t.error(confirm.error, t.somethingWrong)}</Alert>
      ) : null}
      <FormField label={t.password}>
        <PasswordInput
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </FormField>
      <Button type="submit" disabled={confirm.isPending || !password} className="self-start">
        {confirm.isPending ? t.checking : t.confirmAndContinue}
      </Button>
    </form>
  );
}
