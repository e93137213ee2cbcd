import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeOpenAiServer, startFakeOpenAiServer } from "./fake-openai-server.ts";

let fake: FakeOpenAiServer;
beforeAll(async () => {
  fake = await startFakeOpenAiServer({ models: ["llama3.2:3b"] });
});
afterAll(() => fake.close());

async function complete(stream: boolean, signal?: AbortSignal) {
  return await fetch(`${fake.baseURL}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer test" },
    body: JSON.stringify({ model: "m", stream, messages: [{ role: "user", content: "hi" }] }),
    signal,
  });
}

function streamedText(sse: string): string {
  return sse
    .split("\n\n")
    .filter((event) => event.startsWith("data: ") && !event.includes("[DONE]"))
    .map(
      (event) =>
        (JSON.parse(event.slice(6)) as { choices: Array<{ delta: { content?: string } }> })
          .choices[0]?.delta.content ?? "",
    )
    .join("");
}

describe("the fake OpenAI-compatible server", () => {
  it("lists its models", async () => {
    const body = (await (await fetch(`${fake.baseURL}/models`)).json()) as {
      data: Array<{ id: string }>;
    };
    expect(body.data.map((model) => model.id)).toEqual(["llama3.2:3b"]);
  });

  it("answers a plain completion and records the request", async () => {
    fake.reply({ kind: "text", text: "Buy now." });
    const body = (await (await complete(false)).json()) as {
      choices: Array<{ message: { content: string } }>;
    };
    expect(body.choices[0]?.message.content).toBe("Buy now.");
    expect(fake.requests.at(-1)?.body.messages).toEqual([{ role: "user", content: "hi" }]);
    expect(fake.requests.at(-1)?.headers.authorization).toBe("Bearer test");
  });

  it("streams a completion as server-sent events ending in [DONE]", async () => {
    fake.reply({ kind: "text", text: "Limited offer: 20% off today only.", chunkSize: 5 });
    const text = await (await complete(true)).text();
    expect(text.trimEnd().endsWith("data: [DONE]")).toBe(true);
    expect(streamedText(text)).toBe("Limited offer: 20% off today only.");
  });

  it("plays scripted failures in order, then the default reply", async () => {
    fake.reply(
      { kind: "status", status: 429, retryAfterSeconds: 1 },
      { kind: "status", status: 500 },
    );
    const first = await complete(false);
    expect(first.status).toBe(429);
    expect(first.headers.get("retry-after")).toBe("1");
    expect((await complete(false)).status).toBe(500);
    expect((await complete(false)).status).toBe(200);
  });

  it("drops the connection mid-stream when told to", async () => {
    fake.reply({ kind: "drop-mid-stream", text: "a".repeat(80), chunksBeforeDrop: 2 });
    const response = await complete(true);
    await expect(response.text()).rejects.toThrow();
  });

  it("counts a client that gives up on a hanging request", async () => {
    const before = fake.abortedRequests();
    fake.reply({ kind: "hang" });
    const controller = new AbortController();
    const pending = complete(false, controller.signal);
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    await expect(pending).rejects.toThrow();
    await expect.poll(() => fake.abortedRequests()).toBe(before + 1);
  });
});
