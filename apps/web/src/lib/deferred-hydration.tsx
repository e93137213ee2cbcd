import { type ComponentType, memo, Suspense, use, useId, useState } from "react";
import { isDocumentHydrated } from "./document-hydration";

/**
 * Static parts of a prerendered page whose code loads only when it is needed
 * (docs/decisions/0019-public-site-performance.md).
 *
 * In the prerendered HTML the parts are complete (the server build imports their module up
 * front). In the browser React hydrates the rest of the page and leaves each part's HTML as it is
 * (a dehydrated Suspense boundary): it stays visible, its links work as plain links and
 * `<details>` open natively. The module loads, and the parts hydrate in place, when one of them
 * comes into view or the visitor first presses a key, a pointer or a finger anywhere.
 *
 * An update that reaches a waiting part makes React render it at once instead of hydrating it:
 * it removes the part's HTML and shows the Suspense fallback until the code is there. React
 * Router sends such an update on every navigation, even to an anchor on the same page (its
 * `HydratedRouter` keeps the location in plain state). So the fallback is the part's own
 * prerendered HTML, read from the page when it hydrates: the page looks and scrolls the same, and
 * only a `<details>` opened or a scroll-reveal fade in that moment is reset.
 *
 * After the first render (a navigation inside the app) the page waits for the module before it
 * shows, so nothing pops in.
 *
 * For static content only: an input in a part that has not hydrated yet would be lost to React.
 * The parts take no props and are memoised, so a re-render of the page above does not reach them.
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
      const id = useId();
      const [hydrating] = useState(() => !isDocumentHydrated());
      // Read while hydrating, before anything changes the page; nothing to read on the server.
      const [prerendered] = useState(() =>
        hydrating && !serverModule ? prerenderedHtml(id) : undefined,
      );
      // A client render suspends here, outside the boundary: the router's transition waits.
      if (!hydrating && !serverModule) use(loadNow());
      return (
        <div id={id} data-deferred-part>
          <Suspense
            fallback={
              prerendered ? (
                <div style={{ display: "contents" }} dangerouslySetInnerHTML={prerendered} />
              ) : null
            }
          >
            <Content hydrating={hydrating} />
          </Suspense>
        </div>
      );
    });
  };
}

/** A part's HTML as prerendered, without the markers of its Suspense boundary. */
function prerenderedHtml(id: string): { __html: string } | undefined {
  const html = document.getElementById(id)?.innerHTML;
  return html === undefined ? undefined : { __html: html.replace(/^<!--\$-->|<!--\/\$-->$/g, "") };
}

const interactions = ["pointerdown", "keydown", "touchstart"] as const;

/** Resolves when a deferred part comes into view, or at the first interaction. */
function whenNeeded(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof IntersectionObserver === "undefined") return resolve();
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) done();
    });
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
