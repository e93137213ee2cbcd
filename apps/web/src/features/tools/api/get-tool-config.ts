import type { z } from "zod";
import type { toolConfigResponseSchema } from "@outsmart/contracts/tools";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";

/** GET /api/tools/:slug: the tool's name, description, input fields and default model. */
export function useToolConfig(slug: string) {
  return useQuery({
    queryKey: ["tool-config", slug],
    queryFn: ({ signal }) =>
      apiRequest<z.infer<typeof toolConfigResponseSchema>>(
        `/api/tools/${encodeURIComponent(slug)}`,
        {
          signal,
        },
      ),
    staleTime: 5 * 60 * 1000,
  });
}
