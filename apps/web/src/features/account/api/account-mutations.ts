import { okResponseSchema } from "@outsmart/contracts/account";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "~/lib/api-client";
import { sessionQueryKey } from "~/lib/session";
import { accountQueryKey } from "./get-account";

const refreshAccount = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: accountQueryKey }),
    queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  ]);

/** A mutation on /api/account that refreshes the account and session views when it succeeds. */
function useAccountMutation<Variables, Result>(request: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: () => refreshAccount(queryClient) });
}

export const useUpdateName = () =>
  useAccountMutation((body: { firstName: string; lastName: string }) =>
    apiRequest("/api/account/name", { method: "PATCH", body, schema: okResponseSchema }),
  );

export const useConfirmPassword = () =>
  useAccountMutation((password: string) =>
    apiRequest("/api/account/confirm-password", {
      method: "POST",
      body: { password },
      schema: okResponseSchema,
    }),
  );

export const useChangePassword = () =>
  useAccountMutation((body: { currentPassword: string; newPassword: string }) =>
    apiRequest("/api/account/password", { method: "POST", body, schema: okResponseSchema }),
  );

export const useChangeEmail = () =>
  useAccountMutation((newEmail: string) =>
    apiRequest("/api/account/email", {
      method: "POST",
      body: { newEmail },
      schema: okResponseSchema,
    }),
  );

export const useResendEmailVerification = () =>
  useAccountMutation(() =>
    apiRequest("/api/account/email/verification", {
      method: "POST",
      body: {},
      schema: okResponseSchema,
    }),
  );

export const useSendPhoneCode = () =>
  useAccountMutation((phoneNumber: string) =>
    apiRequest("/api/account/phone/code", {
      method: "POST",
      body: { phoneNumber },
      schema: okResponseSchema.extend({ phoneNumber: z.string() }),
    }),
  );

export const useVerifyPhone = () =>
  useAccountMutation((body: { phoneNumber: string; code: string }) =>
    apiRequest("/api/account/phone", { method: "POST", body, schema: okResponseSchema }),
  );

export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (body: { confirmation: string; password?: string }) =>
      apiRequest("/api/account", { method: "DELETE", body, schema: okResponseSchema }),
  });
