import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "~/lib/api-client";
import { sessionQueryKey } from "~/lib/session";
import { accountQueryKey } from "./get-account";

const enrolmentSchema = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });

/** Step 1 of turning on two-step verification: the password unlocks a new secret and backup codes. */
export function useStartTwoFactor() {
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest("/api/auth/two-factor/enable", {
        method: "POST",
        body: { password },
        schema: enrolmentSchema,
      }),
  });
}

/** Step 2: a code from the app proves it was set up; only then is two-step verification on. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest("/api/auth/two-factor/verify-totp", {
        method: "POST",
        body: { code },
        schema: z.unknown(),
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
      apiRequest("/api/auth/two-factor/disable", {
        method: "POST",
        body: { password },
        schema: z.unknown(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKey }),
  });
}

export function useRegenerateBackupCodes() {
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest("/api/auth/two-factor/generate-backup-codes", {
        method: "POST",
        body: { password },
        schema: z.object({ backupCodes: z.array(z.string()) }),
      }),
  });
}
