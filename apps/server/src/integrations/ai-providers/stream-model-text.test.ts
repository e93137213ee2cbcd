import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeOpenAiServer, startFakeOpenAiServer } from "../../testing/fake-openai-server.ts";
import { streamModelText, type TextStreamLimits } from "./stream-model-text.ts";

let fake: FakeOpenAiServer;
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.setDefaultReply({ kind: "text", text: "Fresh copy." });
});

const limits: TextStreamLimits = { firstTokenTimeoutMs: 1500, totalTimeoutMs: 5000, maxRetries: 2 };

function run(options: { signal?: AbortSignal; limits?: Partial<TextStreamLimits> } = {}) {
  const deltas: string[] = [];
  const model = createOpenAICompatible({
    name: "fake",
    baseURL: fake.baseURL,
    apiKey: "test",
  }).chatModel("fake-model");
  const promise = streamModelText({
    model,
    system: "You write captions.",
    prompt: "Product Name: EcoStride",
    maxOutputTokens: 200,
    limits: { ...limits, ...options.limits },
    signal: options.signal ?? new AbortController().signal,
    onDelta: (text) => deltas.push(text),
  });
  return { promise, deltas };
}

describe("streamModelText", () => {
  it("streams the answer piece by piece and sends the system prompt and the user's lines", async () => {
    fake.reply({ kind: "text", text: "Run lighter. Tread kinder. #EcoStride", chunkSize: 6 });
    const { promise, deltas } = run();
    expect(await promise).toBe("Run lighter. Tread kinder. #EcoStride");
    expect(deltas.length).toBeGreaterThan(3);
    expect(fake.requests[0]?.body.stream).toBe(true);
    expect(fake.requests[0]?.body.messages).toEqual([
      { role: "system", content: "You write captions." },
      { role: "user", content: "Product Name: EcoStride" },
    ]);
  });

  it("retries a rate limit before the first token, then succeeds", async () => {
    fake.reply(
      { kind: "status", status: 429, retryAfterSeconds: 0 },
      { kind: "text", text: "Second time lucky." },
    );
    expect(await run().promise).toBe("Second time lucky.");
    expect(fake.requests).toHaveLength(2);
  });

  // The SDK backs off 2 s, then 4 s, between attempts.
  it(
    "gives up after a bounded number of retries on a storm of server errors",
    { timeout: 20_000 },
    async () => {
      fake.setDefaultReply({ kind: "status", status: 500 });
      await expect(
        run({ limits: { firstTokenTimeoutMs: 15_000, totalTimeoutMs: 15_000 } }).promise,
      ).rejects.toThrow();
      expect(fake.requests).toHaveLength(limits.maxRetries + 1);
    },
  );

  it("times out a provider that never answers, and closes the request", async () => {
    const abortedBefore = fake.abortedRequests();
    fake.setDefaultReply({ kind: "hang" });
    await expect(
      run({ limits: { firstTokenTimeoutMs: 300, maxRetries: 0 } }).promise,
    ).rejects.toThrow("The AI model did not start answering in time.");
    await expect.poll(() => fake.abortedRequests()).toBe(abortedBefore + 1);
  });

  it("never retries once tokens have arrived: a stream cut mid-way is a failure", async () => {
    fake.reply({ kind: "drop-mid-stream", text: "x".repeat(200), chunksBeforeDrop: 3 });
    const { promise, deltas } = run();
    await expect(promise).rejects.toThrow();
    expect(deltas.length).toBeGreaterThan(0);
    expect(fake.requests).toHaveLength(1);
  });

  it("aborts the provider call when the signal fires (Stop, or the client went away)", async () => {
    const abortedBefore = fake.abortedRequests();
    fake.reply({ kind: "text", text: "y".repeat(400), chunkSize: 4, chunkDelayMs: 20 });
    const controller = new AbortController();
    const { promise, deltas } = run({ signal: controller.signal });
    await expect.poll(() => deltas.length).toBeGreaterThan(2);
    controller.abort(new Error("Stopped by the user."));
    await expect(promise).rejects.toThrow("Stopped by the user.");
    await expect.poll(() => fake.abortedRequests()).toBe(abortedBefore + 1);
  });
});
