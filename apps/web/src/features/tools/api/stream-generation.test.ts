import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiClientError } from "~/lib/api-error";
import { streamCutMessage, streamGeneration } from "./stream-generation";

const done = {
  content: "Hello world",
  content_type: "text",
  model_used: "outsmart-writer",
  model_name: "Outsmart Writer (offline)",
  generation_id: "0b7f1f1e-4c1b-4a8e-9d55-0f5e0c3c1a11",
  credits_charged: 0,
  balance: 0,
};

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

function run(signal = new AbortController().signal) {
  const deltas: string[] = [];
  const promise = streamGeneration({
    slug: "hashtag-generator",
    inputs: { topic: "running" },
    model: undefined,
    signal,
    onDelta: (text) => deltas.push(text),
  });
  return { deltas, promise };
}

afterEach(() => vi.unstubAllGlobals());

describe("streamGeneration", () => {
  it("hands over each delta and resolves with the done event, across chunk boundaries", async () => {
    const event = `event: done\ndata: ${JSON.stringify(done)}\n\n`;
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        sseResponse([
          'event: delta\ndata: {"text":"Hello"}\n\nevent: del',
          'ta\ndata: {"text":" world"}\n\n',
          event.slice(0, 20),
          event.slice(20),
        ]),
      ),
    );
    const { deltas, promise } = run();
    await expect(promise).resolves.toMatchObject({ content: "Hello world", credits_charged: 0 });
    expect(deltas).toEqual(["Hello", " world"]);
  });

  it("rejects with the server's message on an error event", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        sseResponse([
          'event: delta\ndata: {"text":"Hel"}\n\n',
          'event: error\ndata: {"error":"The model took too long to answer.","code":"PROVIDER_TIMEOUT"}\n\n',
        ]),
      ),
    );
    await expect(run().promise).rejects.toMatchObject({
      message: "The model took too long to answer.",
      code: "PROVIDER_TIMEOUT",
    });
  });

  it("rejects when the stream ends without a result", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => sseResponse(['event: delta\ndata: {"text":"Hi"}\n\n'])),
    );
    const failure = await run().promise.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiClientError);
    expect((failure as ApiClientError).message).toBe(streamCutMessage);
  });

  it("rejects with the refusal the server sent as JSON before streaming", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json(
          {
            success: false,
            error: "You need 2 credits for this model.",
            code: "INSUFFICIENT_CREDITS",
          },
          { status: 402 },
        ),
      ),
    );
    await expect(run().promise).rejects.toMatchObject({
      status: 402,
      code: "INSUFFICIENT_CREDITS",
    });
  });
});
