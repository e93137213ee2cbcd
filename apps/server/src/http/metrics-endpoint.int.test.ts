import type http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession, createUser, setCreditAccount } from "../testing/factories.ts";
import { type FakeOpenAiServer, startFakeOpenAiServer } from "../testing/fake-openai-server.ts";
import { createHttpClient } from "../testing/http-client.ts";
import { createTestApp, TEST_AUTH_SECRET } from "../testing/test-app.ts";
import { useTestDatabase } from "../testing/test-database.ts";

const testDb = useTestDatabase();
const METRICS_TOKEN = "a-metrics-token-of-at-least-32-characters-0123";
let fake: FakeOpenAiServer;
let server: http.Server;
let port = 0;
let app: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  fake = await startFakeOpenAiServer({ models: ["llama3.2:3b"] });
  fake.setDefaultReply({ kind: "text", text: "Step lighter in EcoStride sneakers.", chunkSize: 8 });
  app = createTestApp({
    database: testDb.current,
    env: {
      OLLAMA_BASE_URL: fake.rootURL,
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: fake.baseURL,
      AI_FIRST_TOKEN_TIMEOUT_MS: "10000",
      METRICS_TOKEN,
    },
  });
  server = serve({ fetch: app.app.fetch, port: 0, hostname: "127.0.0.1" }) as http.Server;
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await app.close();
  await fake.close();
});

/** A request as if from another machine: the socket's peer is what the endpoint checks. */
function fromAddress(remoteAddress: string, headers: Record<string, string> = {}) {
  return app.app.request("/metrics", { headers }, { incoming: { socket: { remoteAddress } } });
}

describe("GET /metrics", () => {
  it("serves Prometheus metrics to this machine after requests and a generation", async () => {
    const user = await createUser(testDb.current.db);
    await setCreditAccount(testDb.current.db, user.profileId, { plan: "starter", balance: 10 });
    const session = await createSession(testDb.current.db, user.id, { secret: TEST_AUTH_SECRET });
    const client = createHttpClient(app.app, { cookie: session.cookie });
    const fields = (await client.get("/api/tools/ai-caption-generator")).json
      .inputFields as string[];
    const generated = await client.post("/api/tools/ai-caption-generator/generate", {
      inputs: Object.fromEntries(fields.map((field) => [field, "x"])),
      model: "gpt-5-mini",
    });
    expect(generated.text).toContain("event: done");
    // A failed generation gives its credits back.
    fake.reply({ kind: "status", status: 400 });
    const failed = await client.post("/api/tools/ai-caption-generator/generate", {
      inputs: Object.fromEntries(fields.map((field) => [field, "x"])),
      model: "gpt-5-mini",
    });
    expect(failed.text).toContain("event: error");
    const payment = await client.post("/functions/v1/create-bkash-payment", {
      packageType: "starter",
      amount: 500,
    });
    expect(payment.status).toBe(200);
    const missing = await client.get("/api/generations/00000000-0000-4000-8000-00000000abcd");
    expect(missing.status).toBe(404);

    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    // Requests by route pattern, never by raw path.
    expect(text).toMatch(
      /outsmart_http_request_duration_seconds_count\{method="POST",route="\/api\/tools\/:slug\/generate",status="200"\} \d+/,
    );
    expect(text).toMatch(
      /outsmart_http_request_duration_seconds_count\{method="GET",route="\/api\/generations\/:id",status="404"\} \d+/,
    );
    expect(text).not.toContain("00000000-0000-4000-8000-00000000abcd");
    expect(text).toMatch(
      /outsmart_generations_total\{tool="ai-caption-generator",model="gpt-5-mini",outcome="succeeded"\} [1-9]/,
    );
    expect(text).toMatch(
      /outsmart_generation_time_to_first_token_seconds_count\{provider="[^"]+",model="[^"]+"\} [1-9]/,
    );
    expect(text).toMatch(
      /outsmart_generations_total\{tool="ai-caption-generator",model="gpt-5-mini",outcome="failed"\} [1-9]/,
    );
    expect(text).toMatch(/^outsmart_credits_refunded_total [1-9]/m);
    expect(text).toMatch(/outsmart_payments_total\{status="pending"\} [1-9]/);
    expect(text).toMatch(
      /outsmart_ai_provider_errors_total\{provider="[^"]+",kind="error"\} [1-9]/,
    );
    expect(text).toMatch(/^outsmart_credits_held_total [1-9]/m);
    expect(text).toMatch(/^outsmart_credits_charged_total [1-9]/m);
    expect(text).toContain("# TYPE outsmart_ai_provider_retries_total counter");
    expect(text).toMatch(/^outsmart_db_pool_connections [1-9]/m);
    expect(text).toMatch(/^outsmart_db_pool_idle_connections \d+/m);
    expect(text).toMatch(/^outsmart_db_pool_waiting_requests \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it("does not exist for another address without the token, whatever its headers say", async () => {
    const response = await fromAddress("203.0.113.9", { "x-forwarded-for": "127.0.0.1" });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: "NOT_FOUND" });
    expect((await fromAddress("203.0.113.9", { authorization: "Bearer wrong" })).status).toBe(404);
    // No socket at all (in-process): refused too.
    expect((await app.app.request("/metrics")).status).toBe(404);
  });

  it("serves another address that sends the bearer token", async () => {
    const response = await fromAddress("203.0.113.9", { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("# TYPE outsmart_http_request_duration_seconds");
  });

  it("refuses a request that came through a proxy on this machine", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { "x-forwarded-for": "198.51.100.4" },
    });
    expect(response.status).toBe(404);
  });
});
