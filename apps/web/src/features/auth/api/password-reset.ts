import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "~/lib/api-client";

const requestResponseSchema = z.object({
  success: z.literal(true),
  channel: z.enum(["email", "sms"]),
});
const okSchema = z.object({ success: z.literal(true) });

/** Sends a reset link (e-mail) or code (SMS); the answer never says whether the account exists. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (identifier: string) =>
      apiRequest("/api/account/password-reset/request", {
        method: "POST",
        body: { identifier },
        schema: requestResponseSchema,
      }),
  });
}

export function useResetPasswordWithToken() {
  return useMutation({
    mutationFn: (body: { token: string; newPassword: string }) =>
      apiRequest("/api/account/password-reset/complete", {
        method: "POST",
        body,
        schema: okSchema,
      }),
  });
}

export function useResetPasswordWithCode() {
  return useMutation({
    mutationFn: (body: { phoneNumber: string; code: string; newPassword: string }) =>
      apiRequest("/api/account/password-reset/complete-with-code", {
        method: "POST",
        body,
        schema: okSchema,
      }),
  });
}
