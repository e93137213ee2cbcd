import type {
  RefineQuote,
  RefineRequest,
  RefineResult,
} from "@outsmart/contracts/generation-refine";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";

/**
 * Refining a text result (issue 16, ADR 0078). Shared code, like lib/generation-versions.ts: the
 * tool page's result panel and the history's detail both refine.
 */
const refinePath = (id: string) => `/api/generations/${encodeURIComponent(id)}/refine`;

/** GET /api/generations/:id/refine: the models, the default one and the balance (the cost quote). */
export function useRefineQuote(id: string) {
  return useQuery({
    queryKey: ["generation-refine-quote", id],
    queryFn: ({ signal }) => apiRequest<RefineQuote>(refinePath(id), { signal }),
  });
}

/** POST /api/generations/:id/refine: a new version; the versions list and the balance are refetched. */
export function useRefine(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RefineRequest) =>
      apiRequest<RefineResult>(refinePath(id), { method: "POST", body: input }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["generation-versions", id] }),
        queryClient.invalidateQueries({ queryKey: ["generation-refine-quote", id] }),
        queryClient.invalidateQueries({ queryKey: ["credits"] }),
      ]),
  });
}
