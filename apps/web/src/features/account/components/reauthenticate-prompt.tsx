import { useQueryClient } from "@tanstack/react-query";
import { FormError } from "~/components/form-error";
import { ReauthenticatePrompt } from "~/components/reauthenticate-prompt";
import { ApiClientError } from "~/lib/api-error";
import { accountQueryKey } from "../api/get-account";
import { profileCatalogue } from "../i18n/profile-catalogue";

function needsReauthentication(error: unknown): boolean {
  return error instanceof ApiClientError && error.details.reauthenticate === true;
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
  const queryClient = useQueryClient();
  const p = profileCatalogue.useMessages();
  return needsReauthentication(error) ? (
    <ReauthenticatePrompt
      texts={p}
      onConfirmed={() => {
        void queryClient.invalidateQueries({ queryKey: accountQueryKey });
        onConfirmed();
      }}
    />
  ) : (
    <FormError t={p} error={error} />
  );
}
