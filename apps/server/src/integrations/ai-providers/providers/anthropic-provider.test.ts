import { describe, expect, it } from "vitest";
import { ANTHROPIC_API_URL, anthropicProvider } from "./anthropic-provider.ts";

/** A fetch that records what it was asked and answers with `body` (Anthropic's API shapes). */
function answering(status: number, body: unknown) {
  const asked: Array<{ url: string; headers: Headers }> = [];
  const stub = (async (input: string | URL | Request, init?: RequestInit) => {
    asked.push({ url: String(input), headers: new Headers(init?.headers) });
    return new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json" },
    });
  }) as typeof fetch;
  return { fetch: stub, asked };
}

const settings = { apiKey: "sk-ant-test" };

describe("Anthropic testConnection", () => {
  it("asks a named model for one word through the Messages API, the key in its header", async () => {
    const stub = answering(200, {
      id: "msg_1",
      type: "message",
      role: "assistant",
      model: "claude-haiku-4-5",
      content: [{ type: "text", text: "ready" }],
      stop_reason: "end_turn",
      stop_sequence: null,
      usage: { input_tokens: 12, output_tokens: 1 },
    });
    expect(
      await anthropicProvider.testConnection(settings, {
        modelId: "claude-haiku-4-5",
        fetch: stub.fetch,
      }),
    ).toMatchObject({ ok: true, answer: "ready" });
    expect(stub.asked).toHaveLength(1);
    expect(stub.asked[0]?.url).toBe(`${ANTHROPIC_API_URL}/messages`);
    expect(stub.asked[0]?.headers.get("x-api-key")).toBe("sk-ant-test");
  });

  it("lists the models when no model is named", async () => {
    const stub = answering(200, {
      data: [
        { id: "claude-sonnet-4-5", type: "model" },
        { id: "claude-haiku-4-5", type: "model" },
      ],
      has_more: false,
    });
    expect(await anthropicProvider.testConnection(settings, { fetch: stub.fetch })).toMatchObject({
      ok: true,
      models: ["claude-sonnet-4-5", "claude-haiku-4-5"],
    });
    expect(stub.asked[0]?.url).toBe(`${ANTHROPIC_API_URL}/models`);
    expect(stub.asked[0]?.headers.get("anthropic-version")).toBe("2023-06-01");
  });

  it("says in plain words that the key was refused", async () => {
    const stub = answering(401, {
      type: "error",
      error: { type: "authentication_error", message: "invalid x-api-key" },
    });
    expect(
      await anthropicProvider.testConnection(settings, {
        modelId: "claude-haiku-4-5",
        fetch: stub.fetch,
      }),
    ).toMatchObject({
      ok: false,
      error: "Anthropic refused the API key (401). It said: invalid x-api-key",
    });
  });
});
