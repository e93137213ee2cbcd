import { useEffect, useSyncExternalStore } from "react";

/**
 * Whether the page's first render (React hydrating the prerendered or SPA-shell HTML) is over.
 * Components that behave differently while hydrating server HTML read it when they mount: a
 * mount after this point is a client render (a navigation inside the app).
 */
let documentHydrated = false;

export function isDocumentHydrated(): boolean {
  return documentHydrated;
}

const noChanges = () => () => {};

/**
 * Called once, by the root route: its effects run after the whole document has hydrated. Returns
 * false while prerendering and hydrating, true from the render after (React's own hydration rule).
 */
export function useMarkDocumentHydrated(): boolean {
  useEffect(() => {
    documentHydrated = true;
  }, []);
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
