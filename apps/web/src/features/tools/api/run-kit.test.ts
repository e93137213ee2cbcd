import type { KitRunEvent } from "@outsmart/contracts/campaign-kits";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiClientError } from "~/lib/api-error";
import { runKit } from "./run-kit";

/** A server-sent-event body delivered in awkward chunks, as the network does. */
function sseResponse(chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { headers: { "Content-Type": "text/event-stream" } });
}

const body = {
  brief: {
    product_name: "Eid panjabi collection",
    target_audience: "young men in Dhaka",
    offer: "10% off",
    campaign_goal: "More orders",
  },
  brief_language: "en" as const,
};

function run() {
  const events: KitRunEvent[] = [];
  const promise = runKit({
    kitId: "eid-campaign-kit",
    body,
    signal: new AbortController().signal,
    onEvent: (event) => events.push(event),
  });
  return { events, promise };
}

afterEach(() => vi.unstubAllGlobals());

describe("runKit", () => {
  it("hands over every event in order and resolves with the campaign's outcome", async () => {
    const summary = {
      campaign_id: "0b7f1f1e-4c1b-4a8e-9d55-0f5e0c3c1a11",
      status: "partial",
      steps_done: 1,
      steps_total: 2,
      credits_charged: 2,
    };
    const text = [
      `event: campaign\ndata: {"campaign_id":"${summary.campaign_id}","steps":2}\n\n`,
      'event: step\ndata: {"index":0,"tool_slug":"campaign-idea-generator"}\n\n',
      'event: delta\ndata: {"index":0,"text":"Idea"}\n\n',
      'event: step-done\ndata: {"index":0,"generation_id":"g1","content":"Idea","credits_charged":2,"balance":8}\n\n',
      'event: step\ndata: {"index":1,"tool_slug":"email-copywriter"}\n\n',
      'event: step-error\ndata: {"index":1,"error":"The AI service failed.","code":"PROVIDER_ERROR"}\n\n',
      `event: done\ndata: ${JSON.stringify(summary)}\n\n`,
    ].join("");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => sseResponse([text.slice(0, 50), text.slice(50, 333), text.slice(333)])),
    );
    const { events, promise } = run();
    await expect(promise).resolves.toEqual(summary);
    expect(events.map((event) => event.event)).toEqual([
      "campaign",
      "step",
      "delta",
      "step-done",
      "step",
      "step-error",
      "done",
    ]);
  });

  it("throws the server's refusal (a free plan's 403) before any event", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              success: false,
              error: "Campaign kits come with the Starter Pack or the Pro Pack.",
              code: "FORBIDDEN",
              details: { buyUrl: "/pricing" },
            }),
            { status: 403, headers: { "Content-Type": "application/json" } },
          ),
      ),
    );
    const { events, promise } = run();
    const error = await promise.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({ status: 403, code: "FORBIDDEN" });
    expect(events).toEqual([]);
  });

  it("says the stream was cut when it ends before the outcome", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        sseResponse(['event: step\ndata: {"index":0,"tool_slug":"campaign-idea-generator"}\n\n']),
      ),
    );
    const { promise } = run();
    await expect(promise).rejects.toMatchObject({ code: "NETWORK" });
  });
});
