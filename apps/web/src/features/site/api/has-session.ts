/**
 * Whether the visitor is signed in, with one plain request: the landing page uses this instead of
 * the session query so that signed-out visitors never load the query client. (Signed-in visitors
 * then load the account menu, which reads the session properly.)
 */
export async function hasSession(signal?: AbortSignal): Promise<boolean> {
  try {
    const response = await fetch("/api/auth/get-session", {
      credentials: "same-origin",
      headers: { Accept: "application/json" },
      signal,
    });
    if (!response.ok) return false;
    const body = (await response.json()) as { user?: unknown } | null;
    return Boolean(body?.user);
  } catch {
    return false;
  }
}
