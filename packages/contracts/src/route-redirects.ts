// Apart from routes.ts (which re-exports them) so the public pages, which need only `paths`, do
// not load them. Plain strings here: importing `paths` would make the two modules a cycle.

/** Old or alternative paths and where they now live (the seed's redirect rows). */
export const legacyRedirects: Readonly<Record<string, string>> = {
  "/login": "/auth",
  "/signup": "/auth",
  "/history": "/dashboard/history",
  "/profile": "/dashboard/profile",
};

/**
 * Where to send the user after signing in: only same-site paths are accepted, so a crafted
 * `?redirect=https://evil.example` cannot turn the sign-in page into an open redirect.
 */
export function safeRedirectTarget(
  candidate: string | null | undefined,
  fallback: string = "/dashboard",
): string {
  if (
    !candidate ||
    !candidate.startsWith("/") ||
    candidate.startsWith("//") ||
    candidate.startsWith("/\\")
  ) {
    return fallback;
  }
  return candidate;
}
