import type { OutputLanguage } from "@outsmart/contracts/output-language-list";
import type { GenerationDone } from "@outsmart/contracts/tools";
import { EventSourceParserStream } from "eventsource-parser/stream";
import { responseError } from "~/lib/api-client";
import { ApiClientError, networkErrorMessage } from "~/lib/api-error";

/**
 * The events' payloads, checked by hand rather than with the contracts' zod schemas: the tool page
 * must not load zod (docs/decisions/0055-signed-in-javascript.md).
 */
function field(payload: unknown, name: string): unknown {
  return typeof payload === "object" && payload !== null
    ? (payload as Record<string, unknown>)[name]
    : undefined;
}

function text(payload: unknown, name: string): string {
  const value = field(payload, name);
  if (typeof value !== "string") throw new TypeError(`The event has no ${name}`);
  return value;
}

export const streamCutMessage =
  "The connection closed before the content was finished. Nothing was charged; please try again.";

/**
 * POST /api/tools/:slug/generate: the server refuses as JSON before it starts (401, 402, 403, 429…)
 * and then streams server-sent events: `delta` with each piece of text, then `done` with the saved
 * generation, or `error`. Resolves with `done`; rejects with ApiClientError, or the AbortError of
 * `signal` when the caller stops it.
 */
export async function streamGeneration(request: {
  slug: string;
  inputs: Record<string, string>;
  model: string | undefined;
  language?: OutputLanguage | undefined;
  /** The brand kit to write for (issue 16); absent for none. */
  brandKitId?: string | undefined;
  signal: AbortSignal;
  onDelta: (text: string) => void;
}): Promise<GenerationDone> {
  let response: Response;
  try {
    response = await fetch(`/api/tools/${encodeURIComponent(request.slug)}/generate`, {
      method: "POST",
      credentials: "same-origin",
      headers: { Accept: "text/event-stream", "Content-Type": "application/json" },
      body: JSON.stringify({
        inputs: request.inputs,
        model: request.model,
        language: request.language,
        brand_kit_id: request.brandKitId,
      }),
      signal: request.signal,
    });
  } catch (error) {
    if (request.signal.aborted) throw error;
    throw new ApiClientError(networkErrorMessage, 0, "NETWORK");
  }
  if (!response.ok || !response.body) {
    throw responseError(await response.json().catch(() => null), response.status);
  }

  const events = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream());
  try {
    for await (const event of events) {
      const payload: unknown = JSON.parse(event.data);
      if (event.event === "delta") request.onDelta(text(payload, "text"));
      else if (event.event === "done") {
        text(payload, "generation_id");
        return payload as GenerationDone;
      } else if (event.event === "error")
        throw new ApiClientError(text(payload, "error"), 502, text(payload, "code"));
    }
  } catch (error) {
    if (request.signal.aborted || error instanceof ApiClientError) throw error;
    throw new ApiClientError(streamCutMessage, 0, "NETWORK");
  }
  throw new ApiClientError(streamCutMessage, 0, "NETWORK");
}
