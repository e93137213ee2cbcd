import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type FakeOpenAiServer,
  startFakeOpenAiServer,
} from "../../../testing/fake-openai-server.ts";
import { TEST_PROMPT } from "../connection-test.ts";
import type { ConnectionTest, ConnectionTestOptions } from "../provider-entry.ts";
import { customProvider } from "./custom-provider.ts";
import { mistralProvider } from "./mistral-provider.ts";
import { openAiProvider } from "./openai-provider.ts";

let fake: FakeOpenAiServer;
beforeAll(async () => {
  fake = await startFakeOpenAiServer({ models: ["gpt-5-mini", "gpt-5"] });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.setDefaultReply({ kind: "text", text: "ready" });
});

// The three entries that speak the OpenAI protocol, each pointed at the fake server.
const key = "sk-test";
const cases: Array<[string, (options?: ConnectionTestOptions) => Promise<ConnectionTest>]> = [
  [
    "OpenAI",
    (options) => openAiProvider.testConnection({ apiKey: key, baseUrl: fake.baseURL }, options),
  ],
  [
    "Mistral",
    (options) => mistralProvider.testConnection({ apiKey: key, baseUrl: fake.baseURL }, options),
  ],
  [
    "The custom provider",
    (options) => customProvider.testConnection({ apiKey: key, baseUrl: fake.baseURL }, options),
  ],
];

describe.each(cases)("%s testConnection", (name, testConnection) => {
  it("asks the model for one word, once, with the key", async () => {
    const result = await testConnection({ modelId: "gpt-5-mini" });
    expect(result).toMatchObject({ ok: true, answer: "ready" });
    expect(result.latencyMs).toBeGreaterThanOrEqual(0);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.headers.authorization).toBe("Bearer sk-test");
    expect(fake.requests[0]?.body).toMatchObject({
      model: "gpt-5-mini",
      max_tokens: 16,
      messages: [{ role: "user", content: TEST_PROMPT }],
    });
  });

  it("lists the models when no model is named", async () => {
    expect(await testConnection()).toMatchObject({
      ok: true,
      answer: "2 models: gpt-5-mini, gpt-5",
      models: ["gpt-5-mini", "gpt-5"],
    });
  });

  it("says in plain words that the key was refused", async () => {
    fake.reply({ kind: "status", status: 401, message: "Incorrect API key provided" });
    expect(await testConnection({ modelId: "gpt-5-mini" })).toMatchObject({
      ok: false,
      error: `${name} refused the API key (401). It said: Incorrect API key provided`,
    });
  });

  it("gives up when the provider does not answer in time", async () => {
    fake.reply({ kind: "hang" });
    expect(await testConnection({ modelId: "gpt-5-mini", timeoutMs: 200 })).toMatchObject({
      ok: false,
      error: `${name} did not answer within 200 ms.`,
    });
  });
});

describe("the custom provider", () => {
  it("sends no key when it has none", async () => {
    await customProvider.testConnection(
      { apiKey: undefined, baseUrl: fake.baseURL },
      { modelId: "gpt-5" },
    );
    expect(fake.requests[0]?.headers.authorization).toBeUndefined();
  });

  it("says when nothing listens at its URL", async () => {
    const gone = await startFakeOpenAiServer();
    await gone.close();
    expect(
      await customProvider.testConnection({ apiKey: undefined, baseUrl: gone.baseURL }),
    ).toMatchObject({
      ok: false,
      error:
        "Could not reach The custom provider: nothing is listening at that address (is it running, and is the URL right?).",
    });
  });
});
