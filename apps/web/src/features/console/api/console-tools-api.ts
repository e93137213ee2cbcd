import type {
  ConsoleToolDetail,
  ConsoleToolList,
  RollbackToolRequest,
  SaveToolRequest,
  TryToolRequest,
  TryToolResponse,
} from "@outsmart/contracts/console-tools";
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";

/** The console's tool editor API (`/api/console/tools*`). Types only from the contracts (ADR 0055). */
const toolsKey = ["console", "tools"] as const;
const toolPath = (slug: string) => `/api/console/tools/${encodeURIComponent(slug)}`;

export function useConsoleTools() {
  return useQuery({
    queryKey: toolsKey,
    queryFn: () => apiRequest<ConsoleToolList>("/api/console/tools"),
  });
}

export function useConsoleTool(slug: string) {
  return useQuery({
    queryKey: [...toolsKey, slug],
    queryFn: () => apiRequest<ConsoleToolDetail>(toolPath(slug)),
  });
}

/** A save or a rollback: the tool and the list are read again afterwards. */
function useToolChange<Variables>(run: (variables: Variables) => Promise<{ version: number }>) {
  return useMutation({
    mutationFn: run,
    onSettled: (_data, _error, _variables, _result, context) =>
      context.client.invalidateQueries({ queryKey: toolsKey }),
  });
}

export function useSaveTool(slug: string) {
  return useToolChange((body: SaveToolRequest) =>
    apiRequest<{ version: number }>(toolPath(slug), { method: "PUT", body }),
  );
}

export function useRollbackTool(slug: string) {
  return useToolChange((body: RollbackToolRequest) =>
    apiRequest<{ version: number }>(`${toolPath(slug)}/rollback`, { method: "POST", body }),
  );
}

export function useTryTool(slug: string) {
  return useMutation({
    mutationFn: (body: TryToolRequest) =>
      apiRequest<TryToolResponse>(`${toolPath(slug)}/try`, { method: "POST", body }),
  });
}
