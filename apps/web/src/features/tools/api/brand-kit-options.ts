import type { BrandKitList } from "@outsmart/contracts/brand-kit";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";

/** The brands page's key too (features/brands/api/get-brand-kits.ts): one cache for both. */
const brandKitsQueryKey = ["brand-kits"] as const;

/** GET /api/brand-kits for the tool page's brand-kit picker (text tools, signed in). */
export function useBrandKitOptions(enabled: boolean) {
  return useQuery({
    queryKey: brandKitsQueryKey,
    queryFn: ({ signal }) => apiRequest<BrandKitList>("/api/brand-kits", { signal }),
    enabled,
    staleTime: 60_000,
  });
}
