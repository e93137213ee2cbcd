import { APICallError, type LanguageModelV4 } from "@ai-sdk/provider";
import { retryWithExponentialBackoff } from "@ai-sdk/provider-utils";

import { providerErrorsTotal, providerRetriesTotal, timeToFirstToken } from "../../lib/metrics.ts";

export type TextStreamLimits = {
  /** Time allowed until the first token arrives, including any retries of failed attempts. */
  firstTokenTimeoutMs: number;
  /** Time allowed for the whole answer. */
  totalTimeoutMs: number;
  /** Retries of 429 and 5xx answers before any token has arrived; none after. */
  maxRetries: number;
};

export class ModelTimeoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ModelTimeoutError";
  }
}

/**
 * The pause before a retry: the provider's `retry-after-ms` / `retry-after` when it sends a
 * reasonable one (under a minute), else the exponential backoff. The same rule as the AI SDK's
 * `streamText`.
 */
function retryDelayMs(error: unknown, exponentialBackoffDelay: number): number {
  const headers = APICallError.isInstance(error) ? error.responseHeaders : undefined;
  if (!headers) return exponentialBackoffDelay;
  let ms: number | undefined;
  const retryAfterMs = Number.parseFloat(headers["retry-after-ms"] ?? "");
  if (!Number.isNaN(retryAfterMs)) ms = retryAfterMs;
  const retryAfter = headers["retry-after"];
  if (ms === undefined && retryAfter) {
    const seconds = Number.parseFloat(retryAfter);
    ms = Number.isNaN(seconds) ? Date.parse(retryAfter) - Date.now() : seconds * 1000;
  }
  return ms !== undefined && !Number.isNaN(ms) && ms >= 0 && ms < 60_000
    ? ms
    : exponentialBackoffDelay;
}

/**
 * Streams a model's answer, calling `onDelta` for each piece, and returns the whole text. Bounded:
 * rate limits and server errors are retried only before the stream starts, the time to the first
 * token and the total time are capped by our own timers (they also cover a provider that never
 * even sends response headers), and `signal` (Stop, or the client going away) aborts the provider
 * call. Any failure is thrown.
 *
 * It calls the provider model's `doStream` directly (the AI SDK's provider interface) rather than
 * `streamText`: we need only the text, and `streamText`'s stream plumbing (steps, tools, output
 * parsing, telemetry) added about a millisecond to every first token and ~10% to every
 * generation's CPU (bench/README.md, ai-streaming).
 */
export async function streamModelText(options: {
  model: LanguageModelV4;
  system: string;
  prompt: string;
  maxOutputTokens: number;
  limits: TextStreamLimits;
  signal: AbortSignal;
  onDelta: (text: string) => void;
}): Promise<string> {
  const timeouts = new AbortController();
  const firstTokenTimer = setTimeout(
    () => timeouts.abort(new ModelTimeoutError("The AI model did not start answering in time.")),
    options.limits.firstTokenTimeoutMs,
  );
  const totalTimer = setTimeout(
    () => timeouts.abort(new ModelTimeoutError("The AI model took too long to answer.")),
    options.limits.totalTimeoutMs,
  );
  const signal = AbortSignal.any([options.signal, timeouts.signal]);
  const provider = { provider: options.model.provider };
  const stopFirstTokenTimer = timeToFirstToken.startTimer({
    ...provider,
    model: options.model.modelId,
  });
  try {
    const retrying = retryWithExponentialBackoff({
      maxRetries: options.limits.maxRetries,
      abortSignal: signal,
      shouldRetry: (error) => APICallError.isInstance(error) && error.isRetryable,
      getDelayInMs: ({ error, exponentialBackoffDelay }) => {
        providerRetriesTotal.inc(provider);
        return retryDelayMs(error, exponentialBackoffDelay);
      },
    });
    const { stream } = await retrying(() =>
      options.model.doStream({
        prompt: [
          { role: "system", content: options.system },
          { role: "user", content: [{ type: "text", text: options.prompt }] },
        ],
        maxOutputTokens: options.maxOutputTokens,
        abortSignal: signal,
      }),
    );
    const reader = stream.getReader();
    let text = "";
    let started = false;
    try {
      for (;;) {
        const { done, value: part } = await reader.read();
        if (done) break;
        if (part.type === "text-delta") {
          if (!started) {
            started = true;
            stopFirstTokenTimer();
          }
          clearTimeout(firstTokenTimer);
          text += part.delta;
          options.onDelta(part.delta);
        } else if (part.type === "error") {
          throw part.error instanceof Error ? part.error : new Error(String(part.error));
        }
      }
    } catch (error) {
      await reader.cancel().catch(() => {});
      throw error;
    }
    if (signal.aborted)
      throw signal.reason instanceof Error
        ? signal.reason
        : new DOMException("The generation was stopped.", "AbortError");
    return text;
  } catch (error) {
    // A customer's Stop (or going away) is not the provider's fault.
    if (!options.signal.aborted)
      providerErrorsTotal.inc({
        ...provider,
        kind: signal.reason instanceof ModelTimeoutError ? "timeout" : "error",
      });
    // Report why we stopped (timeout or Stop) rather than the provider's generic abort error.
    if (signal.aborted && signal.reason instanceof Error) throw signal.reason;
    throw error;
  } finally {
    clearTimeout(firstTokenTimer);
    clearTimeout(totalTimer);
  }
}
