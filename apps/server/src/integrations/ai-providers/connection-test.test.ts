import { APICallError } from "@ai-sdk/provider";
import { describe, expect, it } from "vitest";
import {
  describeProviderError,
  getJson,
  modelListAnswer,
  runConnectionTest,
} from "./connection-test.ts";

const apiError = (statusCode: number, message = "Something went wrong") =>
  new APICallError({
    message,
    url: "https://api.example.com/v1/chat/completions",
    requestBodyValues: { model: "m", api_key: "sk-secret" },
    statusCode,
  });

const networkError = (code: string) =>
  new TypeError("fetch failed", { cause: Object.assign(new Error("connect"), { code }) });

describe("describeProviderError", () => {
  it.each([
    [401, "OpenAI refused the API key (401). It said: Incorrect API key"],
    [403, "OpenAI refused access with this key (403). It said: Incorrect API key"],
    [404, "OpenAI answered 404: check the base URL and the model id. It said: Incorrect API key"],
    [
      429,
      "OpenAI is rate-limiting this key or its quota is used up (429). It said: Incorrect API key",
    ],
    [503, "OpenAI had a server error (503). It said: Incorrect API key"],
    [400, "OpenAI answered 400. It said: Incorrect API key"],
  ])("explains a %i answer and quotes the provider", (status, words) => {
    expect(describeProviderError("OpenAI", apiError(status, "Incorrect API key"))).toBe(words);
  });

  it("never repeats the request, which carries the key", () => {
    expect(describeProviderError("OpenAI", apiError(401))).not.toContain("sk-secret");
  });

  it("explains network failures by the code along the cause chain", () => {
    expect(describeProviderError("Ollama", networkError("ECONNREFUSED"))).toBe(
      "Could not reach Ollama: nothing is listening at that address (is it running, and is the URL right?).",
    );
    const wrapped = new APICallError({
      message: "Cannot connect to API",
      url: "http://x",
      requestBodyValues: {},
      cause: networkError("ENOTFOUND"),
    });
    expect(describeProviderError("Mistral", wrapped)).toBe(
      "Could not reach Mistral: that host name was not found (check the URL).",
    );
    expect(describeProviderError("Mistral", networkError("EWHATEVER"))).toBe(
      "Could not reach Mistral (EWHATEVER).",
    );
  });

  it("falls back to the error's own message, on one line", () => {
    expect(describeProviderError("Anthropic", new Error("Invalid\n  JSON response"))).toBe(
      "Anthropic: Invalid JSON response",
    );
    expect(describeProviderError("Anthropic", "???")).toBe(
      "Anthropic failed for an unknown reason.",
    );
  });
});

describe("runConnectionTest", () => {
  it("times a successful attempt", async () => {
    const result = await runConnectionTest("OpenAI", {}, async () => ({ answer: "ready" }));
    expect(result).toMatchObject({ ok: true, answer: "ready" });
    expect(result.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it("turns a failure into words", async () => {
    const result = await runConnectionTest("OpenAI", {}, async () => {
      throw apiError(401, "Bad key");
    });
    expect(result).toMatchObject({
      ok: false,
      error: "OpenAI refused the API key (401). It said: Bad key",
    });
  });

  it("gives up after the timeout, through the attempt's signal", async () => {
    const result = await runConnectionTest(
      "Ollama",
      { timeoutMs: 50 },
      (signal) =>
        new Promise((_, reject) => signal.addEventListener("abort", () => reject(signal.reason))),
    );
    expect(result).toMatchObject({ ok: false, error: "Ollama did not answer within 50 ms." });
  });

  it("stops when the caller does", async () => {
    const controller = new AbortController();
    const result = runConnectionTest(
      "Ollama",
      { signal: controller.signal },
      (signal) =>
        new Promise((_, reject) => signal.addEventListener("abort", () => reject(signal.reason))),
    );
    controller.abort();
    expect(await result).toMatchObject({ ok: false, error: "The test was stopped." });
  });
});

describe("getJson", () => {
  const answering = (status: number, body: string) =>
    (async () => new Response(body, { status })) as unknown as typeof fetch;

  it("returns the parsed body", async () => {
    expect(
      await getJson("https://x/models", {
        fetch: answering(200, '{"data":[]}'),
        signal: AbortSignal.timeout(1000),
      }),
    ).toEqual({ data: [] });
  });

  it.each([
    ['{"error":{"message":"Invalid API key"}}', "Invalid API key"],
    ['{"error":"Invalid API key"}', "Invalid API key"],
    ['{"message":"Invalid API key"}', "Invalid API key"],
    ["Invalid API key", "Invalid API key"],
  ])("throws the provider's message from %s with the status", async (body, message) => {
    const error = await getJson("https://x/models", {
      fetch: answering(401, body),
      signal: AbortSignal.timeout(1000),
    }).catch((caught: unknown) => caught);
    expect(APICallError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ statusCode: 401, message });
  });
});

describe("modelListAnswer", () => {
  it("names the first five models and counts the rest", () => {
    expect(modelListAnswer([])).toBe("Connected, but it offers no models yet.");
    expect(modelListAnswer(["a"])).toBe("1 model: a");
    expect(modelListAnswer(["a", "b", "c", "d", "e", "f", "g"])).toBe(
      "7 models: a, b, c, d, e, and 2 more",
    );
  });
});
