import { type ComponentType, memo, Suspense, use, useState } from "react";
import { isDocumentHydrated } from "./document-hydration";

/**
 * Static parts of a prerendered page whose code loads only when it is needed
 * (docs/decisions/0018-public-site-performance.md).
 *
 * In the prerendered HTML the parts are complete (the server build imports their module up
 * front). In the browser React hydrates the rest of the page and leaves each part's HTML as it is
 * (a dehydrated Suspense boundary): it stays visible, its links work as plain links and
 * `<details>` open natively. The module loads, and the parts hydrate, when one of them comes near
 * the viewport or the visitor first presses a key, a pointer or a finger anywhere. A router
 * update that reaches a part before that waits for it (React Router updates in transitions).
 *
 * After the first render (a navigation inside the app) the page waits for the module before it
 * shows, so nothing pops in.
 *
 * For static content only: an input in a part that has not hydrated yet would be lost to React.
 * The parts take no props, and are memoised, so a re-render of the page above cannot reach a
 * dehydrated part (React would then throw its HTML away and render it from scratch).
 */
export function deferredModule<Module>(
  load: () => Promise<Module>,
  /** The module itself on the server (prerendering), undefined in the browser. */
  serverModule: Module | undefined,
) {
  let loading: Promise<Module> | undefined;
  const loadNow = () => (loading ??= load());
  let waiting: Promise<Module> | undefined;
  const loadWhenNeeded = () => (waiting ??= whenNeeded().then(loadNow));

  return function part(pick: (module: Module) => ComponentType) {
    function Content({ hydrating }: { hydrating: boolean }) {
      const module = serverModule ?? use(hydrating ? loadWhenNeeded() : loadNow());
      const Part = pick(module);
      return <Part />;
    }

    return memo(function DeferredPart() {
      const [hydrating] = useState(() => !isDocumentHydrated());
      // A client render suspends here, outside the boundary: the router's transition waits.
      if (!hydrating && !serverModule) use(loadNow());
      return (
        <div data-deferred-part>
          <Suspense>
            <Content hydrating={hydrating} />
          </Suspense>
        </div>
      );
    });
  };
}

const interactions = ["pointerdown", "keydown", "touchstart"] as const;

/** Resolves when a deferred part comes within 200 px of the viewport, or at the first interaction. */
function whenNeeded(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof IntersectionObserver === "undefined") return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: "0px 0px 200px 0px" },
    );
    function done() {
      observer.disconnect();
      for (const type of interactions) window.removeEventListener(type, done, true);
      resolve();
    }
    for (const element of document.querySelectorAll("[data-deferred-part]"))
      observer.observe(element);
    for (const type of interactions)
      window.addEventListener(type, done, { capture: true, passive: true });
  });
}
