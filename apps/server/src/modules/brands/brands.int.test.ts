import { BRAND_KIT_LIMITS } from "@outsmart/contracts/brand-kit";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { userGenerations } from "../../db/schema/user-generations.ts";
import { type FakeOpenAiServer, startFakeOpenAiServer } from "../../testing/fake-openai-server.ts";
import { createHttpClient } from "../../testing/http-client.ts";
import { parseServerSentEvents } from "../../testing/sse.ts";
import { useTestDatabase } from "../../testing/test-database.ts";
import {
  type FakeProviderClient,
  generateCaption,
  lastModelRequest,
  signedInWithFakeProvider,
} from "../../testing/fake-provider-client.ts";

/** Issue 16: brand kits, from their API to the prompt, the offline writer, the record and the history. */
const testDb = useTestDatabase();
let fake: FakeOpenAiServer;

beforeAll(async () => {
  fake = await startFakeOpenAiServer({ models: ["llama3.2:3b"] });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.setDefaultReply({ kind: "text", text: "Walk lighter with EcoStep 👟", chunkSize: 4 });
});

const MODEL = "llama-3.2-3b";
const OFFLINE = "outsmart-writer";

const kitBody = {
  name: "EcoStep",
  products: [
    {
      name: "Trail Runner",
      price: "৳2,450",
      offer: "Free delivery in Dhaka this week",
      difference: "Soles made from recycled tyres",
    },
    { name: "City Slip-on", price: "৳1,900" },
  ],
  audience: "Young professionals in Dhaka who walk to work",
  tone: "friendly",
  toneNotes: "Short sentences, one emoji at most.",
  wordsToUse: ["comfort", "sustainable"],
  wordsToAvoid: ["cheap", "premium", "স্টাইলিশ", "perfect"],
  samples: ["Your feet deserve better than the Dhaka traffic."],
  defaultLanguage: "en",
  salesChannel: "facebook.com/ecostepbd",
};

const signedIn = () => signedInWithFakeProvider(testDb.current, fake);
type Client = FakeProviderClient;
type Kit = typeof kitBody & { id: string; createdAt: string; updatedAt: string };

async function createKit(client: Client, body: Record<string, unknown> = kitBody): Promise<Kit> {
  const response = await client.post("/api/brand-kits", body);
  expect(response.status, response.text).toBe(201);
  return response.json as Kit;
}

const generate = (client: Client, body: Record<string, unknown>) =>
  generateCaption(client, {
    inputs: { product_name: "", target_audience: "", platform: "Instagram" },
    ...body,
  });

const lastSystemPrompt = () => lastModelRequest(fake).system;

describe("brand kits: create, read, update, duplicate, delete", () => {
  it("keeps a kit with every field, lists it newest first, and replaces it", async () => {
    const { client } = await signedIn();
    expect((await client.get("/api/brand-kits")).json).toEqual({ brandKits: [] });
    const kit = await createKit(client);
    expect(kit).toMatchObject({
      ...kitBody,
      products: [
        kitBody.products[0],
        { name: "City Slip-on", price: "৳1,900", offer: "", difference: "" },
      ],
    });
    const second = await createKit(client, { name: "Mishti Ghor", tone: "playful" });
    expect(second).toMatchObject({
      name: "Mishti Ghor",
      products: [],
      wordsToAvoid: [],
      samples: [],
      defaultLanguage: "en",
      salesChannel: "",
    });
    const listed = (await client.get("/api/brand-kits")).json.brandKits as Kit[];
    expect(listed.map((item) => item.name)).toEqual(["Mishti Ghor", "EcoStep"]);
    expect((await client.get(`/api/brand-kits/${kit.id}`)).json).toEqual(kit);

    const replaced = await client.put(`/api/brand-kits/${kit.id}`, {
      ...kitBody,
      name: "EcoStep BD",
      tone: "premium",
      products: [],
    });
    expect(replaced.status, replaced.text).toBe(200);
    expect(replaced.json).toMatchObject({ id: kit.id, name: "EcoStep BD", tone: "premium" });
    expect((await client.get(`/api/brand-kits/${kit.id}`)).json).toMatchObject({
      name: "EcoStep BD",
      products: [],
    });
  });

  it("duplicates a kit under a new name and deletes one", async () => {
    const { client } = await signedIn();
    const kit = await createKit(client);
    const copy = await client.post(`/api/brand-kits/${kit.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.json).toMatchObject({ ...kitBody, name: "EcoStep (copy)" });
    expect(copy.json.id).not.toBe(kit.id);

    expect((await client.delete(`/api/brand-kits/${kit.id}`)).status).toBe(204);
    expect((await client.get(`/api/brand-kits/${kit.id}`)).status).toBe(404);
    const listed = (await client.get("/api/brand-kits")).json.brandKits as Kit[];
    expect(listed.map((item) => item.id)).toEqual([copy.json.id]);
  });

  it("refuses every field over its limit, with a message that names it", async () => {
    const { client } = await signedIn();
    const long = (length: number) => "x".repeat(length + 1);
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ name: "" }, /Brand name is required/u],
      [{ name: long(BRAND_KIT_LIMITS.name) }, /Brand name can be at most 80 characters/u],
      [{ audience: long(BRAND_KIT_LIMITS.audience) }, /Audience can be at most/u],
      [{ toneNotes: long(BRAND_KIT_LIMITS.toneNotes) }, /Tone notes can be at most/u],
      [{ tone: "angry" }, /Choose a tone/u],
      [{ defaultLanguage: "fr" }, /output language/u],
      [{ salesChannel: long(BRAND_KIT_LIMITS.salesChannel) }, /Page or shop can be at most/u],
      [
        { samples: Array.from({ length: BRAND_KIT_LIMITS.samples + 1 }, () => "Nice copy") },
        /at most 5 samples/u,
      ],
      [{ samples: [long(BRAND_KIT_LIMITS.sample)] }, /A sample can be at most 1500/u],
      [
        { wordsToAvoid: Array.from({ length: BRAND_KIT_LIMITS.phrases + 1 }, (_, i) => `w${i}`) },
        /at most 20 words or phrases to avoid/u,
      ],
      [{ wordsToUse: [long(BRAND_KIT_LIMITS.phrase)] }, /A word to use can be at most 60/u],
      [
        { products: Array.from({ length: BRAND_KIT_LIMITS.products + 1 }, () => ({ name: "P" })) },
        /at most 10 products/u,
      ],
      [{ products: [{ name: "" }] }, /Product name is required/u],
      [{ products: [{ name: "P", price: long(BRAND_KIT_LIMITS.productPrice) }] }, /Price can be/u],
      [
        { products: [{ name: "P", offer: long(BRAND_KIT_LIMITS.productOffer) }] },
        /Offer can be at most/u,
      ],
      [
        { products: [{ name: "P", difference: long(BRAND_KIT_LIMITS.productDifference) }] },
        /What makes it different can be at most/u,
      ],
      [{ owner: "someone else" }, /owner/u],
    ];
    for (const [change, message] of cases) {
      const response = await client.post("/api/brand-kits", { ...kitBody, ...change });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(response.json.error, JSON.stringify(change)).toMatch(message);
    }
    expect((await client.get("/api/brand-kits")).json.brandKits).toEqual([]);
  });

  it("keeps at most the limit of kits per account", async () => {
    const { client } = await signedIn();
    await Promise.all(
      Array.from({ length: BRAND_KIT_LIMITS.kits }, (_, index) =>
        client.post("/api/brand-kits", { name: `Client ${index}`, tone: "formal" }),
      ),
    );
    const over = await client.post("/api/brand-kits", { name: "One more", tone: "formal" });
    expect(over.status).toBe(409);
    expect(over.json.error).toMatch(/at most 100 brand kits/u);
    expect((await client.get("/api/brand-kits")).json.brandKits).toHaveLength(
      BRAND_KIT_LIMITS.kits,
    );
  });

  it("answers 401 without a session", async () => {
    const { app } = await signedIn();
    const anonymous = createHttpClient(app);
    expect((await anonymous.get("/api/brand-kits")).status).toBe(401);
    expect((await anonymous.post("/api/brand-kits", kitBody)).status).toBe(401);
  });
});

describe("another user's kit id", () => {
  it("answers 404 on every route that takes a kit id, and changes nothing", async () => {
    const { client: owner, user: ownerUser } = await signedIn();
    const kit = await createKit(owner);
    const { client: other, user } = await signedIn();
    const notFound = async (response: Promise<{ status: number; json: { error?: string } }>) => {
      const answer = await response;
      expect(answer.status).toBe(404);
      expect(answer.json.error).toMatch(/brand kit was not found/u);
    };
    await notFound(other.get(`/api/brand-kits/${kit.id}`));
    await notFound(other.put(`/api/brand-kits/${kit.id}`, { ...kitBody, name: "Mine now" }));
    await notFound(other.post(`/api/brand-kits/${kit.id}/duplicate`));
    await notFound(other.delete(`/api/brand-kits/${kit.id}`));
    await notFound(
      other.post("/api/tools/ai-caption-generator/generate", {
        inputs: { product_name: "Shoes", platform: "Instagram" },
        model: OFFLINE,
        brand_kit_id: kit.id,
      }),
    );
    await notFound(
      other.post("/functions/v1/run-ai-tool", {
        tool_slug: "ai-caption-generator",
        user_id: user.profileId,
        model: MODEL,
        input_data: { product_name: "Shoes", platform: "Instagram" },
        brand_kit_id: kit.id,
      }),
    );
    await notFound(other.get(`/api/generations?brand_kit=${kit.id}`));
    await notFound(other.patch("/api/account/preferences", { brandKitId: kit.id }));
    // A malformed id in a path is not found either.
    await notFound(other.get("/api/brand-kits/not-a-uuid"));

    expect(fake.requests).toHaveLength(0);
    expect((await other.get("/api/account/preferences")).json.brandKitId).toBeNull();
    const generations = await testDb.current.db
      .select()
      .from(userGenerations)
      .where(eq(userGenerations.userId, user.profileId));
    expect(generations).toEqual([]);
    // The owner's kit is untouched.
    expect((await owner.get(`/api/brand-kits/${kit.id}`)).json).toEqual(kit);
    expect(ownerUser.profileId).not.toBe(user.profileId);
  });
});

describe("a generation with a brand kit", () => {
  it("puts the kit's facts in the model's system prompt, records the kit and lists it in the history", async () => {
    const { client } = await signedIn();
    const kit = await createKit(client);
    const done = await generate(client, { model: MODEL, brand_kit_id: kit.id });
    const system = lastSystemPrompt();
    expect(system).toContain("Ground rules"); // the stored prompt is still first
    expect(system).toContain("## Brand kit");
    for (const fact of [
      "EcoStep",
      "Trail Runner",
      "৳2,450",
      "Free delivery in Dhaka this week",
      "Soles made from recycled tyres",
      "Young professionals in Dhaka",
      "Short sentences, one emoji at most.",
      "Never use these words or phrases: cheap, premium, স্টাইলিশ, perfect",
      "facebook.com/ecostepbd",
      "Your feet deserve better than the Dhaka traffic.",
    ])
      expect(system).toContain(fact);
    expect(system).not.toContain("## Output language"); // the kit's default is English

    const plain = await generate(client, {
      model: MODEL,
      inputs: { product_name: "Tea", target_audience: "Students", platform: "Instagram" },
    });
    expect(lastSystemPrompt()).not.toContain("Brand kit");

    const history = (await client.get("/api/generations")).json.items as Array<{
      id: string;
      brandKit: { id: string; name: string } | null;
    }>;
    expect(history.map((item) => [item.id, item.brandKit])).toEqual([
      [plain.generation_id, null],
      [done.generation_id, { id: kit.id, name: "EcoStep" }],
    ]);
    const filtered = await client.get(`/api/generations?brand_kit=${kit.id}`);
    expect((filtered.json.items as Array<{ id: string }>).map((item) => item.id)).toEqual([
      done.generation_id,
    ]);
    expect((await client.get(`/api/generations/${done.generation_id}`)).json.brandKit).toEqual({
      id: kit.id,
      name: "EcoStep",
    });
    expect((await client.get("/api/generations?brand_kit=nope")).status).toBe(400);

    // Deleting the kit keeps the generation, without the kit.
    expect((await client.delete(`/api/brand-kits/${kit.id}`)).status).toBe(204);
    const after = await client.get(`/api/generations/${done.generation_id}`);
    expect(after.status).toBe(200);
    expect(after.json.brandKit).toBeNull();
  });

  it("writes in the kit's default language unless the request names one", async () => {
    const { client } = await signedIn();
    const kit = await createKit(client, { ...kitBody, defaultLanguage: "bn" });
    await generate(client, { model: MODEL, brand_kit_id: kit.id });
    expect(lastSystemPrompt()).toContain("## Output language");
    await generate(client, { model: MODEL, brand_kit_id: kit.id, language: "en" });
    expect(lastSystemPrompt()).not.toContain("## Output language");
  });

  it("is accepted by run-ai-tool and recorded", async () => {
    const { client, user } = await signedIn();
    const kit = await createKit(client);
    const response = await client.post("/functions/v1/run-ai-tool", {
      tool_slug: "ai-caption-generator",
      user_id: user.profileId,
      model: MODEL,
      input_data: { product_name: "Trail Runner", platform: "Instagram" },
      brand_kit_id: kit.id,
    });
    expect(response.status, response.text).toBe(200);
    expect(lastSystemPrompt()).toContain("Soles made from recycled tyres");
    const [saved] = await testDb.current.db
      .select({ brandKitId: userGenerations.brandKitId })
      .from(userGenerations)
      .where(eq(userGenerations.userId, user.profileId));
    expect(saved?.brandKitId).toBe(kit.id);
  });

  it.each(["en", "bn", "banglish"] as const)(
    "makes the offline writer name the brand and a product fact, never a word to avoid (%s)",
    async (language) => {
      const { client } = await signedIn();
      const kit = await createKit(client);
      const tools = [
        "ai-caption-generator",
        "ad-headline-generator",
        "product-description-writer",
        "email-copywriter",
      ];
      for (const tool of tools) {
        const response = await client.post(`/api/tools/${tool}/generate`, {
          inputs: { product_name: "", platform: "Instagram", email_goal: "Launch" },
          model: OFFLINE,
          language,
          brand_kit_id: kit.id,
        });
        expect(response.status, response.text).toBe(200);
        const done = parseServerSentEvents(response.text).find((event) => event.event === "done");
        const content = (done?.data as { content: string }).content;
        expect(content, tool).toContain("EcoStep");
        expect(content, tool).toContain("৳2,450");
        expect(content, tool).toContain("Soles made from recycled tyres");
        for (const word of kitBody.wordsToAvoid)
          expect(content.toLowerCase(), `${tool}: ${word}`).not.toContain(word.toLowerCase());
      }
      expect(fake.requests).toHaveLength(0);
    },
  );
});

describe("the remembered brand kit", () => {
  it("is kept in the preferences, and forgotten when set to null or when the kit is deleted", async () => {
    const { client } = await signedIn();
    const kit = await createKit(client);
    expect((await client.get("/api/account/preferences")).json).toMatchObject({
      outputLanguage: "en",
      brandKitId: null,
    });
    const chosen = await client.patch("/api/account/preferences", { brandKitId: kit.id });
    expect(chosen.status, chosen.text).toBe(200);
    expect(chosen.json).toMatchObject({ brandKitId: kit.id, outputLanguage: "en" });
    // Other preferences leave the kit as it is.
    const language = await client.patch("/api/account/preferences", { outputLanguage: "bn" });
    expect(language.json).toMatchObject({ brandKitId: kit.id, outputLanguage: "bn" });
    expect(
      (await client.patch("/api/account/preferences", { brandKitId: null })).json.brandKitId,
    ).toBeNull();
    await client.patch("/api/account/preferences", { brandKitId: kit.id });
    await client.delete(`/api/brand-kits/${kit.id}`);
    expect((await client.get("/api/account/preferences")).json.brandKitId).toBeNull();
  });
});
