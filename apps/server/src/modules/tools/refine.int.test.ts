import { FREE_PLAN_DAILY_GENERATIONS } from "@outsmart/contracts/plans";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { creditAccounts } from "../../db/schema/credit-accounts.ts";
import { creditLedger } from "../../db/schema/credit-ledger.ts";
import { creditReservations } from "../../db/schema/credit-reservations.ts";
import { dailyGenerationUsage } from "../../db/schema/daily-generation-usage.ts";
import { generationVersions } from "../../db/schema/generation-versions.ts";
import { createFixedClock } from "../../lib/clock.ts";
import { dhakaDay } from "../../lib/dhaka-time.ts";
import { type FakeOpenAiServer, startFakeOpenAiServer } from "../../testing/fake-openai-server.ts";
import {
  createGeneration,
  createSession,
  createUser,
  setCreditAccount,
} from "../../testing/factories.ts";
import { createHttpClient } from "../../testing/http-client.ts";
import { createTestApp, TEST_AUTH_SECRET } from "../../testing/test-app.ts";
import { useTestDatabase } from "../../testing/test-database.ts";

/** Issue 16, ADR 0078: refining a result makes a version, charged through the ledger like a generation. */
const testDb = useTestDatabase();
let fake: FakeOpenAiServer;
const clock = createFixedClock("2026-11-28T06:00:00Z");

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.setDefaultReply({ kind: "text", text: "Shorter copy from the model. 👟", chunkSize: 8 });
});

const original = `## Instagram captions for EcoStride

### Caption 1 — Spotlight

Spotlight on EcoStride 👟 Made for runners in Dhaka. A second life for used materials.

#ecostride

### Caption 2 — POV

POV: you just found EcoStride ✨ Simple as that.

#ecostride`;

async function signedIn(account?: { plan: "free" | "starter" | "pro"; balance: number }) {
  const { app } = createTestApp({
    database: testDb.current,
    clock,
    env: {
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: fake.baseURL,
      AI_FIRST_TOKEN_TIMEOUT_MS: "10000",
      AI_MAX_RETRIES: "0",
    },
  });
  const user = await createUser(testDb.current.db);
  if (account) await setCreditAccount(testDb.current.db, user.profileId, account);
  const session = await createSession(testDb.current.db, user.id, { secret: TEST_AUTH_SECRET });
  const client = createHttpClient(app, { cookie: session.cookie });
  const generation = await createGeneration(testDb.current.db, user.profileId, {
    modelUsed: "gpt-5-mini",
    outputContent: original,
    inputData: {
      product_name: "EcoStride recycled running sneakers",
      target_audience: "runners in Dhaka",
      platform: "Instagram",
    },
  });
  return { app, user, client, generation, refine: `/api/generations/${generation.id}/refine` };
}

type Refined = { version: { content: string; refine?: unknown } };

async function balanceOf(profileId: string) {
  const [account] = await testDb.current.db
    .select()
    .from(creditAccounts)
    .where(eq(creditAccounts.profileId, profileId));
  return account?.balance;
}

async function ledgerOf(profileId: string) {
  const entries = await testDb.current.db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.accountRef, profileId))
    .orderBy(creditLedger.id);
  return entries.map((entry) => [entry.kind, entry.amount, entry.reason]);
}

describe("POST /api/generations/:id/refine", () => {
  it("quotes the generation's model, then charges it through the ledger and saves a version", async () => {
    const { client, user, generation, refine } = await signedIn({ plan: "starter", balance: 10 });
    const quote = await client.get(refine);
    expect(quote.status).toBe(200);
    expect(quote.json).toMatchObject({
      defaultModel: "gpt-5-mini",
      translateTo: "bn",
      balance: 10,
    });
    const models = quote.json.models as { id: string; costCredits: number }[];
    expect(models.find((model) => model.id === "gpt-5-mini")?.costCredits).toBe(2);

    const response = await client.post(refine, { action: "shorter" });
    expect(response.status, response.text).toBe(201);
    expect(response.json).toMatchObject({
      version: { number: 2, kind: "refine", refine: { action: "shorter" } },
      modelUsed: "gpt-5-mini",
      creditsCharged: 2,
      balance: 8,
    });
    expect((response.json as Refined).version.content).toBe("Shorter copy from the model. 👟");
    // The model got the refine prompt: the instruction and the text of the version refined.
    const messages = fake.requests.at(-1)?.body.messages as { role: string; content: string }[];
    expect(messages[0]?.content).toContain("editor of a Bangladeshi marketing team");
    expect(messages[1]?.content).toContain("Make it shorter");
    expect(messages[1]?.content).toContain("Spotlight on EcoStride");

    expect(await balanceOf(user.profileId)).toBe(8);
    expect(await ledgerOf(user.profileId)).toEqual([
      ["spend", -2, "Refine (Shorter): Caption Generator with GPT-5 mini"],
    ]);
    const [hold] = await testDb.current.db
      .select()
      .from(creditReservations)
      .where(eq(creditReservations.profileId, user.profileId));
    expect(hold).toMatchObject({ status: "settled", generationId: generation.id });

    // The versions list says how version 2 was made.
    const versions = await client.get(`/api/generations/${generation.id}/versions`);
    expect((versions.json as { versions: unknown[] }).versions.at(-1)).toMatchObject({
      number: 2,
      kind: "refine",
      refine: { action: "shorter" },
    });
  });

  it("refunds the hold when the model fails, and saves nothing", async () => {
    const { client, user, generation, refine } = await signedIn({ plan: "starter", balance: 10 });
    fake.reply({ kind: "status", status: 500 });
    const response = await client.post(refine, { action: "formal" });
    expect(response.status).toBe(502);
    expect(response.json.error).toMatch(/Nothing was charged/u);
    expect(await balanceOf(user.profileId)).toBe(10);
    expect((await ledgerOf(user.profileId)).map(([kind, amount]) => [kind, amount])).toEqual([
      ["spend", -2],
      ["refund", 2],
    ]);
    const saved = await testDb.current.db
      .select()
      .from(generationVersions)
      .where(eq(generationVersions.generationId, generation.id));
    expect(saved).toEqual([]);
  });

  it("answers 402 before calling the model when the balance is short", async () => {
    const { client, refine } = await signedIn({ plan: "starter", balance: 1 });
    const response = await client.post(refine, { action: "longer" });
    expect(response.status).toBe(402);
    expect(fake.requests).toHaveLength(0);
  });

  it("never overspends: 10 refines at once on a balance that covers 3", async () => {
    const { client, user, generation, refine } = await signedIn({ plan: "starter", balance: 6 });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => client.post(refine, { action: "shorter" })),
    );
    const statuses = responses.map((response) => response.status).toSorted();
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 402)).toHaveLength(7);
    expect(await balanceOf(user.profileId)).toBe(0);
    const saved = await testDb.current.db
      .select({ number: generationVersions.number })
      .from(generationVersions)
      .where(eq(generationVersions.generationId, generation.id));
    expect(saved.map((row) => row.number).toSorted()).toEqual([2, 3, 4]);
  });

  it("answers 404 for another user's generation, an unknown id and a malformed one", async () => {
    const owner = await signedIn({ plan: "starter", balance: 10 });
    const stranger = await signedIn({ plan: "starter", balance: 10 });
    for (const path of [
      owner.refine,
      "/api/generations/00000000-0000-4000-8000-000000000000/refine",
      "/api/generations/not-a-uuid/refine",
    ]) {
      expect((await stranger.client.post(path, { action: "shorter" })).status).toBe(404);
      expect((await stranger.client.get(path)).status).toBe(404);
    }
    expect(await balanceOf(stranger.user.profileId)).toBe(10);
    expect(fake.requests).toHaveLength(0);
  });

  it("applies a free user's daily cap, like Generate", async () => {
    const { client, user, refine } = await signedIn();
    await testDb.current.db.insert(dailyGenerationUsage).values({
      profileId: user.profileId,
      day: dhakaDay(clock.now()),
      used: FREE_PLAN_DAILY_GENERATIONS - 1,
    });
    const last = await client.post(refine, { action: "no-emojis", model: "outsmart-writer" });
    expect(last.status, last.text).toBe(201);
    expect((last.json as Refined).version.content).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(last.json.creditsCharged).toBe(0);
    const refused = await client.post(refine, {
      action: "no-emojis",
      model: "outsmart-writer",
      version: 1,
    });
    expect(refused.status).toBe(429);
  });

  it("with the offline writer: translates from the brief, and declines what it cannot do for free", async () => {
    const { client, user, generation, refine } = await signedIn();
    const translated = await client.post(refine, { action: "translate", model: "outsmart-writer" });
    expect(translated.status, translated.text).toBe(201);
    expect((translated.json as Refined).version.refine).toEqual({
      action: "translate",
      language: "bn",
    });
    expect((translated.json as Refined).version.content).toMatch(/[\u0980-\u09FF]/u);

    // The next refine works on the বাংলা version, in বাংলা: the casual register greets in Bangla.
    const casual = await client.post(refine, { action: "casual", model: "outsmart-writer" });
    expect(casual.status, casual.text).toBe(201);
    expect((casual.json as Refined).version.content).toContain("হাই! 👋");
    expect((casual.json as Refined).version.refine).toEqual({ action: "casual", language: "bn" });
    const quote = await client.get(refine);
    expect(quote.json).toMatchObject({ language: "en", translateTo: "en" });

    const declined = await client.post(refine, {
      action: "instruction",
      instruction: "rewrite it as a haiku",
      model: "outsmart-writer",
    });
    expect(declined.status).toBe(400);
    expect(declined.json.error).toMatch(/cannot follow.*Nothing was charged/u);
    // Only the translation took a free slot; the decline held nothing.
    const holds = await testDb.current.db
      .select()
      .from(creditReservations)
      .where(eq(creditReservations.profileId, user.profileId));
    expect(holds.map((hold) => hold.status)).toEqual(["settled", "settled"]);
    const followed = await client.post(refine, {
      action: "instruction",
      instruction: "mention free delivery in Dhaka",
      model: "outsmart-writer",
      version: 1,
    });
    expect(followed.status, followed.text).toBe(201);
    expect(followed.json.version).toMatchObject({
      number: 4,
      refine: {
        action: "instruction",
        instruction: "mention free delivery in Dhaka",
        language: "en",
      },
    });
    expect((followed.json as Refined).version.content).toContain("Free delivery in Dhaka.");
    expect(generation.id).toBeTruthy();
  });

  it("refuses a bad request: unknown action, empty instruction, an unknown version", async () => {
    const { client, refine } = await signedIn({ plan: "starter", balance: 10 });
    expect((await client.post(refine, { action: "louder" })).status).toBe(400);
    expect((await client.post(refine, { action: "instruction", instruction: " " })).status).toBe(
      400,
    );
    expect((await client.post(refine, { action: "shorter", version: 9 })).status).toBe(404);
  });
});
