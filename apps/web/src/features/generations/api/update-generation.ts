import type {
  GenerationDetail,
  GenerationMarks,
  GenerationPage,
  UpdateGenerationInput,
} from "@outsmart/contracts/generations";
import { type InfiniteData, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "~/components/ui/toast";
import { apiRequest } from "~/lib/api-client";
import { ApiClientError } from "~/lib/api-error";
import { generationDetailKey } from "./get-generation";
import { generationsQueryKey } from "./get-generations";

type Marks = { favourite?: boolean; title?: string | null };

const historyKey = [...generationsQueryKey, "history"] as const;
const recentKey = [...generationsQueryKey, "recent"] as const;

const marked = <T extends { id: string }>(item: T, id: string, marks: Marks): T =>
  item.id === id ? { ...item, ...marks } : item;

/** Puts the marks on the generation wherever it is cached: history pages, recent activity, detail. */
function applyMarks(queryClient: ReturnType<typeof useQueryClient>, id: string, marks: Marks) {
  queryClient.setQueriesData<InfiniteData<GenerationPage>>({ queryKey: historyKey }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => marked(item, id, marks)),
          })),
        }
      : data,
  );
  queryClient.setQueriesData<GenerationPage>({ queryKey: recentKey }, (data) =>
    data ? { ...data, items: data.items.map((item) => marked(item, id, marks)) } : data,
  );
  queryClient.setQueryData<GenerationDetail>(generationDetailKey(id), (data) =>
    data ? { ...data, ...marks } : data,
  );
}

/**
 * PATCH /api/generations/:id: stars, unstars or titles one of the user's generations. The change
 * shows at once (optimistic) and is taken back, with a toast, if the server refuses it.
 */
export function useMarkGeneration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, marks }: { id: string; marks: UpdateGenerationInput }) =>
      apiRequest<GenerationMarks>(`/api/generations/${encodeURIComponent(id)}`, {
        method: "PATCH",
        body: marks,
      }),
    onMutate: async ({ id, marks }) => {
      await queryClient.cancelQueries({ queryKey: generationsQueryKey });
      const before = [
        ...queryClient.getQueriesData({ queryKey: historyKey }),
        ...queryClient.getQueriesData({ queryKey: recentKey }),
        [generationDetailKey(id), queryClient.getQueryData(generationDetailKey(id))] as const,
      ];
      applyMarks(queryClient, id, {
        ...(marks.favourite === undefined ? {} : { favourite: marks.favourite }),
        ...(marks.title === undefined ? {} : { title: marks.title?.trim() || null }),
      });
      return { before };
    },
    onSuccess: (saved) =>
      applyMarks(queryClient, saved.id, { favourite: saved.favourite, title: saved.title }),
    onError: (error, { marks }, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
      toast.error(
        marks.title === undefined ? "Could not update your favourites" : "Could not rename",
        {
          description:
            error instanceof ApiClientError ? error.message : "Please try again in a moment.",
        },
      );
    },
    // Other filtered lists (e.g. Favourites) reload when next shown; the visible one stays put so
    // an unstarred row does not jump away under the pointer.
    onSettled: () => queryClient.invalidateQueries({ queryKey: historyKey, refetchType: "none" }),
  });
}
