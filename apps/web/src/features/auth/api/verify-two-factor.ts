import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";

export type TwoFactorProof = { method: "totp" | "backup-code"; code: string; trustDevice: boolean };

/** Completes a sign-in that needs a second step: an authenticator code or a single-use backup code. */
export function verifyTwoFactor({ method, code, trustDevice }: TwoFactorProof) {
  const path =
    method === "totp"
      ? "/api/auth/two-factor/verify-totp"
      : "/api/auth/two-factor/verify-backup-code";
  return apiRequest<unknown>(path, {
    method: "POST",
    body: { code: code.trim(), trustDevice },
  });
}

export function useVerifyTwoFactor() {
  return useMutation({ mutationFn: verifyTwoFactor });
}
