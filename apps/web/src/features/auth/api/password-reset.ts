import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";

type RequestResponse = { success: true; channel: "email" | "sms" };
type OkResponse = { success: true };

/** Sends a reset link (e-mail) or code (SMS); the answer never says whether the account exists. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (identifier: string) =>
      apiRequest<RequestResponse>("/api/account/password-reset/request", {
        method: "POST",
        body: { identifier },
      }),
  });
}

export function useResetPasswordWithToken() {
  return useMutation({
    mutationFn: (body: { token: string; newPassword: string }) =>
      apiRequest<OkResponse>("/api/account/password-reset/complete", {
        method: "POST",
        body,
      }),
  });
}

export function useResetPasswordWithCode() {
  return useMutation({
    mutationFn: (body: { phoneNumber: string; code: string; newPassword: string }) =>
      apiRequest<OkResponse>("/api/account/password-reset/complete-with-code", {
        method: "POST",
        body,
      }),
  });
}
