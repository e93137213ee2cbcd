import { QueryClient } from "@tanstack/react-query";
import { ApiClientError } from "./api-error";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Retrying a 4xx (signed out, not found, forbidden) only delays the answer.
        retry: (failureCount, error) =>
          failureCount < 2 &&
          !(error instanceof ApiClientError && error.status >= 400 && error.status < 500),
      },
    },
  });
}
