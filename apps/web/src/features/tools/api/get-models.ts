import { modelListSchema } from "@outsmart/contracts/tools";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";

export const modelsQueryKey = ["models"] as const;

/** GET /api/models: every model with its availability, cost and whether the user's plan unlocks it. */
export function useModels() {
  return useQuery({
    queryKey: modelsQueryKey,
    queryFn: ({ signal }) => apiRequest("/api/models", { schema: modelListSchema, signal }),
    staleTime: 60 * 1000,
  });
}
