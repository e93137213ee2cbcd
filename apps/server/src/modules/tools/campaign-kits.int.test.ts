import { campaignKits } from "@outsmart/contracts/campaign-kits";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { campaigns } from "../../db/schema/campaigns.ts";
import { creditAccounts } from "../../db/schema/credit-accounts.ts";
import { creditReservations } from "../../db/schema/credit-reservations.ts";
import { userGenerations } from "../../db/schema/user-generations.ts";
import { type FakeOpenAiServer, startFakeOpenAiServer } from "../../testing/fake-openai-server.ts";
import { createSession, createUser, setCreditAccount } from "../../testing/factories.ts";
import { createHttpClient } from "../../testing/http-client.ts";
import { parseServerSentEvents } from "../../testing/sse.ts";
import { createTestApp, TEST_AUTH_SECRET } from "../../testing/test-app.ts";
import { useTestDatabase } from "../../testing/test-database.ts";

/**
 * Campaign kits (issue 16, ADR 0085): one quote for the whole kit; the steps run in order, each a
 * generation linked to the campaign and charged only when it ran; the first failure stops the
 * kit; a parallel run never overspends; another user's brand kit is a 404; a free plan a 403.
 */
const testDb = useTestDatabase();
let fake: FakeOpenAiServer;
const kit = campaignKits[0];
if (!kit) throw new Error("no campaign kit");
const run = `/api/campaign-kits/${kit.id}/run`;
const MODEL = "gpt-5-mini"; // 2 credits a step
const body = { brief: kit.brief.en, brief_language: "en", model: MODEL, language: "en" };

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.setDefaultReply({
    kind: "text",
    text: "## Campaign\n\n## Concept 1: Chand Raat Rush\n\nCopy.",
    chunkSize: 8,
  });
});

async function signedIn(account: { plan: "free" | "starter" | "pro"; balance: number }) {
  const { app } = createTestApp({
    database: testDb.current,
    env: {
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: fake.baseURL,
      AI_FIRST_TOKEN_TIMEOUT_MS: "10000",
      AI_MAX_RETRIES: "0",
    },
  });
  const user = await createUser(testDb.current.db);
  await setCreditAccount(testDb.current.db, user.profileId, account);
  const session = await createSession(testDb.current.db, user.id, { secret: TEST_AUTH_SECRET });
  return { app, user, client: createHttpClient(app, { cookie: session.cookie }) };
}

async function balanceOf(profileId: string) {
  const [account] = await testDb.current.db
    .select()
    .from(creditAccounts)
    .where(eq(creditAccounts.profileId, profileId));
  return account?.balance;
}

async function generationsOf(profileId: string) {
  return await testDb.current.db
    .select()
    .from(userGenerations)
    .where(eq(userGenerations.userId, profileId))
    .orderBy(userGenerations.createdAt);
}

describe("campaign kits", () => {
  it("quotes the whole kit in credits and taka with the chosen model", async () => {
    const { client } = await signedIn({ plan: "starter", balance: 20 });
    const response = await client.get(`/api/campaign-kits/${kit.id}/quote?model=${MODEL}`);
    expect(response.status, response.text).toBe(200);
    expect(response.json).toMatchObject({
      kit_id: kit.id,
      steps: kit.steps.length,
      model: MODEL,
      credits_per_step: 2,
      credits: 2 * kit.steps.length,
      price_bdt: 4 * kit.steps.length,
      balance: 20,
      affordable: true,
      allowed: true,
    });
    expect((await client.get("/api/campaign-kits/no-such-kit/quote")).status).toBe(404);
  });

  it("runs every step in order, feeds each the steps before it, and saves one campaign", async () => {
    const { client, user } = await signedIn({ plan: "starter", balance: 20 });
    const response = await client.post(run, body);
    expect(response.status, response.text).toBe(200);
    const events = parseServerSentEvents(response.text);
    const names = events.map((event) => event.event).filter((name) => name !== "delta");
    expect(names).toEqual(["campaign", ...kit.steps.flatMap(() => ["step", "step-done"]), "done"]);
    const campaignId = events[0]?.data.campaign_id as string;
    expect(events.at(-1)?.data).toMatchObject({
      campaign_id: campaignId,
      status: "succeeded",
      steps_done: kit.steps.length,
      credits_charged: 2 * kit.steps.length,
    });
    expect(await balanceOf(user.profileId)).toBe(20 - 2 * kit.steps.length);

    // The second step's fields carry the first one's lead; its system prompt the first's text.
    const second = fake.requests[1]?.body.messages as { role: string; content: string }[];
    expect(second.find((message) => message.role === "user")?.content).toContain("Chand Raat Rush");
    expect(second.find((message) => message.role === "system")?.content).toContain(
      "This is one step of a campaign",
    );

    const saved = await generationsOf(user.profileId);
    expect(saved.map((row) => [row.toolSlug, row.campaignId, row.creditsCharged])).toEqual(
      kit.steps.map((step) => [step.toolSlug, campaignId, 2]),
    );
    const view = await client.get(`/api/campaigns/${campaignId}`);
    expect(view.status).toBe(200);
    expect(view.json).toMatchObject({ id: campaignId, kit_id: kit.id, status: "succeeded" });
    expect((view.json.generations as unknown[]).length).toBe(kit.steps.length);
    const history = await client.get("/api/generations");
    expect((history.json.items as { campaignId: string }[])[0]?.campaignId).toBe(campaignId);
  });

  it("charges only the steps that ran when a step fails half-way, and stops there", async () => {
    const { client, user } = await signedIn({ plan: "starter", balance: 20 });
    const ok = { kind: "text" as const, text: "## A\n\n## Concept 1: Eid Glow\n\nCopy." };
    fake.reply(ok, ok, { kind: "status", status: 500 });
    const response = await client.post(run, body);
    expect(response.status).toBe(200);
    const events = parseServerSentEvents(response.text).filter((event) => event.event !== "delta");
    expect(events.map((event) => event.event)).toEqual([
      "campaign",
      "step",
      "step-done",
      "step",
      "step-done",
      "step",
      "step-error",
      "done",
    ]);
    expect(events.at(-1)?.data).toMatchObject({
      status: "partial",
      steps_done: 2,
      credits_charged: 4,
    });
    expect(fake.requests).toHaveLength(3); // the fourth step never ran
    expect(await balanceOf(user.profileId)).toBe(16);
    const saved = await generationsOf(user.profileId);
    expect(saved.map((row) => [row.status, row.creditsCharged])).toEqual([
      ["succeeded", 2],
      ["succeeded", 2],
      ["failed", 0],
    ]);
    const holds = await testDb.current.db
      .select()
      .from(creditReservations)
      .where(eq(creditReservations.profileId, user.profileId));
    expect(holds.filter((hold) => hold.status === "held")).toEqual([]);
    const [campaign] = await testDb.current.db
      .select()
      .from(campaigns)
      .where(eq(campaigns.ownerId, user.profileId));
    expect(campaign?.status).toBe("partial");
  });

  it("answers 404 for another user's brand kit and charges nothing", async () => {
    const owner = await signedIn({ plan: "starter", balance: 20 });
    const created = await owner.client.post("/api/brand-kits", {
      name: "Other shop",
      tone: "formal",
    });
    expect(created.status, created.text).toBe(201);
    const foreign = created.json.id as string;
    const { client, user } = await signedIn({ plan: "starter", balance: 20 });
    const response = await client.post(run, { ...body, brand_kit_id: foreign });
    expect(response.status).toBe(404);
    const quote = await client.get(`/api/campaign-kits/${kit.id}/quote?brand_kit_id=${foreign}`);
    expect(quote.status).toBe(404);
    expect(fake.requests).toHaveLength(0);
    expect(await balanceOf(user.profileId)).toBe(20);
    expect(await generationsOf(user.profileId)).toEqual([]);
  });

  it("refuses a free plan with 403, a clear message and where to buy a pack", async () => {
    const { client, user } = await signedIn({ plan: "free", balance: 0 });
    const response = await client.post(run, { ...body, model: undefined });
    expect(response.status).toBe(403);
    expect(response.json).toMatchObject({
      code: "FORBIDDEN",
      details: { requiredPlan: "starter", buyUrl: "/pricing" },
    });
    expect(response.json.error).toMatch(/Campaign kits come with the Starter Pack/);
    const quote = await client.get(`/api/campaign-kits/${kit.id}/quote`);
    expect(quote.json).toMatchObject({ allowed: false });
    expect(await generationsOf(user.profileId)).toEqual([]);
  });

  it("refuses with 402 before anything runs when the balance does not cover the kit", async () => {
    const { client, user } = await signedIn({ plan: "starter", balance: 3 });
    const response = await client.post(run, body);
    expect(response.status).toBe(402);
    expect(await generationsOf(user.profileId)).toEqual([]);
    expect(await balanceOf(user.profileId)).toBe(3);
  });

  it("never overspends a small balance when kits run at the same time", async () => {
    const { client, user } = await signedIn({ plan: "starter", balance: 10 });
    const responses = await Promise.all([1, 2, 3].map(() => client.post(run, body)));
    let charged = 0;
    for (const response of responses) {
      if (response.status !== 200) {
        expect(response.status).toBe(402);
        continue;
      }
      const done = parseServerSentEvents(response.text).at(-1);
      expect(done?.event).toBe("done");
      charged += done?.data.credits_charged as number;
    }
    const balance = await balanceOf(user.profileId);
    expect(charged).toBeLessThanOrEqual(10);
    expect(balance).toBe(10 - charged);
    const saved = await generationsOf(user.profileId);
    expect(
      saved
        .filter((row) => row.status === "succeeded")
        .reduce((sum, row) => sum + row.creditsCharged, 0),
    ).toBe(charged);
  });
});
