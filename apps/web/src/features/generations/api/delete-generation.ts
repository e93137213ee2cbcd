import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "~/components/ui/toast";
import { apiRequest } from "~/lib/api-client";
import { ApiClientError } from "~/lib/api-error";
import { generationsQueryKey } from "./get-generations";

/** Deletes one of the user's generations; the history and every figure are reloaded after. */
export function useDeleteGeneration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<null>(`/api/generations/${encodeURIComponent(id)}`, {
        method: "DELETE",
      }),
    onSuccess: () => {
      toast.success("Generation deleted", {
        description: "It no longer appears in your history or your statistics.",
      });
    },
    onError: (error) => {
      toast.error("Could not delete", {
        description:
          error instanceof ApiClientError ? error.message : "Please try again in a moment.",
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: generationsQueryKey }),
  });
}
