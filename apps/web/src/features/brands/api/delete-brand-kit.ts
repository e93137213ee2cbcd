import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";
import { brandKitsQueryKey } from "./get-brand-kits";

/**
 * DELETE /api/brand-kits/:id. Its generations stay in the history without the kit, and a tool
 * page that remembered it goes back to "No brand kit", so those are refreshed too.
 */
export function useDeleteBrandKit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>(`/api/brand-kits/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: brandKitsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ["generations"] }),
        queryClient.invalidateQueries({ queryKey: ["preferences"] }),
      ]);
    },
  });
}
