import { describe, expect, it } from "vitest";
import { GEMINI_API_URL, googleProvider } from "./google-provider.ts";

/** A fetch that records what it was asked and answers with `body` (the Gemini API's shapes). */
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

const settings = { apiKey: "gem-test" };

describe("Google Gemini testConnection", () => {
  it("asks a named model for one word, the key in its header", async () => {
    const stub = answering(200, {
      candidates: [
        { content: { role: "model", parts: [{ text: "ready" }] }, finishReason: "STOP" },
      ],
      usageMetadata: { promptTokenCount: 8, candidatesTokenCount: 1, totalTokenCount: 9 },
    });
    expect(
      await googleProvider.testConnection(settings, {
        modelId: "gemini-2.5-flash",
        fetch: stub.fetch,
      }),
    ).toMatchObject({ ok: true, answer: "ready" });
    expect(stub.asked).toHaveLength(1);
    expect(stub.asked[0]?.url).toBe(`${GEMINI_API_URL}/models/gemini-2.5-flash:generateContent`);
    expect(stub.asked[0]?.headers.get("x-goog-api-key")).toBe("gem-test");
  });

  it("lists the models that write text when no model is named", async () => {
    const stub = answering(200, {
      models: [
        { name: "models/gemini-2.5-flash", supportedGenerationMethods: ["generateContent"] },
        { name: "models/text-embedding-004", supportedGenerationMethods: ["embedContent"] },
      ],
    });
    expect(await googleProvider.testConnection(settings, { fetch: stub.fetch })).toMatchObject({
      ok: true,
      answer: "1 model: gemini-2.5-flash",
      models: ["gemini-2.5-flash"],
    });
    expect(stub.asked[0]?.url).toBe(`${GEMINI_API_URL}/models`);
  });

  it("says in plain words that the key was refused", async () => {
    const stub = answering(403, {
      error: { code: 403, message: "API key not valid.", status: "PERMISSION_DENIED" },
    });
    expect(await googleProvider.testConnection(settings, { fetch: stub.fetch })).toMatchObject({
      ok: false,
      error: "Google Gemini refused access with this key (403). It said: API key not valid.",
    });
  });
});
