import { useCallback, useEffect, useState } from "react";
import { hasFlashMessage } from "~/lib/flash-message";
import { hasSession } from "../api/has-session";

/**
 * The prerendered public pages' view of the visitor, without the query client: one plain session
 * request. `signedIn` is undefined until it answers. `loadAccount` says when the page should load
 * its account chunk (query client, toaster, user menu): for a signed-in visitor, or for a message
 * the previous page left, which needs the toaster. The chunk reports a sign-out through
 * `onSignedInChange`; it stays loaded so the "signed out" toast can show.
 */
export function useSiteSession() {
  const [signedIn, setSignedIn] = useState<boolean>();
  const [loadAccount, setLoadAccount] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    void hasSession(controller.signal).then((yes) => {
      if (controller.signal.aborted) return;
      setSignedIn(yes);
      if (yes || hasFlashMessage()) setLoadAccount(true);
    });
    return () => controller.abort();
  }, []);
  const onSignedInChange = useCallback((value: boolean) => setSignedIn(value), []);
  return { signedIn, loadAccount, onSignedInChange };
}
