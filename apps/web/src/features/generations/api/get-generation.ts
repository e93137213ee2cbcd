import type { z } from "zod";
import type { generationDetailSchema } from "@outsmart/contracts/generations";
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";
import { generationsQueryKey } from "./get-generations";

const detailKey = (id: string) => [...generationsQueryKey, "detail", id] as const;

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
    queryKey: detailKey(id ?? ""),
    queryFn: ({ signal }) => getGeneration(id ?? "", signal),
    enabled: id !== null,
    staleTime: Infinity, // a generation never changes; it can only be deleted
  });
}

/** The full generation from the cache, or fetched (the copy button needs the whole output). */
export function fetchGeneration(queryClient: QueryClient, id: string) {
  return queryClient.fetchQuery({
    queryKey: detailKey(id),
    queryFn: ({ signal }) => getGeneration(id, signal),
    staleTime: Infinity,
  });
}
