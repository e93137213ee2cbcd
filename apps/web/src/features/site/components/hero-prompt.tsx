import { useEffect, useState } from "react";
import { prefersReducedMotion } from "../hooks/use-scroll-reveal";
import type { SiteMessages } from "../i18n/site-en";
import { SparklesIcon } from "./icons";

const TYPE_INTERVAL_MS = 28;

/**
 * The hero's sample prompt, typed out once. The full text is in the prerendered HTML (and read by
 * screen readers); the typed copy sits over an invisible full copy, so the box never changes size.
 * With reduced motion the text simply appears. Bangla is typed as a keyboard types it, one code
 * unit at a time (ক, ক্, ক্ষ): a half-typed conjunct is what a typist sees too.
 */
export function HeroPrompt({ m }: { m: SiteMessages }) {
  const SAMPLE_PROMPT = m.samplePrompt;
  // The whole prompt until the typing starts (prerendered HTML, reduced motion).
  const [shown, setShown] = useState(SAMPLE_PROMPT.length);
  useEffect(() => {
    if (prefersReducedMotion()) return;
    let count = 0;
    const timer = window.setInterval(() => {
      count += 1;
      setShown(count);
      if (count >= SAMPLE_PROMPT.length) window.clearInterval(timer);
    }, TYPE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [SAMPLE_PROMPT]);
  const done = shown >= SAMPLE_PROMPT.length;

  return (
    <figure className="mx-auto mt-12 max-w-2xl rounded-2xl border border-slate-200 bg-white p-5 text-left shadow-xl shadow-brand-900/5 sm:p-6">
      <figcaption className="flex items-center gap-2 text-xs font-semibold tracking-wide text-brand-700 uppercase">
        <SparklesIcon className="size-4" />
        {m.samplePromptLabel}
      </figcaption>
      <p className="relative mt-3 text-base leading-7 text-slate-800 sm:text-lg">
        <span className="sr-only">{SAMPLE_PROMPT}</span>
        <span aria-hidden="true" className="invisible">
          {SAMPLE_PROMPT}
        </span>
        <span aria-hidden="true" className="absolute inset-0" data-testid="typed-prompt">
          {SAMPLE_PROMPT.slice(0, shown)}
          <span
            className={`ml-0.5 inline-block h-5 w-0.5 translate-y-1 bg-brand-600 ${done ? "animate-pulse" : ""}`}
          />
        </span>
      </p>
      <ul
        aria-label={m.promptOutputsLabel}
        className={`mt-4 flex flex-wrap gap-2 transition-opacity duration-500 ${done ? "opacity-100" : "opacity-0"}`}
      >
        {m.promptOutputs.map((item) => (
          <li
            key={item}
            className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800"
          >
            {item}
          </li>
        ))}
      </ul>
    </figure>
  );
}
