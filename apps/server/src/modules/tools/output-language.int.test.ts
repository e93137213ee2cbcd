import { defaultModels } from "@outsmart/contracts/models";
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

/** Issue 15: the output language, from the request to the model, the record, the history and the preference. */
const testDb = useTestDatabase();
let fake: FakeOpenAiServer;

beforeAll(async () => {
  fake = await startFakeOpenAiServer({ models: ["llama3.2:3b"] });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.setDefaultReply({ kind: "text", text: "ঢাকার তরুণদের জন্য EcoStep 👟", chunkSize: 4 });
});

const MODEL = "llama-3.2-3b";
const modelCap = defaultModels.find((model) => model.id === MODEL)!.maxOutputTokens;
const inputs = {
  product_name: "EcoStep sneakers",
  target_audience: "ঢাকার তরুণরা",
  platform: "Facebook",
};

const signedIn = () => signedInWithFakeProvider(testDb.current, fake);
type Client = FakeProviderClient;

const generate = (client: Client, body: Record<string, unknown>) =>
  generateCaption(client, { inputs, ...body });

const lastRequest = () => lastModelRequest(fake);

describe("the output language", () => {
  it("reaches the model as one instruction with a raised output cap for Bangla, and is saved on the generation", async () => {
    const { client, user } = await signedIn();
    const done = await generate(client, { model: MODEL, language: "bn" });
    const { system, maxTokens } = lastRequest();
    expect(system).toContain("Ground rules"); // the stored prompt is still there
    expect(system).toContain("## Output language");
    expect(system).toContain("চলিত");
    expect(system).toContain("৳১,২০০");
    expect(maxTokens).toBe(Math.ceil(modelCap * 2.5));
    const [saved] = await testDb.current.db
      .select()
      .from(userGenerations)
      .where(eq(userGenerations.userId, user.profileId));
    expect(saved).toMatchObject({ id: done.generation_id, language: "bn" });
  });

  it("asks for Banglish in Latin letters, and adds nothing for English (the default)", async () => {
    const { client } = await signedIn();
    await generate(client, { model: MODEL, language: "banglish" });
    expect(lastRequest().system).toContain("Banglish");
    expect(lastRequest().system).toContain("Latin letters");
    expect(lastRequest().maxTokens).toBe(Math.ceil(modelCap * 1.5));

    await generate(client, { model: MODEL });
    expect(lastRequest().system).not.toContain("Output language");
    expect(lastRequest().maxTokens).toBe(modelCap);
  });

  it("is refused, in words, when it is not one we write", async () => {
    const { client } = await signedIn();
    for (const language of ["fr", "BN", "", 3, null]) {
      const response = await client.post("/api/tools/ai-caption-generator/generate", {
        inputs,
        model: MODEL,
        language,
      });
      expect(response.status, JSON.stringify(language)).toBe(400);
      expect(response.json.error).toMatch(/language/iu);
    }
    expect(fake.requests).toHaveLength(0);
  });

  it("is accepted by run-ai-tool (optional, English when absent) and saved", async () => {
    const { client, user } = await signedIn();
    const call = (language?: string) =>
      client.post("/functions/v1/run-ai-tool", {
        tool_slug: "ai-caption-generator",
        user_id: user.profileId,
        model: MODEL,
        input_data: inputs,
        ...(language ? { language } : {}),
      });
    expect((await call("banglish")).status).toBe(200);
    expect(lastRequest().system).toContain("Banglish");
    expect((await call()).status).toBe(200);
    expect(lastRequest().system).not.toContain("Output language");
    const saved = await testDb.current.db
      .select({ language: userGenerations.language })
      .from(userGenerations)
      .where(eq(userGenerations.userId, user.profileId));
    expect(saved.map((row) => row.language).toSorted()).toEqual(["banglish", "en"]);
    expect((await call("de")).status).toBe(400);
  });

  it("is shown in the history list and detail, and filters the history", async () => {
    const { client } = await signedIn();
    const bn = await generate(client, { model: MODEL, language: "bn" });
    const en = await generate(client, { model: MODEL, language: "en" });
    const banglish = await generate(client, { model: MODEL, language: "banglish" });

    const all = (await client.get("/api/generations")).json.items as Array<{
      id: string;
      language: string;
    }>;
    expect(all.map((item) => [item.id, item.language])).toEqual([
      [banglish.generation_id, "banglish"],
      [en.generation_id, "en"],
      [bn.generation_id, "bn"],
    ]);
    for (const [language, id] of [
      ["bn", bn.generation_id],
      ["en", en.generation_id],
      ["banglish", banglish.generation_id],
    ] as const) {
      const page = await client.get(`/api/generations?language=${language}`);
      expect(page.status).toBe(200);
      expect((page.json.items as Array<{ id: string }>).map((item) => item.id)).toEqual([id]);
    }
    const filtered = await client.get(
      `/api/generations?language=bn&tool=ai-caption-generator&q=${encodeURIComponent("তরুণদের")}`,
    );
    expect((filtered.json.items as Array<{ id: string }>).map((item) => item.id)).toEqual([
      bn.generation_id,
    ]);
    expect((await client.get("/api/generations?language=xx")).status).toBe(400);
    expect((await client.get(`/api/generations/${bn.generation_id}`)).json).toMatchObject({
      id: bn.generation_id,
      language: "bn",
    });
  });

  it("makes the offline writer write in the language asked for", async () => {
    const { client } = await signedIn();
    const done = await generate(client, { model: "outsmart-writer", language: "bn" });
    expect(fake.requests).toHaveLength(0);
    const letters = [...done.content].filter((char) => /\p{L}/u.test(char));
    const bengali = letters.filter((char) => /\p{Script=Bengali}/u.test(char));
    expect(bengali.length / letters.length).toBeGreaterThan(0.6);
    expect(done.content).toContain("EcoStep sneakers");
    expect(done.content).toContain("ক্যাপশন");
    expect(done.content).not.toContain("এখনো বাংলায় লিখতে পারে না"); // the caption tool has its book
  });
});

describe("streaming Bangla", () => {
  const clusters = (text: string) =>
    [...new Intl.Segmenter("bn", { granularity: "grapheme" }).segment(text)].map(
      (part) => part.segment,
    );

  it.each([
    ["each piece whole on the wire", false],
    ["each piece's UTF-8 bytes cut inside a character on the wire", true],
  ])(
    "never splits a grapheme cluster or a character between two events (%s)",
    async (_, splitBytesOnWire) => {
      // The provider's pieces cut "ক্ষ" after its virama, "মে" before its vowel sign, and 👍🏽
      // inside both of its surrogate pairs (each piece a JSON string on the wire, halves escaped).
      const chunks = [
        "দ",
        "ক্",
        "ষ কর্মী",
        "দের জন্য ম",
        "ে",
        "লা 👍",
        "\uD83C",
        "\uDFFD",
        " \uD83D",
        "\uDE80!",
      ];
      const text = chunks.join("");
      fake.reply({ kind: "text", text, chunks, chunkDelayMs: 30, splitBytesOnWire });
      const { client } = await signedIn();
      const response = await client.post("/api/tools/ai-caption-generator/generate", {
        inputs,
        model: MODEL,
        language: "bn",
      });
      const events = parseServerSentEvents(response.text);
      const deltas = events
        .filter((event) => event.event === "delta")
        .map((event) => event.data.text as string);
      expect(deltas.join("")).toBe(text);
      expect(deltas.length).toBeGreaterThan(3); // it really streamed in pieces
      const whole = clusters(text);
      let offset = 0;
      for (const delta of deltas) {
        expect(delta.isWellFormed(), JSON.stringify(delta)).toBe(true);
        const own = clusters(delta);
        expect(own, JSON.stringify(delta)).toEqual(whole.slice(offset, offset + own.length));
        offset += own.length;
      }
      expect(events.at(-1)).toMatchObject({ event: "done", data: { content: text } });
    },
  );
});

describe("text on the way in", () => {
  // Typed with separate code points where NFD ≠ NFC: "e" + combining acute, and রাহো as
  // রাহ + ে + া (as some Bangla keyboards send it), and ক্ষ's parts spelled out.
  const decomposed = {
    product_name: "Cafe\u0301 \u09B0\u09BE\u09B9\u09C7\u09BE",
    target_audience: "\u0995\u09CD\u09B7\u09C7\u09BE\u09AD",
    platform: "Facebook",
  };
  const nfc = { product_name: "Café রাহো", target_audience: "ক্ষোভ" };

  it("reaches the model's prompt normalised to NFC, from the page and from run-ai-tool", async () => {
    expect(decomposed.product_name).not.toBe(nfc.product_name);
    expect(decomposed.product_name.normalize("NFC")).toBe(nfc.product_name);
    expect(decomposed.target_audience.normalize("NFC")).toBe(nfc.target_audience);
    const { client, user } = await signedIn();
    const sent = () => JSON.stringify(fake.requests.at(-1)?.body.messages);
    const check = () => {
      expect(sent()).toContain(nfc.product_name);
      expect(sent()).toContain(nfc.target_audience);
      expect(sent()).not.toContain("e\u0301");
      expect(sent()).not.toContain("\u09C7\u09BE");
    };
    await generate(client, { model: MODEL, inputs: decomposed });
    check();
    const api = await client.post("/functions/v1/run-ai-tool", {
      tool_slug: "ai-caption-generator",
      user_id: user.profileId,
      model: MODEL,
      input_data: decomposed,
    });
    expect(api.status, api.text).toBe(200);
    check();
  });

  it("reaches the offline writer and the saved inputs normalised to NFC", async () => {
    const { client, user } = await signedIn();
    const done = await generate(client, { inputs: decomposed });
    expect(fake.requests).toHaveLength(0);
    expect(done.content).toContain(nfc.product_name);
    expect(done.content).not.toContain("e\u0301");
    expect(done.content).not.toContain("\u09C7\u09BE");
    const [saved] = await testDb.current.db
      .select({ inputData: userGenerations.inputData })
      .from(userGenerations)
      .where(eq(userGenerations.userId, user.profileId));
    expect(saved?.inputData).toMatchObject(nfc);
  });
});

describe("GET/PATCH /api/account/preferences", () => {
  it("remembers the output language per user, English until one is chosen", async () => {
    const { client } = await signedIn();
    expect((await client.get("/api/account/preferences")).json).toEqual({
      outputLanguage: "en",
      interfaceLanguage: null,
      brandKitId: null,
    });
    const changed = await client.patch("/api/account/preferences", { outputLanguage: "bn" });
    expect(changed.status).toBe(200);
    expect(changed.json).toEqual({
      outputLanguage: "bn",
      interfaceLanguage: null,
      brandKitId: null,
    });
    expect((await client.get("/api/account/preferences")).json).toEqual({
      outputLanguage: "bn",
      interfaceLanguage: null,
      brandKitId: null,
    });

    // Another user's preference is their own.
    const other = await signedIn();
    expect((await other.client.get("/api/account/preferences")).json).toMatchObject({
      outputLanguage: "en",
    });

    // The interface language is stored beside it, and can be cleared again.
    expect(
      (
        await client.patch("/api/account/preferences", {
          interfaceLanguage: "bn",
          brandKitId: null,
        })
      ).json,
    ).toEqual({ outputLanguage: "bn", interfaceLanguage: "bn", brandKitId: null });
    expect(
      (
        await client.patch("/api/account/preferences", {
          interfaceLanguage: null,
          brandKitId: null,
        })
      ).json,
    ).toEqual({ outputLanguage: "bn", interfaceLanguage: null, brandKitId: null });
    expect((await client.patch("/api/account/preferences", {})).json).toEqual({
      outputLanguage: "bn",
      interfaceLanguage: null,
      brandKitId: null,
    });
  });

  it("refuses a language we do not write, an unknown field, and a signed-out caller", async () => {
    const { client, app } = await signedIn();
    for (const body of [
      { outputLanguage: "fr" },
      { interfaceLanguage: "banglish" },
      { outputLanguage: "bn", theme: "dark" },
    ]) {
      const response = await client.patch("/api/account/preferences", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await client.get("/api/account/preferences")).json).toMatchObject({
      outputLanguage: "en",
    });
    const signedOut = createHttpClient(app);
    expect((await signedOut.get("/api/account/preferences")).status).toBe(401);
    expect(
      (await signedOut.patch("/api/account/preferences", { outputLanguage: "bn" })).status,
    ).toBe(401);
  });
});
