import type { okResponseSchema } from "@outsmart/contracts/account";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
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
    apiRequest<z.infer<typeof okResponseSchema>>("/api/account/name", { method: "PATCH", body }),
  );

export const useChangePassword = () =>
  useAccountMutation((body: { currentPassword: string; newPassword: string }) =>
    apiRequest<z.infer<typeof okResponseSchema>>("/api/account/password", { method: "POST", body }),
  );

export const useChangeEmail = () =>
  useAccountMutation((newEmail: string) =>
    apiRequest<z.infer<typeof okResponseSchema>>("/api/account/email", {
      method: "POST",
      body: { newEmail },
    }),
  );

export const useResendEmailVerification = () =>
  useAccountMutation(() =>
    apiRequest<z.infer<typeof okResponseSchema>>("/api/account/email/verification", {
      method: "POST",
      body: {},
    }),
  );

export const useSendPhoneCode = () =>
  useAccountMutation((phoneNumber: string) =>
    apiRequest<{ success: true; phoneNumber: string }>("/api/account/phone/code", {
      method: "POST",
      body: { phoneNumber },
    }),
  );

export const useVerifyPhone = () =>
  useAccountMutation((body: { phoneNumber: string; code: string }) =>
    apiRequest<z.infer<typeof okResponseSchema>>("/api/account/phone", { method: "POST", body }),
  );

export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (body: { confirmation: string; password?: string }) =>
      apiRequest<z.infer<typeof okResponseSchema>>("/api/account", { method: "DELETE", body }),
  });
