import type { Context } from "hono";
import type { AppEnv } from "./app-env.ts";

/** The abort signal of work a streamed response does for its client. */
export interface ClientGone {
  /** Aborts when the client goes away (the request's own signal, or the stream's cancel). */
  signal: AbortSignal;
  /** Abort now: for the response stream's own cancel callback. */
  abort: () => void;
  /**
   * Call when the work is over (it counts as in flight until then, so shutdown waits for it). The incoming request's signal outlives the request: Node's
   * `Request` hands the signal it was made with to a FinalizationRegistry that is itself kept
   * alive by what the listener reaches, so a listener left on it keeps the whole response
   * (context, stream, generation) in memory for good. Measured: every finished generation
   * stayed on the heap (2,984 of them after one ai-streaming phase) until this was called.
   */
  release: () => void;
}

/** A signal that aborts when the client of `c` goes away, with the listener released after. */
export function whenClientGone(c: Context<AppEnv>): ClientGone {
  const controller = new AbortController();
  const ended = c.var.inFlight.begin();
  const incoming = c.req.raw.signal;
  const abort = () => controller.abort(new DOMException("The client went away.", "AbortError"));
  incoming.addEventListener("abort", abort, { once: true });
  return {
    signal: controller.signal,
    abort,
    release: () => {
      incoming.removeEventListener("abort", abort);
      ended();
    },
  };
}
