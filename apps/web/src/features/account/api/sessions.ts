import type { z } from "zod";
import type { accountSessionsResponseSchema, okResponseSchema } from "@outsmart/contracts/account";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";

const sessionsQueryKey = ["account", "sessions"] as const;

export function useAccountSessions() {
  return useQuery({
    queryKey: sessionsQueryKey,
    queryFn: () =>
      apiRequest<z.infer<typeof accountSessionsResponseSchema>>("/api/account/sessions"),
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<z.infer<typeof okResponseSchema>>(
        `/api/account/sessions/${encodeURIComponent(id)}`,
        {
          method: "DELETE",
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}

export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: () =>
      apiRequest<z.infer<typeof okResponseSchema>>("/api/account/sessions/sign-out-everywhere", {
        method: "POST",
        body: {},
      }),
  });
}
