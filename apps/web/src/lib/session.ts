import { paths } from "@outsmart/contracts/routes";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { ApiClientError, networkErrorMessage } from "./api-error";
import { setFlashMessage } from "./flash-message";

/** The signed-in user as the auth endpoint reports them (Better Auth's session shape). */
export type SessionUser = {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
  firstName?: string | null;
  lastName?: string | null;
  phoneNumber?: string | null;
  twoFactorEnabled?: boolean | null;
  /** An operator of this installation (docs/operator-console.md): the user menu offers the console. */
  operator?: boolean | null;
  createdAt: string;
};

export type Session = {
  user: SessionUser;
  session: { id: string; createdAt: string; expiresAt: string };
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

/**
 * Leaves the signed-in part of the app: go home first (so no protected screen reacts to the
 * session disappearing and bounces to the sign-in page), then forget every cached answer.
 */
export function useLeaveSignedInApp() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (message?: string) => {
    if (message) setFlashMessage(message);
    await navigate(paths.home, { replace: true });
    queryClient.clear();
  };
}
