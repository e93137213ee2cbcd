import type { Overview, OverviewUnit } from "@outsmart/contracts/console-overview";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";

/** GET /api/console/overview (types only from the contracts, ADR 0055). */
export function useOverview(unit: OverviewUnit) {
  return useQuery({
    queryKey: ["console", "overview", unit],
    queryFn: () => apiRequest<Overview>(`/api/console/overview?unit=${unit}`),
  });
}
