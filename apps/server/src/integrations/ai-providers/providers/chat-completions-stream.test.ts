import http from "node:http";
import type { AddressInfo } from "node:net";
import {
  APICallError,
  type LanguageModelV4CallOptions,
  type LanguageModelV4StreamPart,
} from "@ai-sdk/provider";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type FakeOpenAiServer,
  startFakeOpenAiServer,
} from "../../../testing/fake-openai-server.ts";
import { canStream, streamChatCompletion } from "./chat-completions-stream.ts";
import { openAiCompatibleModel } from "./openai-compatible.ts";

let fake: FakeOpenAiServer;
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.setDefaultReply({ kind: "text", text: "Fresh copy." });
});

const textCall: LanguageModelV4CallOptions = {
  prompt: [
    { role: "system", content: "You write captions." },
    { role: "user", content: [{ type: "text", text: "Product Name: Ghorer Tiffin" }] },
  ],
  maxOutputTokens: 200,
};

async function partsOf(stream: ReadableStream<LanguageModelV4StreamPart>) {
  const parts: LanguageModelV4StreamPart[] = [];
  for await (const part of stream) parts.push(part);
  return parts;
}

/** A provider that writes `pieces` of a response body one by one, a little apart. */
async function rawProvider(
  pieces: Array<string | Buffer>,
): Promise<{ baseUrl: string; close(): void }> {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", async () => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      for (const piece of pieces) {
        res.write(piece);
        await new Promise((resolve) => setTimeout(resolve, 15));
      }
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () => server.close(),
  };
}

const endpointOf = (baseUrl: string) => ({ baseUrl, apiKey: "sk-test" });

describe("streamChatCompletion", () => {
  it("sends the messages, the output cap and the key, and streams the text as parts", async () => {
    fake.reply({ kind: "text", text: "Lunch at your desk by 1 pm.", chunkSize: 5 });
    const result = await streamChatCompletion(endpointOf(fake.baseURL), "fake-model", textCall);
    const parts = await partsOf(result.stream);
    const deltas = parts.flatMap((part) => (part.type === "text-delta" ? [part.delta] : []));
    expect(deltas.join("")).toBe("Lunch at your desk by 1 pm.");
    expect(deltas.length).toBeGreaterThan(3);
    expect(parts.map((part) => part.type)).toEqual([
      "stream-start",
      "text-start",
      ...deltas.map(() => "text-delta"),
      "text-end",
      "finish",
    ]);
    expect(parts.at(-1)).toMatchObject({ finishReason: { unified: "stop", raw: "stop" } });
    expect(fake.requests[0]?.headers.authorization).toBe("Bearer sk-test");
    expect(fake.requests[0]?.body).toEqual({
      model: "fake-model",
      max_tokens: 200,
      stream: true,
      messages: [
        { role: "system", content: "You write captions." },
        { role: "user", content: "Product Name: Ghorer Tiffin" },
      ],
    });
  });

  it("joins an event, and a Bangla character, split across reads of the socket", async () => {
    const event = `data: ${JSON.stringify({ choices: [{ delta: { content: "ঘরের রান্না" } }] })}\n\n`;
    const bytes = Buffer.from(event);
    // Cut inside the JSON and inside a three-byte Bengali letter.
    const cut = bytes.indexOf(Buffer.from("র")) + 1;
    const provider = await rawProvider([
      bytes.subarray(0, cut),
      bytes.subarray(cut),
      "data: [DONE]\n\n",
    ]);
    try {
      const result = await streamChatCompletion(endpointOf(provider.baseUrl), "m", textCall);
      const parts = await partsOf(result.stream);
      expect(parts.filter((part) => part.type === "text-delta")).toEqual([
        { type: "text-delta", id: "txt-0", delta: "ঘরের রান্না" },
      ]);
    } finally {
      provider.close();
    }
  });

  it("passes on an error the provider sends mid-stream, and a chunk that is not a JSON object", async () => {
    const provider = await rawProvider([
      `data: ${JSON.stringify({ choices: [{ delta: { content: "Half" } }] })}\n\n`,
      "data: {not json\n\n",
      "data: null\n\n",
      `data: ${JSON.stringify({ error: { message: "The model is overloaded." } })}\n\n`,
    ]);
    try {
      const result = await streamChatCompletion(endpointOf(provider.baseUrl), "m", textCall);
      const errors = (await partsOf(result.stream)).flatMap((part) =>
        part.type === "error" ? [part.error] : [],
      );
      expect(errors).toHaveLength(3);
      expect(errors[0]).toBeInstanceOf(SyntaxError);
      expect(errors[1]).toEqual(new Error("The AI provider sent a chunk that is not an object."));
      expect(errors[2]).toEqual(new Error("The model is overloaded."));
    } finally {
      provider.close();
    }
  });

  it("reports a finish by length", async () => {
    const provider = await rawProvider([
      `data: ${JSON.stringify({ choices: [{ delta: { content: "Cut" }, finish_reason: "length" }] })}\n\n`,
      "data: [DONE]\n\n",
    ]);
    try {
      const result = await streamChatCompletion(endpointOf(provider.baseUrl), "m", textCall);
      expect((await partsOf(result.stream)).at(-1)).toMatchObject({
        type: "finish",
        finishReason: { unified: "length", raw: "length" },
      });
    } finally {
      provider.close();
    }
  });

  it("refuses with the provider's own words; a rate limit or an outage may be retried, a bad key not", async () => {
    fake.reply({ kind: "status", status: 401, message: "Incorrect API key provided." });
    const refused = await streamChatCompletion(endpointOf(fake.baseURL), "m", textCall).catch(
      (error: unknown) => error,
    );
    expect(APICallError.isInstance(refused)).toBe(true);
    expect(refused).toMatchObject({
      message: "Incorrect API key provided.",
      statusCode: 401,
      isRetryable: false,
    });

    fake.reply({ kind: "status", status: 429, retryAfterSeconds: 3 });
    const limited = await streamChatCompletion(endpointOf(fake.baseURL), "m", textCall).catch(
      (error: unknown) => error,
    );
    expect(limited).toMatchObject({ statusCode: 429, isRetryable: true });
    expect((limited as APICallError).responseHeaders?.["retry-after"]).toBe("3");

    fake.reply({ kind: "status", status: 503 });
    await expect(
      streamChatCompletion(endpointOf(fake.baseURL), "m", textCall),
    ).rejects.toMatchObject({ statusCode: 503, isRetryable: true });
  });

  it("says it cannot connect when nothing listens, and that may be retried", async () => {
    const closed = await rawProvider([]);
    closed.close();
    await expect(
      streamChatCompletion(endpointOf(closed.baseUrl), "m", textCall),
    ).rejects.toMatchObject({
      message: expect.stringMatching(/^Cannot connect to API: .*ECONNREFUSED/),
      isRetryable: true,
    });
  });
});

describe("canStream", () => {
  it("takes the engine's calls: text messages, an output cap and a signal", () => {
    expect(canStream({ ...textCall, abortSignal: new AbortController().signal })).toBe(true);
  });

  it("leaves every other call to the AI SDK", () => {
    expect(canStream({ ...textCall, temperature: 0.2 })).toBe(false);
    expect(canStream({ ...textCall, responseFormat: { type: "json" } })).toBe(false);
    expect(
      canStream({
        prompt: [
          {
            role: "user",
            content: [
              {
                type: "file",
                mediaType: "image/png",
                data: { type: "url", url: new URL("https://example.com/a.png") },
              },
            ],
          },
        ],
      }),
    ).toBe(false);
  });

  it("is how the providers' model sends: a call it cannot take goes through the SDK", async () => {
    const model = openAiCompatibleModel(
      { sdkName: "fake", baseUrl: fake.baseURL, apiKey: "sk-test" },
      "fake-model",
    );
    await partsOf((await model.doStream({ ...textCall, temperature: 0.2 })).stream);
    // Each names itself in the user agent.
    expect(fake.requests[0]?.body).toMatchObject({ temperature: 0.2, stream: true });
    expect(fake.requests[0]?.headers["user-agent"]).toContain("ai-sdk-openai-compatible");
    await partsOf((await model.doStream(textCall)).stream);
    expect(fake.requests[1]?.body).not.toHaveProperty("temperature");
    expect(fake.requests[1]?.headers["user-agent"]).toBe("outsmart");
  });
});
