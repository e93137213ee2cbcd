import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type FakeOpenAiServer,
  startFakeOpenAiServer,
} from "../../../testing/fake-openai-server.ts";
import { ollamaProvider } from "./ollama-provider.ts";

let fake: FakeOpenAiServer;
beforeAll(async () => {
  fake = await startFakeOpenAiServer({ models: ["llama3.2:3b", "qwen2.5:7b", "phi4:latest"] });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.setDefaultReply({ kind: "text", text: "ready" });
});

/** A fetch that counts the requests it passes on. */
function countingFetch() {
  const urls: string[] = [];
  const counted = ((input: string | URL | Request, init?: RequestInit) => {
    urls.push(String(input));
    return fetch(input, init);
  }) as typeof fetch;
  return { fetch: counted, urls };
}

describe("Ollama availability", () => {
  it("offers a model once Ollama has pulled it, with or without the :latest tag", async () => {
    const check = ollamaProvider.availability?.({ baseUrl: fake.rootURL }, {});
    expect(await check?.({ providerModelId: "llama3.2:3b" })).toEqual({ available: true });
    expect(await check?.({ providerModelId: "phi4" })).toEqual({ available: true });
    expect(await check?.({ providerModelId: "gemma3:1b" })).toEqual({
      available: false,
      reason: "Ollama has not pulled gemma3:1b yet (ollama pull gemma3:1b).",
    });
  });

  it("asks Ollama at most once in 30 seconds", async () => {
    const counter = countingFetch();
    const check = ollamaProvider.availability?.({ baseUrl: fake.rootURL }, counter);
    await check?.({ providerModelId: "llama3.2:3b" });
    await check?.({ providerModelId: "qwen2.5:7b" });
    expect(counter.urls).toEqual([`${fake.rootURL}/api/tags`]);
  });

  it("says so when Ollama is not running", async () => {
    const gone = await startFakeOpenAiServer();
    await gone.close();
    const check = ollamaProvider.availability?.({ baseUrl: gone.rootURL }, {});
    expect(await check?.({ providerModelId: "llama3.2:3b" })).toEqual({
      available: false,
      reason: `Ollama is not running at ${gone.rootURL}.`,
    });
  });
});

describe("Ollama testConnection", () => {
  it("lists the models Ollama has installed", async () => {
    expect(await ollamaProvider.testConnection({ baseUrl: fake.rootURL })).toMatchObject({
      ok: true,
      answer: "3 models: llama3.2:3b, qwen2.5:7b, phi4:latest",
      models: ["llama3.2:3b", "qwen2.5:7b", "phi4:latest"],
    });
  });

  it("asks a named model for one word through Ollama's OpenAI-compatible API", async () => {
    expect(
      await ollamaProvider.testConnection({ baseUrl: fake.rootURL }, { modelId: "qwen2.5:7b" }),
    ).toMatchObject({ ok: true, answer: "ready" });
    expect(fake.requests.map((request) => [request.path, request.body.model])).toEqual([
      ["/v1/chat/completions", "qwen2.5:7b"],
    ]);
  });
});
