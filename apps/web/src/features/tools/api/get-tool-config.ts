import { toolConfigResponseSchema } from "@outsmart/contracts/tools";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";

/** GET /api/tools/:slug: the tool's name, description, input fields and default model. */
export function useToolConfig(slug: string) {
  return useQuery({
    queryKey: ["tool-config", slug],
    queryFn: ({ signal }) =>
      apiRequest(`/api/tools/${encodeURIComponent(slug)}`, {
        schema: toolConfigResponseSchema,
        signal,
      }),
    staleTime: 5 * 60 * 1000,
  });
}
