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

let leaving = false;

/**
 * True while the app is leaving its signed-in part: a protected screen that sees the session go
 * (another request answered 401 first) must not send the visitor to the sign-in page meanwhile.
 */
export function isLeavingSignedInApp(): boolean {
  return leaving;
}

/**
 * Marks the app as leaving before the request that ends the session is sent: its answer clears
 * the cookie, and a session check answered in between must not bounce the visitor to sign-in.
 */
export function beginLeavingSignedInApp(): void {
  leaving = true;
}

/** The protected screens are gone (the layout unmounted): a missing session means sign in again. */
export function endLeavingSignedInApp(): void {
  leaving = false;
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
    // Until the protected screen is gone (protected-layout.tsx ends it when it unmounts): the
    // navigation resolves before React has drawn the home page, and the cleared session is read
    // again by the screen still on display.
    leaving = true;
    try {
      await navigate(paths.home, { replace: true });
    } catch (error) {
      leaving = false;
      throw error;
    }
    queryClient.clear();
  };
}
