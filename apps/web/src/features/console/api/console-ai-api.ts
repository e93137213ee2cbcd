import type {
  ConnectionTestResult,
  ConsoleAi,
  ConsoleProvider,
  SaveModelRequest,
} from "@outsmart/contracts/console-ai";
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";
import { actionRequest } from "./console-api";

/** The console's AI providers and models (`/api/console/ai*`). Types only from the contracts. */
const aiKey = ["console", "ai"] as const;
const providerPath = (id: string) => `/api/console/ai/providers/${encodeURIComponent(id)}`;

export function useConsoleAi() {
  return useQuery({
    queryKey: aiKey,
    queryFn: () => apiRequest<ConsoleAi>("/api/console/ai"),
  });
}

/** A change: the providers, models and the offer are read again afterwards. */
function useAiChange<Variables, Result>(run: (variables: Variables) => Promise<Result>) {
  return useMutation({
    mutationFn: run,
    onSuccess: (_data, _variables, _result, context) =>
      context.client.invalidateQueries({ queryKey: aiKey }),
  });
}

export function useSaveProvider(id: string) {
  return useAiChange(({ values, code }: { values: Record<string, string>; code?: string }) =>
    actionRequest<{ provider: ConsoleProvider }>(providerPath(id), {
      method: "PUT",
      body: { values },
      code,
    }),
  );
}

export function useRemoveProvider(id: string) {
  return useAiChange(({ code }: { code?: string }) =>
    actionRequest<{ provider: ConsoleProvider }>(providerPath(id), { method: "DELETE", code }),
  );
}

export function useTestProvider(id: string) {
  return useMutation({
    mutationFn: ({
      values,
      modelId,
      code,
    }: {
      values: Record<string, string>;
      modelId?: string;
      code?: string;
    }) =>
      actionRequest<ConnectionTestResult>(`${providerPath(id)}/test`, {
        method: "POST",
        body: { values, ...(modelId ? { modelId } : {}) },
        code,
      }),
  });
}

export function useSaveModel() {
  return useAiChange(({ id, body }: { id: string; body: SaveModelRequest }) =>
    actionRequest<{ success: true }>(`/api/console/ai/models/${encodeURIComponent(id)}`, {
      method: "PUT",
      body,
    }),
  );
}

export function useResetModel() {
  return useAiChange((id: string) =>
    actionRequest<{ success: true }>(`/api/console/ai/models/${encodeURIComponent(id)}`, {
      method: "DELETE",
    }),
  );
}
