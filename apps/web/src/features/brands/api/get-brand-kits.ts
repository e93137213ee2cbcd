import type { BrandKitList } from "@outsmart/contracts/brand-kit";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";

/** The same key as the tool page's brand-kit picker, so a change here refreshes it too. */
export const brandKitsQueryKey = ["brand-kits"] as const;

/** GET /api/brand-kits: the user's brand kits, most recently changed first. */
export function useBrandKits() {
  return useQuery({
    queryKey: brandKitsQueryKey,
    queryFn: ({ signal }) => apiRequest<BrandKitList>("/api/brand-kits", { signal }),
  });
}
