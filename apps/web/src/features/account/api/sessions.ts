import { accountSessionsResponseSchema, okResponseSchema } from "@outsmart/contracts/account";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";

const sessionsQueryKey = ["account", "sessions"] as const;

export function useAccountSessions() {
  return useQuery({
    queryKey: sessionsQueryKey,
    queryFn: () => apiRequest("/api/account/sessions", { schema: accountSessionsResponseSchema }),
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/account/sessions/${encodeURIComponent(id)}`, {
        method: "DELETE",
        schema: okResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}

export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: () =>
      apiRequest("/api/account/sessions/sign-out-everywhere", {
        method: "POST",
        body: {},
        schema: okResponseSchema,
      }),
  });
}
