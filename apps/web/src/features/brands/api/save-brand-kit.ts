import type { BrandKit, BrandKitInput } from "@outsmart/contracts/brand-kit";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";
import { brandKitsQueryKey } from "./get-brand-kits";

/** POST /api/brand-kits (no id) or PUT /api/brand-kits/:id: the whole kit. */
export function useSaveBrandKit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, kit }: { id: string | undefined; kit: BrandKitInput }) =>
      apiRequest<BrandKit>(id ? `/api/brand-kits/${encodeURIComponent(id)}` : "/api/brand-kits", {
        method: id ? "PUT" : "POST",
        body: kit,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandKitsQueryKey }),
  });
}
