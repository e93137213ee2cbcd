import type { OutputLanguage } from "@outsmart/contracts/output-language-list";
import type { Preferences, UpdatePreferencesRequest } from "@outsmart/contracts/output-language";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";

export const preferencesQueryKey = ["preferences"] as const;

/** What the account remembers between visits (GET /api/account/preferences). */
export function usePreferences(enabled: boolean) {
  return useQuery({
    queryKey: preferencesQueryKey,
    queryFn: () => apiRequest<Preferences>("/api/account/preferences"),
    enabled,
    staleTime: 60_000,
  });
}

/** Remembers the output language chosen on a tool page, for every tool and every device. */
export function useRememberOutputLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outputLanguage: OutputLanguage) =>
      apiRequest<Preferences>("/api/account/preferences", {
        method: "PATCH",
        body: { outputLanguage } satisfies UpdatePreferencesRequest,
      }),
    onSuccess: (preferences) => queryClient.setQueryData(preferencesQueryKey, preferences),
  });
}

/** Remembers the brand kit chosen on a tool page (null: none), for every tool and every device. */
export function useRememberBrandKit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (brandKitId: string | null) =>
      apiRequest<Preferences>("/api/account/preferences", {
        method: "PATCH",
        body: { brandKitId } satisfies UpdatePreferencesRequest,
      }),
    onSuccess: (preferences) => queryClient.setQueryData(preferencesQueryKey, preferences),
  });
}
