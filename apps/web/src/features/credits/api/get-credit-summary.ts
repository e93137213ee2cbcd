import type { z } from "zod";
import type { creditSummarySchema } from "@outsmart/contracts/credits";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";

export const creditSummaryQueryKey = ["credits", "summary"] as const;

/** The signed-in user's real plan label and credit balance (the seed's "Free Plan" placeholder, made real). */
export function useCreditSummary(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: creditSummaryQueryKey,
    queryFn: () => apiRequest<z.infer<typeof creditSummarySchema>>("/api/credits"),
    enabled: options.enabled ?? true,
  });
}
