import type {
  CreateGenerationVersionInput,
  GenerationVersion,
  GenerationVersionList,
} from "@outsmart/contracts/generation-versions";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";

/**
 * The versions of a text result (issue 16). Shared code rather than the generations feature's: the
 * tool page's result panel (features/tools) and the history's detail both show them.
 */
const versionsKey = (id: string) => ["generation-versions", id] as const;

/** GET /api/generations/:id/versions: version 1 (the generation as written), then each saved one. */
export function useGenerationVersions(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: versionsKey(id),
    queryFn: ({ signal }) =>
      apiRequest<GenerationVersionList>(`/api/generations/${encodeURIComponent(id)}/versions`, {
        signal,
      }),
    enabled: options.enabled ?? true,
  });
}

/** POST /api/generations/:id/versions: a hand edit, saved as the newest version. */
export function useSaveEdit(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateGenerationVersionInput) =>
      apiRequest<GenerationVersion>(`/api/generations/${encodeURIComponent(id)}/versions`, {
        method: "POST",
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: versionsKey(id) }),
  });
}
