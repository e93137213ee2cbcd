import { useEffect } from "react";

/** The seed's threshold: an element reveals once its top is within 100 px of the viewport bottom. */
export const REVEAL_THRESHOLD_PX = 100;

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== "undefined" &&
    typeof window.matchMedia === "function" &&
    window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

/**
 * Scroll reveal for every `[data-reveal]` element on the page. The prerendered HTML shows all of
 * them (so the page works without JavaScript); after hydration only the elements still below the
 * threshold are hidden (opacity and transform: no layout shift) and revealed as they come up.
 * With reduced motion nothing is hidden.
 */
export function useScrollReveal() {
  useEffect(() => {
    if (prefersReducedMotion() || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.classList.remove("reveal-hidden");
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: `0px 0px -${REVEAL_THRESHOLD_PX}px 0px` },
    );
    const limit = window.innerHeight - REVEAL_THRESHOLD_PX;
    for (const element of document.querySelectorAll<HTMLElement>("[data-reveal]")) {
      if (element.getBoundingClientRect().top < limit) continue; // already in view: never hide it
      element.classList.add("reveal-hidden");
      observer.observe(element);
    }
    // A part of the page that hydrates late (lib/deferred-hydration.tsx) may replace its elements
    // with copies that are still hidden: watch those too, or they would never be revealed.
    const replacements = new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of mutation.addedNodes) {
          if (!(node instanceof Element)) continue;
          const hidden = [
            ...(node.matches(".reveal-hidden") ? [node] : []),
            ...node.querySelectorAll(".reveal-hidden"),
          ];
          for (const element of hidden) observer.observe(element);
        }
    });
    replacements.observe(document.body, { childList: true, subtree: true });
    return () => {
      replacements.disconnect();
      observer.disconnect();
    };
  }, []);
}
