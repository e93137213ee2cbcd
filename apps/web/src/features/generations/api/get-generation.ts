import type { z } from "zod";
import type { generationDetailSchema } from "@outsmart/contracts/generations";
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";
import { generationsQueryKey } from "./get-generations";

export const generationDetailKey = (id: string) => [...generationsQueryKey, "detail", id] as const;

function getGeneration(id: string, signal?: AbortSignal) {
  return apiRequest<z.infer<typeof generationDetailSchema>>(
    `/api/generations/${encodeURIComponent(id)}`,
    {
      ...(signal ? { signal } : {}),
    },
  );
}

/** One generation in full: input data and the whole output (the list only carries a preview). */
export function useGeneration(id: string | null) {
  return useQuery({
    queryKey: generationDetailKey(id ?? ""),
    queryFn: ({ signal }) => getGeneration(id ?? "", signal),
    enabled: id !== null,
    staleTime: Infinity, // only its star and title change, and marking it updates this cache
  });
}

/** The full generation from the cache, or fetched (the copy button needs the whole output). */
export function fetchGeneration(queryClient: QueryClient, id: string) {
  return queryClient.fetchQuery({
    queryKey: generationDetailKey(id),
    queryFn: ({ signal }) => getGeneration(id, signal),
    staleTime: Infinity,
  });
}
