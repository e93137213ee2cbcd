import {
  type ConsoleToolDetail,
  type ConsoleToolList,
  TOOL_EDIT_CONFLICT_MESSAGE,
} from "@outsmart/contracts/console-tools";
import { OFFLINE_WRITER_MODEL_ID } from "@outsmart/contracts/models";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { operatorAuditLog } from "../../db/schema/operator-audit-log.ts";
import { toolPrompts } from "../../db/schema/tool-prompts.ts";
import { userGenerations } from "../../db/schema/user-generations.ts";
import { type FakeOpenAiServer, startFakeOpenAiServer } from "../../testing/fake-openai-server.ts";
import { createSession, createUser } from "../../testing/factories.ts";
import { createHttpClient } from "../../testing/http-client.ts";
import { createTestApp, TEST_AUTH_SECRET } from "../../testing/test-app.ts";
import { useTestDatabase } from "../../testing/test-database.ts";
import { toolConfigurations } from "../tools/tool-configurations.ts";
import { seedToolPrompts } from "../tools/tools.queries.ts";

const testDb = useTestDatabase();
const detailOf = (response: { json: unknown }) => response.json as ConsoleToolDetail;
const listOf = (response: { json: unknown }) => response.json as ConsoleToolList;
let fake: FakeOpenAiServer;

beforeAll(async () => {
  fake = await startFakeOpenAiServer({ models: ["llama3.2:3b"] });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.setDefaultReply({ kind: "text", text: "Eid offer: 20% off panjabis.", chunkSize: 8 });
});

// One database serves the whole file (and the audit log is append-only): each test edits its own tool.
const SLUG = "ai-caption-generator";
const shippedOf = (slug: string) => toolConfigurations.find((tool) => tool.toolSlug === slug)!;
const shipped = shippedOf(SLUG);
const NEW_PROMPT =
  "You write Facebook captions for shops in Dhaka. Always mention cash on delivery.";

async function setUp() {
  const { app } = createTestApp({
    database: testDb.current,
    env: { OLLAMA_BASE_URL: fake.rootURL, AI_MAX_RETRIES: "0" },
  });
  const session = async (operator: boolean) => {
    const user = await createUser(testDb.current.db, { operator });
    const { cookie } = await createSession(testDb.current.db, user.id, {
      secret: TEST_AUTH_SECRET,
    });
    return { user, client: createHttpClient(app, { cookie }) };
  };
  return { operator: await session(true), customer: await session(false) };
}

const settings = (overrides: Record<string, unknown> = {}, slug = SLUG) => ({
  description: shippedOf(slug).description,
  systemPrompt: NEW_PROMPT,
  model: shippedOf(slug).model,
  inputFields: [...shippedOf(slug).inputFields],
  note: "Mention COD",
  expectedVersion: 1,
  ...overrides,
});

async function storedPrompt(slug = SLUG) {
  const [row] = await testDb.current.db
    .select()
    .from(toolPrompts)
    .where(eq(toolPrompts.toolSlug, slug));
  return row!;
}

async function auditActions(slug: string) {
  const entries = await testDb.current.db
    .select()
    .from(operatorAuditLog)
    .where(eq(operatorAuditLog.targetId, slug))
    .orderBy(operatorAuditLog.id);
  return entries.map((entry) => entry.action);
}

describe("the console's tool editor", () => {
  it("lists the tools, shows the shipped configuration as version 1 and the models on offer", async () => {
    const { operator } = await setUp();
    const list = await operator.client.get("/api/console/tools");
    expect(list.status).toBe(200);
    expect(listOf(list).tools).toContainEqual(
      expect.objectContaining({ slug: SLUG, version: 1, edited: false, model: shipped.model }),
    );
    const detail = await operator.client.get(`/api/console/tools/${SLUG}`);
    expect(detail.status).toBe(200);
    expect(detailOf(detail).versions).toEqual([
      expect.objectContaining({
        number: 1,
        systemPrompt: shipped.systemPrompt,
        inputFields: [...shipped.inputFields],
        savedBy: null,
      }),
    ]);
    expect(detailOf(detail).models).toContainEqual(
      expect.objectContaining({ id: "llama-3.2-3b", available: true, writesText: true }),
    );
    expect((await operator.client.get("/api/console/tools/no-such-tool")).status).toBe(404);
  });

  it("saves a version that the next generation uses, with its audit entry, and keeps it over a new seed", async () => {
    const { operator, customer } = await setUp();
    const saved = await operator.client.put(`/api/console/tools/${SLUG}`, settings());
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ version: 2 });
    expect((await storedPrompt()).systemPrompt).toBe(NEW_PROMPT);

    const detail = await operator.client.get(`/api/console/tools/${SLUG}`);
    expect(detailOf(detail).versions.map((version) => version.number)).toEqual([2, 1]);
    expect(detailOf(detail).versions[0]).toMatchObject({
      systemPrompt: NEW_PROMPT,
      note: "Mention COD",
      savedBy: operator.user.email,
    });
    expect(detailOf(detail).versions[1]).toMatchObject({ systemPrompt: shipped.systemPrompt });

    const [entry] = await testDb.current.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.targetId, SLUG));
    expect(entry).toMatchObject({
      action: "tool.update",
      actorUserId: operator.user.id,
      targetType: "tool",
      before: expect.objectContaining({ version: 1, systemPrompt: shipped.systemPrompt }),
      after: expect.objectContaining({ version: 2, systemPrompt: NEW_PROMPT }),
    });

    // The customer's next generation gets the new prompt (the cache heard the table's notice).
    await expect
      .poll(async () => {
        fake.requests.length = 0;
        const response = await customer.client.post(`/api/tools/${SLUG}/generate`, {
          inputs: {
            product_name: "Eid panjabi",
            target_audience: "young men",
            platform: "Facebook",
          },
          model: "llama-3.2-3b",
        });
        expect(response.status).toBe(200);
        const messages = fake.requests.at(-1)?.body.messages as Array<{ content: string }>;
        return messages?.[0]?.content ?? "";
      })
      .toContain("Always mention cash on delivery");

    // A new release's seed leaves an operator's edit alone.
    await seedToolPrompts(testDb.current.db, toolConfigurations, new Date());
    expect((await storedPrompt()).systemPrompt).toBe(NEW_PROMPT);
    const list = await operator.client.get("/api/console/tools");
    expect(listOf(list).tools).toContainEqual(
      expect.objectContaining({ slug: SLUG, version: 2, edited: true }),
    );
  });

  it("refuses a save over someone else's newer version, so two operators saving at once cannot both win", async () => {
    const { operator } = await setUp();
    const slug = "hashtag-generator";
    const [first, second] = await Promise.all(
      ["A", "B"].map((which) =>
        operator.client.put(
          `/api/console/tools/${slug}`,
          settings({ systemPrompt: `${NEW_PROMPT} ${which}` }, slug),
        ),
      ),
    );
    expect([first!.status, second!.status].sort()).toEqual([200, 409]);
    const refused = first!.status === 409 ? first! : second!;
    expect(refused.json.error).toBe(TOOL_EDIT_CONFLICT_MESSAGE);
    const winner = first!.status === 200 ? "A" : "B";
    expect((await storedPrompt(slug)).systemPrompt).toBe(`${NEW_PROMPT} ${winner}`);
    expect(await auditActions(slug)).toEqual(["tool.update"]);
  });

  it("refuses what would break the tool, with the reason", async () => {
    const { operator } = await setUp();
    const slug = "ad-headline-generator";
    const shippedHere = shippedOf(slug);
    const cases = [
      [settings({ model: "no-such-model" }, slug), 400, 'There is no model "no-such-model".'],
      [settings({ inputFields: ["Product Name"] }, slug), 400, /lowercase letters/],
      [settings({ inputFields: [] }, slug), 400, /at least one input field/],
      [settings({ inputFields: ["offer", "offer"] }, slug), 400, /appears once/],
      [settings({ systemPrompt: "  " }, slug), 400, /system prompt/],
      [settings({ systemPrompt: shippedHere.systemPrompt }, slug), 400, /Nothing to save/],
      [settings({ expectedVersion: 3 }, slug), 409, TOOL_EDIT_CONFLICT_MESSAGE],
    ] as const;
    for (const [body, status, message] of cases) {
      const response = await operator.client.put(`/api/console/tools/${slug}`, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.json.error).toMatch(message);
    }
    expect((await storedPrompt(slug)).systemPrompt).toBe(shippedHere.systemPrompt);
    expect(await auditActions(slug)).toEqual([]);
    expect((await operator.client.put("/api/console/tools/no-such-tool", settings())).status).toBe(
      404,
    );
  });

  it("rolls back by saving an older version's content as the newest", async () => {
    const { operator } = await setUp();
    const slug = "email-copywriter";
    await operator.client.put(`/api/console/tools/${slug}`, settings({}, slug));
    const rolledBack = await operator.client.post(`/api/console/tools/${slug}/rollback`, {
      version: 1,
      expectedVersion: 2,
    });
    expect(rolledBack.status).toBe(200);
    expect(rolledBack.json).toEqual({ version: 3 });
    expect((await storedPrompt(slug)).systemPrompt).toBe(shippedOf(slug).systemPrompt);
    const detail = await operator.client.get(`/api/console/tools/${slug}`);
    expect(detailOf(detail).versions[0]).toMatchObject({ number: 3, restoredFrom: 1 });
    expect(await auditActions(slug)).toEqual(["tool.update", "tool.rollback"]);

    const missing = await operator.client.post(`/api/console/tools/${slug}/rollback`, {
      version: 9,
      expectedVersion: 3,
    });
    expect(missing.status).toBe(404);
    const same = await operator.client.post(`/api/console/tools/${slug}/rollback`, {
      version: 3,
      expectedVersion: 3,
    });
    expect(same.status).toBe(400);
  });

  it("tries a draft with a chosen model: the provider gets the draft, nothing is saved, charged or recorded", async () => {
    const { operator } = await setUp();
    const tried = await operator.client.post(`/api/console/tools/cta-generator/try`, {
      systemPrompt: "Draft: write for Pohela Boishakh shoppers.",
      inputFields: ["product_name", "target_audience", "platform"],
      model: "llama-3.2-3b",
      inputs: {
        product_name: "Boishakhi saree",
        target_audience: "women in Dhaka",
        platform: "Facebook",
      },
    });
    expect(tried.status).toBe(200);
    expect(tried.json).toMatchObject({
      content: "Eid offer: 20% off panjabis.",
      model: "llama-3.2-3b",
    });
    const messages = fake.requests.at(-1)?.body.messages as Array<{ content: string }>;
    expect(messages[0]?.content).toContain("Draft: write for Pohela Boishakh shoppers.");
    expect(messages[1]?.content).toContain("Boishakhi saree");
    expect((await storedPrompt("cta-generator")).systemPrompt).toBe(
      shippedOf("cta-generator").systemPrompt,
    );
    expect(await auditActions("cta-generator")).toEqual([]);
    expect(
      await testDb.current.db
        .select()
        .from(userGenerations)
        .where(eq(userGenerations.userId, operator.user.profileId)),
    ).toEqual([]);

    // The offline writer writes the draft's language too; a missing input is named.
    const offline = await operator.client.post(`/api/console/tools/cta-generator/try`, {
      systemPrompt: "Draft.",
      inputFields: ["product_name", "target_audience", "platform"],
      model: OFFLINE_WRITER_MODEL_ID,
      language: "bn",
      inputs: { product_name: "ঈদের পাঞ্জাবি", target_audience: "ঢাকার তরুণ", platform: "Facebook" },
    });
    expect(offline.status).toBe(200);
    expect(String(offline.json.content)).toContain("পাঞ্জাবি");
    const missing = await operator.client.post(`/api/console/tools/cta-generator/try`, {
      systemPrompt: "Draft.",
      inputFields: ["product_name", "offer"],
      model: OFFLINE_WRITER_MODEL_ID,
      inputs: { product_name: "Panjabi" },
    });
    expect(missing.status).toBe(400);

    fake.setDefaultReply({ kind: "status", status: 500 });
    const failed = await operator.client.post(`/api/console/tools/cta-generator/try`, {
      systemPrompt: "Draft.",
      inputFields: ["product_name"],
      model: "llama-3.2-3b",
      inputs: { product_name: "Panjabi" },
    });
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(failed.json.error).toEqual(expect.any(String));
  });
});
