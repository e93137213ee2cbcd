import type { z } from "zod";
import type { siteInfoSchema } from "@outsmart/contracts/site";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";

export const siteInfoQueryKey = ["site-info"] as const;

/** GET /api/site: the operator's name and contact e-mail (OPERATOR_NAME, OPERATOR_EMAIL). */
export function useSiteInfo() {
  return useQuery({
    queryKey: siteInfoQueryKey,
    queryFn: ({ signal }) => apiRequest<z.infer<typeof siteInfoSchema>>("/api/site", { signal }),
    staleTime: 5 * 60 * 1000,
  });
}
