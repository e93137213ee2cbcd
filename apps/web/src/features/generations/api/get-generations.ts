import type { z } from "zod";
import type { generationPageSchema, ListGenerationsQuery } from "@outsmart/contracts/generations";
import {
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { OutputLanguage } from "@outsmart/contracts/output-language-list";
import { apiRequest } from "~/lib/api-client";

export const generationsQueryKey = ["generations"] as const;

function listPath(query: ListGenerationsQuery): string {
  const params = new URLSearchParams();
  if (query.tool) params.set("tool", query.tool);
  if (query.language) params.set("language", query.language);
  if (query.brand_kit) params.set("brand_kit", query.brand_kit);
  if (query.favourite) params.set("favourite", query.favourite);
  if (query.q) params.set("q", query.q);
  if (query.before) params.set("before", query.before);
  if (query.limit) params.set("limit", String(query.limit));
  const search = params.toString();
  return `/api/generations${search ? `?${search}` : ""}`;
}

export function getGenerations(query: ListGenerationsQuery, signal?: AbortSignal) {
  return apiRequest<z.infer<typeof generationPageSchema>>(listPath(query), {
    ...(signal ? { signal } : {}),
  });
}

/** The history: the newest 50 matching generations, then older pages on demand ("Load more"). */
export function useGenerationHistory(filters: {
  tool?: string;
  language?: OutputLanguage;
  brandKit?: string;
  favourite?: boolean;
  q?: string;
}) {
  const { brandKit, favourite, ...rest } = filters;
  return useInfiniteQuery({
    queryKey: [...generationsQueryKey, "history", filters],
    queryFn: ({ pageParam, signal }) =>
      getGenerations(
        {
          ...rest,
          ...(brandKit ? { brand_kit: brandKit } : {}),
          ...(favourite ? { favourite: "true" as const } : {}),
          ...(pageParam ? { before: pageParam } : {}),
        },
        signal,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** The last `limit` generations (the home page's Recent Activity). */
export function useRecentGenerations(limit: number) {
  return useQuery({
    queryKey: [...generationsQueryKey, "recent", limit],
    queryFn: ({ signal }) => getGenerations({ limit }, signal),
  });
}

/** Reloads the history, the recent activity and every figure (the history's Refresh button). */
export function useRefreshGenerations() {
  const queryClient = useQueryClient();
  return () => queryClient.resetQueries({ queryKey: generationsQueryKey });
}
