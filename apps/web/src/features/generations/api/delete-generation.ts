import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";
import { generationsQueryKey } from "./get-generations";

/**
 * Deletes one of the user's generations; the history and every figure are reloaded after. The
 * caller says how it went, in the interface language.
 */
export function useDeleteGeneration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<null>(`/api/generations/${encodeURIComponent(id)}`, {
        method: "DELETE",
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: generationsQueryKey }),
  });
}
