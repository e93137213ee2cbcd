import { useQuery } from "@tanstack/react-query";
import { ApiClientError, networkErrorMessage } from "~/lib/api-error";

export type Session = {
  user: { id: string; email: string; name: string };
};

export const sessionQueryKey = ["session"] as const;

/**
 * Reads the session without a schema library: the landing page uses this too and must stay light.
 * 401/404 mean "signed out".
 */
async function getSession(): Promise<Session | null> {
  let response: Response;
  try {
    response = await fetch("/api/auth/get-session", {
      credentials: "same-origin",
      headers: { Accept: "application/json" },
    });
  } catch {
    throw new ApiClientError(networkErrorMessage, 0, "NETWORK");
  }
  if (response.status === 401 || response.status === 404) return null;
  if (!response.ok)
    throw new ApiClientError("Could not check your session.", response.status, "INTERNAL");
  return ((await response.json()) as Session | null) ?? null;
}

/** The signed-in user's session, or null when signed out. */
export function useSession() {
  return useQuery({ queryKey: sessionQueryKey, queryFn: getSession, staleTime: 60_000 });
}
