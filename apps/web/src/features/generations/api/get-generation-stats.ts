import type { z } from "zod";
import type { generationStatsSchema } from "@outsmart/contracts/generations";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";
import { generationsQueryKey } from "./get-generations";

/** Every figure of the dashboard, history and profile, computed by the server over all records. */
export function useGenerationStats() {
  return useQuery({
    queryKey: [...generationsQueryKey, "stats"],
    queryFn: ({ signal }) =>
      apiRequest<z.infer<typeof generationStatsSchema>>("/api/generations/stats", { signal }),
  });
}
