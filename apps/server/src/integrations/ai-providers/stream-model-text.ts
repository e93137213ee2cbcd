import { type LanguageModel, streamText } from "ai";

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
 * Streams a model's answer, calling `onDelta` for each piece, and returns the whole text. Bounded:
 * rate limits and server errors are retried only before the first token (the SDK's retries), the
 * time to the first token and the total time are capped by our own timers (they also cover a
 * provider that never even sends response headers), and `signal` (Stop, or the client going
 * away) aborts the provider call. Any failure is thrown.
 */
export async function streamModelText(options: {
  model: LanguageModel;
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
  try {
    const result = streamText({
      model: options.model,
      system: options.system,
      prompt: options.prompt,
      maxOutputTokens: options.maxOutputTokens,
      maxRetries: options.limits.maxRetries,
      streamRetries: 0,
      abortSignal: signal,
      onError: () => {
        // surfaced below as an "error" stream part
      },
    });
    let text = "";
    for await (const part of result.stream) {
      if (part.type === "text-delta") {
        clearTimeout(firstTokenTimer);
        text += part.text;
        options.onDelta(part.text);
      } else if (part.type === "error") {
        throw part.error instanceof Error ? part.error : new Error(String(part.error));
      } else if (part.type === "abort") {
        break;
      }
    }
    if (signal.aborted)
      throw signal.reason instanceof Error
        ? signal.reason
        : new DOMException("The generation was stopped.", "AbortError");
    return text;
  } catch (error) {
    // Report why we stopped (timeout or Stop) rather than the SDK's generic abort error.
    if (signal.aborted && signal.reason instanceof Error) throw signal.reason;
    throw error;
  } finally {
    clearTimeout(firstTokenTimer);
    clearTimeout(totalTimer);
  }
}
