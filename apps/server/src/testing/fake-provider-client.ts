import { expect } from "vitest";
import type { DatabaseHandle } from "../db/client.ts";
import { createSession, createUser } from "./factories.ts";
import type { FakeOpenAiServer } from "./fake-openai-server.ts";
import { createHttpClient } from "./http-client.ts";
import { parseServerSentEvents } from "./sse.ts";
import { createTestApp, TEST_AUTH_SECRET } from "./test-app.ts";

/**
 * A new user signed in on an app whose Ollama provider is the fake OpenAI-compatible server (no
 * retries, a generous first-token timeout), for tests that look at what the model received.
 */
export async function signedInWithFakeProvider(database: DatabaseHandle, fake: FakeOpenAiServer) {
  const { app } = createTestApp({
    database,
    env: { OLLAMA_BASE_URL: fake.rootURL, AI_FIRST_TOKEN_TIMEOUT_MS: "10000", AI_MAX_RETRIES: "0" },
  });
  const user = await createUser(database.db);
  const session = await createSession(database.db, user.id, { secret: TEST_AUTH_SECRET });
  return { app, user, client: createHttpClient(app, { cookie: session.cookie }) };
}

export type FakeProviderClient = Awaited<ReturnType<typeof signedInWithFakeProvider>>["client"];

/** Runs the caption generator through its streaming route; answers its `done` event's data. */
export async function generateCaption(client: FakeProviderClient, body: Record<string, unknown>) {
  const response = await client.post("/api/tools/ai-caption-generator/generate", body);
  expect(response.status, response.text).toBe(200);
  const done = parseServerSentEvents(response.text).find((event) => event.event === "done");
  expect(done, response.text).toBeDefined();
  return done!.data as { generation_id: string; content: string };
}

/** The system prompt and the output cap of the last request the fake provider received. */
export function lastModelRequest(fake: FakeOpenAiServer): { system: string; maxTokens: unknown } {
  const request = fake.requests.at(-1);
  const messages = request?.body.messages as Array<{ role: string; content: string }>;
  return {
    system: messages[0]?.content ?? "",
    maxTokens: request?.body.max_tokens ?? request?.body.max_completion_tokens,
  };
}
