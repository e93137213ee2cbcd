import type {
  AuditPage,
  AuditQuery,
  CustomerDetail,
  CustomerListItem,
  CustomerPage,
  MessagePage,
} from "@outsmart/contracts/console";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { apiRequest, responseError } from "~/lib/api-client";
import { ApiClientError, networkErrorMessage } from "~/lib/api-error";

/**
 * The operator console's API (`/api/console/*`, docs/operator-console.md). Types only from the
 * contracts: the answers are not parsed in the browser (ADR 0055).
 */
const TWO_FACTOR_CODE_HEADER = "x-outsmart-2fa-code";

export const consoleKeys = {
  all: ["console"] as const,
  customers: (q: string) => ["console", "customers", q] as const,
  customer: (id: string) => ["console", "customer", id] as const,
  messages: (status: string) => ["console", "messages", status] as const,
  audit: (filters: AuditFilters) => ["console", "audit", filters] as const,
};

/** True when the server refused because the signed-in user is not an operator. */
export function isNotOperator(error: unknown): boolean {
  return error instanceof ApiClientError && error.status === 403 && !stepUpFor(error);
}

/** What a money or key action needs before it is retried: the password again, or a 2FA code. */
export function stepUpFor(error: unknown): "password" | "code" | null {
  if (!(error instanceof ApiClientError) || error.status !== 403) return null;
  if (error.details.reauthenticate === true) return "password";
  if (error.details.twoFactorRequired === true) return "code";
  return null;
}

export const query = (params: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `?${text}` : "";
};

/**
 * A keyset-paged list shown a page at a time ("Older" / "Newer"), with TanStack's plain useQuery:
 * its infinite and multi-query hooks would be shared with the history's first load and split off
 * into chunks of their own, more files before the dashboard and the history are usable (ADR 0070).
 */
export function usePages<Page extends { nextCursor: string | null }>(
  key: readonly unknown[],
  read: (before: string | undefined) => Promise<Page>,
) {
  const keyText = JSON.stringify(key);
  // The cursors of the pages before the one shown; empty on the newest page.
  const [trail, setTrail] = useState<{ key: string; cursors: string[] }>({
    key: keyText,
    cursors: [],
  });
  const cursors = trail.key === keyText ? trail.cursors : [];
  const before = cursors[cursors.length - 1];
  const page = useQuery({ queryKey: [...key, before ?? ""], queryFn: () => read(before) });
  const nextCursor = page.data?.nextCursor ?? null;
  return {
    ...page,
    hasOlder: nextCursor !== null,
    older: () => {
      if (nextCursor) setTrail({ key: keyText, cursors: [...cursors, nextCursor] });
    },
    hasNewer: cursors.length > 0,
    newer: () => setTrail({ key: keyText, cursors: cursors.slice(0, -1) }),
  };
}

export function useCustomerSearch(q: string) {
  return usePages(consoleKeys.customers(q), (before) =>
    apiRequest<CustomerPage>(`/api/console/customers${query({ q, before })}`),
  );
}

export function useCustomer(id: string) {
  return useQuery({
    queryKey: consoleKeys.customer(id),
    queryFn: () => apiRequest<CustomerDetail>(`/api/console/customers/${encodeURIComponent(id)}`),
  });
}

export type MessageStatus = "all" | "unhandled" | "handled";

export function useMessages(status: MessageStatus) {
  return usePages(consoleKeys.messages(status), (before) =>
    apiRequest<MessagePage>(`/api/console/messages${query({ status, before })}`),
  );
}

export type AuditFilters = Omit<AuditQuery, "before">;

export function useAuditLog(filters: AuditFilters) {
  return usePages(consoleKeys.audit(filters), (before) =>
    apiRequest<AuditPage>(`/api/console/audit${query({ ...filters, before })}`),
  );
}

/** Everything the console shows may have changed after an action: read it again. */
export function useConsoleMutation<Variables, Result>(
  run: (variables: Variables) => Promise<Result>,
) {
  // The client from the callback's context, not useQueryClient: nothing else on the signed-in
  // screens' first load needs that hook from the shared chunk (ADR 0070).
  return useMutation({
    mutationFn: run,
    onSuccess: (_data, _variables, _result, context) =>
      context.client.invalidateQueries({ queryKey: consoleKeys.all }),
  });
}

export type CustomerAction = "suspend" | "reactivate" | "reset-two-factor" | "grant" | "revoke";

const actionRequests: Record<
  CustomerAction,
  { method: "POST" | "DELETE"; path: (id: string) => string }
> = {
  suspend: { method: "POST", path: (id) => `/api/console/customers/${id}/suspend` },
  reactivate: { method: "POST", path: (id) => `/api/console/customers/${id}/reactivate` },
  "reset-two-factor": {
    method: "POST",
    path: (id) => `/api/console/customers/${id}/two-factor/reset`,
  },
  grant: { method: "POST", path: (id) => `/api/console/customers/${id}/operator` },
  revoke: { method: "DELETE", path: (id) => `/api/console/customers/${id}/operator` },
};

/**
 * A money or key action: `apiRequest` with the authenticator code in its header when the operator
 * gave one. Kept here so the signed-in screens' API client does not grow for the console.
 */
export async function actionRequest<T>(
  path: string,
  options: { method: "POST" | "PUT" | "DELETE"; body?: unknown; code?: string | undefined },
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method,
      credentials: "same-origin",
      headers: {
        Accept: "application/json",
        ...(options.body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(options.code ? { [TWO_FACTOR_CODE_HEADER]: options.code } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new ApiClientError(networkErrorMessage, 0, "NETWORK");
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw responseError(payload, response.status);
  return payload as T;
}

export function useCustomerAction(customerId: string) {
  return useConsoleMutation(({ action, code }: { action: CustomerAction; code?: string }) => {
    const request = actionRequests[action];
    return actionRequest<{ customer: CustomerListItem }>(
      request.path(encodeURIComponent(customerId)),
      { method: request.method, code },
    );
  });
}

export function useAdjustCredits(customerId: string) {
  return useConsoleMutation(
    ({ amount, reason, code }: { amount: number; reason: string; code?: string }) =>
      actionRequest<{ balance: number }>(
        `/api/console/customers/${encodeURIComponent(customerId)}/credits`,
        { method: "POST", body: { amount, reason }, code },
      ),
  );
}

export function useMarkMessageHandled() {
  return useConsoleMutation((id: string) =>
    apiRequest<{ success: true }>(`/api/console/messages/${encodeURIComponent(id)}/handled`, {
      method: "POST",
    }),
  );
}
