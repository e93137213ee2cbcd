import type { BrandKit } from "@outsmart/contracts/brand-kit";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";
import { brandKitsQueryKey } from "./get-brand-kits";

/** POST /api/brand-kits/:id/duplicate: a copy named "… (copy)". */
export function useDuplicateBrandKit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<BrandKit>(`/api/brand-kits/${encodeURIComponent(id)}/duplicate`, {
        method: "POST",
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandKitsQueryKey }),
  });
}
