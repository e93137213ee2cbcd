import type { OutputLanguage } from "@outsmart/contracts/output-language-list";
import type { GenerationDone } from "@outsmart/contracts/tools";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { errorMessage } from "~/lib/api-error";

/** The streaming client (and its SSE parser) load with the first run, or earlier on the form's first use. */
export const loadStreamGeneration = () => import("../api/stream-generation");

export type GenerationRequest = {
  inputs: Record<string, string>;
  model: string | undefined;
  /** Text tools only: the language to write in (absent: the server's default, English). */
  language?: OutputLanguage;
  /** Text tools only: the brand kit to write for (absent: none). */
  brandKitId?: string;
};

export type GenerationState =
  | { status: "idle" }
  | { status: "streaming"; text: string }
  | { status: "done"; text: string; result: GenerationDone }
  | { status: "stopped"; text: string }
  | { status: "failed"; text: string; error: unknown };

/**
 * One tool page's generation: streams the text as it is written (painted at most once a frame),
 * can be stopped (the server then aborts the provider call and charges nothing) and repeated with
 * the same request. A new run stops the previous one.
 */
export function useGeneration(
  slug: string,
  callbacks: {
    onDone: (result: GenerationDone) => void;
    onFailed: (message: string, error: unknown) => void;
    /** After every run that started, however it ended: balances and the history changed. */
    onSettled: () => void;
  },
) {
  const [state, setState] = useState<GenerationState>({ status: "idle" });
  const [lastRequest, setLastRequest] = useState<GenerationRequest | undefined>(undefined);
  const controller = useRef<AbortController | undefined>(undefined);
  const latest = useRef(callbacks);
  useLayoutEffect(() => {
    latest.current = callbacks;
  });

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (request: GenerationRequest) => {
      controller.current?.abort();
      const run = new AbortController();
      controller.current = run;
      setLastRequest(request);
      setState({ status: "streaming", text: "" });

      let text = "";
      let frame: number | undefined;
      const paint = () => {
        frame = undefined;
        if (!run.signal.aborted) setState({ status: "streaming", text });
      };
      try {
        const { streamGeneration } = await loadStreamGeneration();
        const result = await streamGeneration({
          slug,
          ...request,
          signal: run.signal,
          onDelta: (delta) => {
            text += delta;
            frame ??= requestAnimationFrame(paint);
          },
        });
        if (frame !== undefined) cancelAnimationFrame(frame);
        if (controller.current !== run) return;
        setState({ status: "done", text: result.content, result });
        latest.current.onDone(result);
      } catch (error) {
        if (frame !== undefined) cancelAnimationFrame(frame);
        if (controller.current !== run) return;
        if (run.signal.aborted) {
          setState({ status: "stopped", text });
          return;
        }
        setState({ status: "failed", text, error });
        latest.current.onFailed(errorMessage(error, "Failed to process AI tool request"), error);
      } finally {
        if (controller.current === run) {
          controller.current = undefined;
          latest.current.onSettled();
        }
      }
    },
    [slug],
  );

  const stop = useCallback(() => controller.current?.abort(), []);

  return { state, start, stop, lastRequest, busy: state.status === "streaming" };
}
