import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";
import { sessionQueryKey } from "~/lib/session";
import { accountQueryKey } from "./get-account";

type Enrolment = { totpURI: string; backupCodes: string[] };

/** Step 1 of turning on two-step verification: the password unlocks a new secret and backup codes. */
export function useStartTwoFactor() {
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest<Enrolment>("/api/auth/two-factor/enable", {
        method: "POST",
        body: { password },
      }),
  });
}

/** Step 2: a code from the app proves it was set up; only then is two-step verification on. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<unknown>("/api/auth/two-factor/verify-totp", {
        method: "POST",
        body: { code },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountQueryKey }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest<unknown>("/api/auth/two-factor/disable", {
        method: "POST",
        body: { password },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKey }),
  });
}

export function useRegenerateBackupCodes() {
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest<{ backupCodes: string[] }>("/api/auth/two-factor/generate-backup-codes", {
        method: "POST",
        body: { password },
      }),
  });
}
