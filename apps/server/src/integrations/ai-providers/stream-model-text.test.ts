import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeOpenAiServer, startFakeOpenAiServer } from "../../testing/fake-openai-server.ts";
import { providerErrorsTotal, providerRetriesTotal, timeToFirstToken } from "../../lib/metrics.ts";
import type { LanguageModelV4 } from "@ai-sdk/provider";
import { openAiCompatibleModel } from "./providers/openai-compatible.ts";
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

/**
 * The two ways an OpenAI-compatible answer is read: the AI SDK's own model, and the endpoint's
 * model the providers build, whose streams `chat-completions-stream.ts` reads (ADR 0113). Both
 * must behave the same under every rule below.
 */
const models: Array<[string, () => LanguageModelV4]> = [
  [
    "the AI SDK's stream",
    () =>
      createOpenAICompatible({ name: "fake", baseURL: fake.baseURL, apiKey: "test" }).chatModel(
        "fake-model",
      ),
  ],
  [
    "the chat-completions stream",
    () =>
      openAiCompatibleModel(
        { sdkName: "fake", baseUrl: fake.baseURL, apiKey: "test" },
        "fake-model",
      ),
  ],
];

function run(
  options: {
    signal?: AbortSignal;
    limits?: Partial<TextStreamLimits>;
    model?: () => LanguageModelV4;
  } = {},
) {
  const deltas: string[] = [];
  const model = (options.model ?? models[1]![1])(); // the one generations use
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

describe.each(models)("streamModelText through %s", (_name, model) => {
  it("streams the answer piece by piece and sends the system prompt and the user's lines", async () => {
    fake.reply({ kind: "text", text: "Run lighter. Tread kinder. #EcoStride", chunkSize: 6 });
    const { promise, deltas } = run({ model });
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
    expect(await run({ model }).promise).toBe("Second time lucky.");
    expect(fake.requests).toHaveLength(2);
  });

  // The SDK backs off 2 s, then 4 s, between attempts.
  it(
    "gives up after a bounded number of retries on a storm of server errors",
    { timeout: 20_000 },
    async () => {
      fake.setDefaultReply({ kind: "status", status: 500 });
      await expect(
        run({ model, limits: { firstTokenTimeoutMs: 15_000, totalTimeoutMs: 15_000 } }).promise,
      ).rejects.toThrow();
      expect(fake.requests).toHaveLength(limits.maxRetries + 1);
    },
  );

  it("times out a provider that never answers, and closes the request", async () => {
    const abortedBefore = fake.abortedRequests();
    fake.setDefaultReply({ kind: "hang" });
    await expect(
      run({ model, limits: { firstTokenTimeoutMs: 300, maxRetries: 0 } }).promise,
    ).rejects.toThrow("The AI model did not start answering in time.");
    await expect.poll(() => fake.abortedRequests()).toBe(abortedBefore + 1);
  });

  it("never retries once tokens have arrived: a stream cut mid-way is a failure", async () => {
    const droppedBefore = fake.abortedRequests();
    fake.reply({ kind: "drop-mid-stream", text: "x".repeat(200), chunksBeforeDrop: 3 });
    const { promise, deltas } = run({ model });
    await expect(promise).rejects.toThrow();
    expect(deltas.length).toBeGreaterThan(0);
    expect(fake.requests).toHaveLength(1);
    // The fake counts the connection it dropped (so the next test counts only its own).
    await expect.poll(() => fake.abortedRequests()).toBe(droppedBefore + 1);
  });

  it("aborts the provider call when the signal fires (Stop, or the client went away)", async () => {
    const abortedBefore = fake.abortedRequests();
    fake.reply({ kind: "text", text: "y".repeat(400), chunkSize: 4, chunkDelayMs: 20 });
    const controller = new AbortController();
    const { promise, deltas } = run({ model, signal: controller.signal });
    await expect.poll(() => deltas.length).toBeGreaterThan(2);
    controller.abort(new Error("Stopped by the user."));
    await expect(promise).rejects.toThrow("Stopped by the user.");
    await expect.poll(() => fake.abortedRequests()).toBe(abortedBefore + 1);
  });
});

describe("streamModelText's metrics", () => {
  /** A metric's value for the fake provider (labels as lib/metrics.ts records them). */
  async function valueOf(
    metric: typeof providerErrorsTotal | typeof providerRetriesTotal,
    labels: Record<string, string> = {},
  ): Promise<number> {
    const { values } = await metric.get();
    const wanted = { provider: "fake.chat", ...labels };
    return values
      .filter((value) => {
        const have: Record<string, string | number | undefined> = value.labels;
        return Object.entries(wanted).every(([key, want]) => have[key] === want);
      })
      .reduce((sum, value) => sum + value.value, 0);
  }
  async function firstTokenCount(): Promise<number> {
    const { values } = await timeToFirstToken.get();
    return (
      values.find(
        (value) =>
          value.metricName === "outsmart_generation_time_to_first_token_seconds_count" &&
          value.labels.provider === "fake.chat" &&
          value.labels.model === "fake-model",
      )?.value ?? 0
    );
  }

  it("observes the time to the first token once per answer, and counts retries", async () => {
    const [observed, retries] = [await firstTokenCount(), await valueOf(providerRetriesTotal)];
    fake.reply(
      { kind: "status", status: 429, retryAfterSeconds: 0 },
      { kind: "text", text: "Several pieces of text.", chunkSize: 4 },
    );
    await run().promise;
    expect(await firstTokenCount()).toBe(observed + 1);
    expect(await valueOf(providerRetriesTotal)).toBe(retries + 1);
  });

  it("counts a timeout and an error as provider errors, and a Stop as none", async () => {
    const timeouts = await valueOf(providerErrorsTotal, { kind: "timeout" });
    fake.setDefaultReply({ kind: "hang" });
    await expect(
      run({ limits: { firstTokenTimeoutMs: 200, maxRetries: 0 } }).promise,
    ).rejects.toThrow();
    expect(await valueOf(providerErrorsTotal, { kind: "timeout" })).toBe(timeouts + 1);

    const errors = await valueOf(providerErrorsTotal, { kind: "error" });
    fake.setDefaultReply({ kind: "status", status: 400 });
    await expect(run().promise).rejects.toThrow();
    expect(await valueOf(providerErrorsTotal, { kind: "error" })).toBe(errors + 1);

    const all = await valueOf(providerErrorsTotal);
    fake.setDefaultReply({ kind: "hang" });
    const controller = new AbortController();
    const stopped = run({ signal: controller.signal });
    controller.abort(new Error("Stopped by the user."));
    await expect(stopped.promise).rejects.toThrow("Stopped by the user.");
    expect(await valueOf(providerErrorsTotal)).toBe(all);
  });
});
