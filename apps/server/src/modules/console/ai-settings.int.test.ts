import type { ConsoleAi } from "@outsmart/contracts/console-ai";
import { REAUTHENTICATION_REQUIRED_MESSAGE } from "@outsmart/contracts/account";
import { offerResponseSchema } from "@outsmart/contracts/offer-schema";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { operatorAuditLog } from "../../db/schema/operator-audit-log.ts";
import { type FakeOpenAiServer, startFakeOpenAiServer } from "../../testing/fake-openai-server.ts";
import { createSession, createUser, setCreditAccount } from "../../testing/factories.ts";
import { createHttpClient } from "../../testing/http-client.ts";
import { createTestApp, TEST_AUTH_SECRET } from "../../testing/test-app.ts";
import { useTestDatabase } from "../../testing/test-database.ts";

const testDb = useTestDatabase();
let fake: FakeOpenAiServer;
const KEY = "sk-console-test-0123456789-wxyz";

beforeAll(async () => {
  fake = await startFakeOpenAiServer({ models: ["llama3.2:3b", "shop-writer-1"] });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.setDefaultReply({ kind: "text", text: "Boishakhi offer: 15% off.", chunkSize: 8 });
});

/** An installation with no paid provider in its environment (only a local Ollama, the fake). */
async function installation(env: Record<string, string> = {}) {
  const { app, ready } = createTestApp({
    database: testDb.current,
    env: { OLLAMA_BASE_URL: fake.rootURL, AI_MAX_RETRIES: "0", ...env },
  });
  await ready;
  const sessionFor = async (options: { operator: boolean; minutesOld?: number }) => {
    const user = await createUser(testDb.current.db, { operator: options.operator });
    const { cookie } = await createSession(testDb.current.db, user.id, {
      secret: TEST_AUTH_SECRET,
      ...(options.minutesOld
        ? { createdAt: new Date(Date.now() - options.minutesOld * 60_000) }
        : {}),
    });
    return { user, client: createHttpClient(app, { cookie }) };
  };
  return { app, sessionFor, anonymous: createHttpClient(app) };
}

const overviewOf = (response: { json: unknown }) => response.json as ConsoleAi;

async function offer(client: ReturnType<typeof createHttpClient>) {
  return offerResponseSchema.parse((await client.get("/api/offer")).json);
}

async function clearConsoleSettings() {
  await testDb.current.db.execute(sql`delete from ai_provider_settings`);
  await testDb.current.db.execute(sql`delete from ai_model_settings`);
}

describe("AI providers and models from the console", () => {
  beforeEach(clearConsoleSettings);

  it("keeps a provider key sealed: the database, the answers and the audit log never hold it", async () => {
    const { sessionFor, anonymous } = await installation();
    const { client } = await sessionFor({ operator: true });
    expect((await offer(anonymous)).tiers.premium).toEqual([]);

    const saved = await client.put("/api/console/ai/providers/openai", {
      values: { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: fake.baseURL },
    });
    expect(saved.status).toBe(200);
    expect(JSON.stringify(saved.json)).not.toContain(KEY);
    expect(saved.json).toMatchObject({
      provider: {
        id: "openai",
        source: "console",
        fields: [
          { name: "OPENAI_API_KEY", secret: true, current: "…wxyz" },
          { name: "OPENAI_BASE_URL", secret: false, current: fake.baseURL },
        ],
      },
    });

    // Nowhere in the database in clear text (nor its distinctive middle).
    const dump = await testDb.current.db.execute(
      sql`select row_to_json(t)::text as row from ai_provider_settings t
          union all select row_to_json(a)::text from operator_audit_log a`,
    );
    const text = JSON.stringify(dump.rows);
    expect(text).not.toContain(KEY);
    expect(text).not.toContain("0123456789");
    const [entry] = await testDb.current.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.targetId, "openai"));
    expect(entry).toMatchObject({ action: "ai.provider.save", after: { key: "…wxyz" } });

    const overview = overviewOf(await client.get("/api/console/ai"));
    expect(JSON.stringify(overview)).not.toContain(KEY);
    // The premium and enterprise tiers now have models that answer: both packs are on sale.
    const after = await offer(anonymous);
    expect(after.tiers.premium.map((model) => model.id)).toContain("gpt-5-mini");
    expect(after.tiers.enterprise.map((model) => model.id)).toContain("gpt-5");

    // The key reaches the provider, and only there.
    const customer = await sessionFor({ operator: false });
    await setCreditAccount(testDb.current.db, customer.user.profileId, {
      plan: "starter",
      balance: 10,
    });
    const generated = await customer.client.post("/api/tools/ai-caption-generator/generate", {
      inputs: { product_name: "Jute bag", target_audience: "students", platform: "Facebook" },
      model: "gpt-5-mini",
    });
    expect(generated.status).toBe(200);
    expect(generated.text).toContain("Boishakhi offer");
    expect(fake.requests.at(-1)?.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it("wins over the environment while saved, and the environment's settings return when removed", async () => {
    const { sessionFor } = await installation({
      OPENAI_API_KEY: "env-key-1111",
      OPENAI_BASE_URL: fake.baseURL,
    });
    const { client } = await sessionFor({ operator: true });
    const before = overviewOf(await client.get("/api/console/ai"));
    expect(before.providers.find((provider) => provider.id === "openai")).toMatchObject({
      source: "environment",
      fields: [{ current: null }, { current: null }],
    });

    await client.put("/api/console/ai/providers/openai", {
      values: { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: fake.baseURL },
    });
    const listed = await client.post("/api/console/ai/providers/openai/test", {});
    expect(listed.status).toBe(200);
    expect(listed.json).toMatchObject({
      ok: true,
      models: expect.arrayContaining(["shop-writer-1"]),
    });
    // With a model named, one tiny chat request: it carries the console's key.
    const asked = { modelId: "shop-writer-1" };
    const tested = await client.post("/api/console/ai/providers/openai/test", asked);
    expect(tested.json).toMatchObject({ ok: true, answer: expect.any(String) });
    expect(fake.requests.at(-1)?.headers.authorization).toBe(`Bearer ${KEY}`);

    // A new URL with the key field left empty keeps the stored key.
    await client.put("/api/console/ai/providers/openai", {
      values: { OPENAI_API_KEY: "", OPENAI_BASE_URL: `${fake.baseURL}/` },
    });
    await client.post("/api/console/ai/providers/openai/test", asked);
    expect(fake.requests.at(-1)?.headers.authorization).toBe(`Bearer ${KEY}`);

    const removed = await client.delete("/api/console/ai/providers/openai");
    expect(removed.status).toBe(200);
    expect(removed.json).toMatchObject({ provider: { source: "environment" } });
    await client.post("/api/console/ai/providers/openai/test", asked);
    expect(fake.requests.at(-1)?.headers.authorization).toBe("Bearer env-key-1111");
    expect((await client.delete("/api/console/ai/providers/openai")).status).toBe(404);
  });

  it("tests values before they are saved, says what is wrong in plain words, and refuses bad values", async () => {
    const { sessionFor } = await installation();
    const { client } = await sessionFor({ operator: true });
    const ok = await client.post("/api/console/ai/providers/ollama/test", {
      values: { OLLAMA_BASE_URL: fake.rootURL },
    });
    expect(ok.json).toMatchObject({ ok: true, models: expect.arrayContaining(["llama3.2:3b"]) });

    fake.setDefaultReply({ kind: "status", status: 401 });
    const refused = await client.post("/api/console/ai/providers/custom/test", {
      values: { CUSTOM_AI_BASE_URL: fake.baseURL, CUSTOM_AI_API_KEY: "wrong" },
      modelId: "shop-writer-1",
    });
    expect(refused.status).toBe(200);
    expect(refused.json).toMatchObject({ ok: false, error: expect.any(String) });

    const badUrl = await client.put("/api/console/ai/providers/openai", {
      values: { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: "not a url" },
    });
    expect(badUrl.status).toBe(400);
    expect(badUrl.json.error).toContain("OPENAI_BASE_URL");
    const unknownSetting = await client.put("/api/console/ai/providers/openai", {
      values: { ANTHROPIC_API_KEY: KEY },
    });
    expect(unknownSetting.status).toBe(400);
    expect((await client.put("/api/console/ai/providers/nope", { values: {} })).status).toBe(404);
    expect((await client.put("/api/console/ai/providers/offline", { values: {} })).status).toBe(
      404,
    );
  });

  it("adds a custom model as premium: on sale, offered to a Starter customer, and answered by its provider", async () => {
    const { sessionFor, anonymous } = await installation();
    const { client } = await sessionFor({ operator: true });
    await client.put("/api/console/ai/providers/custom", {
      values: { CUSTOM_AI_BASE_URL: fake.baseURL, CUSTOM_AI_API_KEY: KEY },
    });
    expect((await offer(anonymous)).tiers.premium).toEqual([]);
    const incomplete = await client.put("/api/console/ai/models/shop-writer", {
      enabled: true,
      tier: "premium",
      costCredits: 2,
      maxOutputTokens: 2000,
    });
    expect(incomplete.status).toBe(400);
    const added = await client.put("/api/console/ai/models/shop-writer", {
      enabled: true,
      tier: "premium",
      costCredits: 3,
      maxOutputTokens: 2000,
      name: "Shop Writer",
      provider: "custom",
      providerModelId: "shop-writer-1",
    });
    expect(added.status).toBe(200);
    expect((await offer(anonymous)).tiers.premium).toEqual([
      { id: "shop-writer", name: "Shop Writer" },
    ]);

    const customer = await sessionFor({ operator: false });
    await setCreditAccount(testDb.current.db, customer.user.profileId, {
      plan: "starter",
      balance: 10,
    });
    const models = (await customer.client.get("/api/models")).json.models as Array<{
      id: string;
      locked: boolean;
    }>;
    expect(models).toContainEqual(expect.objectContaining({ id: "shop-writer", locked: false }));
    const generated = await customer.client.post("/api/tools/ai-caption-generator/generate", {
      inputs: { product_name: "Jute bag", target_audience: "students", platform: "Facebook" },
      model: "shop-writer",
    });
    expect(generated.status).toBe(200);
    expect(generated.text).toContain('"credits_charged":3');
    expect(fake.requests.at(-1)?.body.model).toBe("shop-writer-1");

    // Turned off, it is not offered; reset, the console's change is gone.
    await client.put("/api/console/ai/models/shop-writer", {
      enabled: false,
      tier: "premium",
      costCredits: 3,
      maxOutputTokens: 2000,
    });
    expect((await offer(anonymous)).tiers.premium).toEqual([]);
    const overview = overviewOf(await client.get("/api/console/ai"));
    expect(overview.models.find((model) => model.id === "shop-writer")).toMatchObject({
      enabled: false,
      custom: true,
      name: "Shop Writer",
    });
    expect((await client.delete("/api/console/ai/models/shop-writer")).status).toBe(200);
    expect(
      overviewOf(await client.get("/api/console/ai")).models.map((model) => model.id),
    ).not.toContain("shop-writer");
    const actions = (
      await testDb.current.db
        .select()
        .from(operatorAuditLog)
        .where(eq(operatorAuditLog.targetId, "shop-writer"))
        .orderBy(operatorAuditLog.id)
    ).map((entry) => entry.action);
    expect(actions).toEqual(["ai.model.save", "ai.model.save", "ai.model.reset"]);
  });

  it("reaches another server process through the database's notice", async () => {
    const first = await installation();
    const second = await installation();
    const { client } = await first.sessionFor({ operator: true });
    expect((await offer(second.anonymous)).tiers.premium).toEqual([]);
    await client.put("/api/console/ai/providers/openai", {
      values: { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: fake.baseURL },
    });
    await expect
      .poll(async () => (await offer(second.anonymous)).tiers.premium.length, { timeout: 1000 })
      .toBeGreaterThan(0);
  });

  it("asks for a recent sign-in before keys are saved, removed or tested", async () => {
    const { sessionFor } = await installation();
    const { client } = await sessionFor({ operator: true, minutesOld: 20 });
    for (const [method, path, body] of [
      ["PUT", "/api/console/ai/providers/openai", { values: { OPENAI_API_KEY: KEY } }],
      ["DELETE", "/api/console/ai/providers/openai", undefined],
      ["POST", "/api/console/ai/providers/openai/test", {}],
    ] as const) {
      const response = await client.send(method, path, body);
      expect(response.status, path).toBe(403);
      expect(response.json.error).toBe(REAUTHENTICATION_REQUIRED_MESSAGE);
    }
    // Reading and model settings need the role only.
    expect((await client.get("/api/console/ai")).status).toBe(200);
  });
});
