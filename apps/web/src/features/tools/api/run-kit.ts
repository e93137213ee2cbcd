import type { CampaignSummary, KitQuote, KitRunEvent } from "@outsmart/contracts/campaign-kits";
import type { KitRunRequest } from "@outsmart/contracts/campaign-kit-requests";
import { useQuery } from "@tanstack/react-query";
import { EventSourceParserStream } from "eventsource-parser/stream";
import { apiRequest, responseError } from "~/lib/api-client";
import { ApiClientError, networkErrorMessage } from "~/lib/api-error";

/** GET /api/campaign-kits/:id/quote: the whole kit's price with the chosen model (ADR 0085). */
export function useKitQuote(
  kitId: string,
  options: { model: string | undefined; brief: "en" | "bn" },
) {
  const query = new URLSearchParams({ brief: options.brief });
  if (options.model) query.set("model", options.model);
  return useQuery({
    queryKey: ["kit-quote", kitId, options.model ?? null, options.brief],
    queryFn: ({ signal }) =>
      apiRequest<KitQuote>(`/api/campaign-kits/${encodeURIComponent(kitId)}/quote?${query}`, {
        signal,
      }),
    staleTime: 10_000,
  });
}

/**
 * POST /api/campaign-kits/:id/run: refusals come as JSON (402, 403, 404…), then server-sent
 * events (`campaign`, per step `step`, `delta`…, `step-done` or `step-error`, then `done`), each
 * passed to `onEvent`. Resolves with the campaign's outcome; rejects with ApiClientError, or the
 * AbortError of `signal` when the caller stops it.
 */
/** The stream ended before `done`: the steps written so far are saved and charged, no more. */
const streamCut =
  "The connection closed before the kit finished. Steps already written are saved in your history; no other step was charged.";

export async function runKit(request: {
  kitId: string;
  body: KitRunRequest;
  signal: AbortSignal;
  onEvent: (event: KitRunEvent) => void;
}): Promise<CampaignSummary> {
  let response: Response;
  try {
    response = await fetch(`/api/campaign-kits/${encodeURIComponent(request.kitId)}/run`, {
      method: "POST",
      credentials: "same-origin",
      headers: { Accept: "text/event-stream", "Content-Type": "application/json" },
      body: JSON.stringify(request.body),
      signal: request.signal,
    });
  } catch (error) {
    if (request.signal.aborted) throw error;
    throw new ApiClientError(networkErrorMessage, 0, "NETWORK");
  }
  if (!response.ok || !response.body)
    throw responseError(await response.json().catch(() => null), response.status);
  const events = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream());
  try {
    for await (const event of events) {
      const parsed = { event: event.event, data: JSON.parse(event.data) as unknown } as KitRunEvent;
      request.onEvent(parsed);
      if (parsed.event === "done") return parsed.data;
    }
  } catch (error) {
    if (request.signal.aborted || error instanceof ApiClientError) throw error;
    throw new ApiClientError(streamCut, 0, "NETWORK");
  }
  throw new ApiClientError(streamCut, 0, "NETWORK");
}
