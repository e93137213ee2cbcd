import type { z } from "zod";
import type { modelListSchema } from "@outsmart/contracts/tools";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";

export const modelsQueryKey = ["models"] as const;

/** GET /api/models: every model with its availability, cost and whether the user's plan unlocks it. */
export function useModels() {
  return useQuery({
    queryKey: modelsQueryKey,
    queryFn: ({ signal }) => apiRequest<z.infer<typeof modelListSchema>>("/api/models", { signal }),
    staleTime: 60 * 1000,
  });
}
