import type { GenerationPage, GenerationStats } from "@outsmart/contracts/generations";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userGenerations } from "../../db/schema/user-generations.ts";
import { createFixedClock } from "../../lib/clock.ts";
import { createGeneration, createSession, createUser } from "../../testing/factories.ts";
import { createHttpClient } from "../../testing/http-client.ts";
import { createTestApp, TEST_AUTH_SECRET } from "../../testing/test-app.ts";
import { useTestDatabase } from "../../testing/test-database.ts";
import { createGenerationsService } from "./generations.service.ts";

const testDb = useTestDatabase();

const at = (iso: string) => new Date(iso);

async function signedInClient(now?: string) {
  const db = testDb.current.db;
  const user = await createUser(db);
  const session = await createSession(db, user.id, { secret: TEST_AUTH_SECRET });
  const { app } = createTestApp({
    database: testDb.current,
    ...(now ? { clock: createFixedClock(now) } : {}),
  });
  return { user, app, client: createHttpClient(app, { cookie: session.cookie }) };
}

describe("stats in Asia/Dhaka months", () => {
  it("counts a record from 00:00 Dhaka on the 1st (18:00 UTC the day before) in the new month, and one a second earlier in the old", async () => {
    const db = testDb.current.db;
    const user = await createUser(db);
    // 2026-03-10 18:00 in Dhaka: day 10 of March.
    const generations = createGenerationsService({
      db,
      clock: createFixedClock("2026-03-10T12:00:00Z"),
    });
    await createGeneration(db, user.profileId, { createdAt: at("2026-02-28T17:59:59.999Z") });
    await createGeneration(db, user.profileId, { createdAt: at("2026-02-28T18:00:00Z") });
    await createGeneration(db, user.profileId, { createdAt: at("2026-03-10T11:00:00Z") });
    await createGeneration(db, user.profileId, {
      createdAt: at("2026-03-05T11:00:00Z"),
      status: "failed",
      errorMessage: "provider down",
    });
    const stats = await generations.stats(user.profileId);
    expect(stats).toMatchObject({ totalGenerations: 3, thisMonth: 2, averageDaily: 0.2 });
  });

  it("starts a new month at 00:00 Dhaka even while it is still the previous month in UTC", async () => {
    const db = testDb.current.db;
    const user = await createUser(db);
    // 2026-03-31 18:30 UTC is 2026-04-01 00:30 in Dhaka: day 1 of April.
    const generations = createGenerationsService({
      db,
      clock: createFixedClock("2026-03-31T18:30:00Z"),
    });
    await createGeneration(db, user.profileId, { createdAt: at("2026-03-31T17:00:00Z") });
    await createGeneration(db, user.profileId, { createdAt: at("2026-03-31T18:10:00Z") });
    await createGeneration(db, user.profileId, { createdAt: at("2026-03-31T18:20:00Z") });
    await createGeneration(db, user.profileId, { createdAt: at("2026-03-31T18:25:00Z") });
    expect(await generations.stats(user.profileId)).toMatchObject({
      totalGenerations: 4,
      thisMonth: 3,
      averageDaily: 3,
    });
  });

  it("rounds Average Daily to one decimal over the Dhaka day of the month", async () => {
    const db = testDb.current.db;
    const user = await createUser(db);
    // 2026-01-30 20:00 UTC is already 31 January in Dhaka: 10 ÷ 31 = 0.32… → 0.3.
    const generations = createGenerationsService({
      db,
      clock: createFixedClock("2026-01-30T20:00:00Z"),
    });
    for (let day = 1; day <= 10; day += 1)
      await createGeneration(db, user.profileId, {
        createdAt: at(`2026-01-${String(day).padStart(2, "0")}T06:00:00Z`),
      });
    expect(await generations.stats(user.profileId)).toMatchObject({
      thisMonth: 10,
      averageDaily: 0.3,
    });
  });

  it("computes tools used, time saved, success rate and the favourite tool from every record", async () => {
    const db = testDb.current.db;
    const user = await createUser(db);
    const generations = createGenerationsService({
      db,
      clock: createFixedClock("2026-06-15T06:00:00Z"),
    });
    const words = (count: number) => Array.from({ length: count }, () => "word").join(" ");
    // 750 + 750 + 1,500 words = 3,000 words ÷ 25 a minute = 120 minutes = 2.0 hours.
    await createGeneration(db, user.profileId, {
      toolSlug: "hashtag-generator",
      outputContent: words(750),
      outputWords: 750,
      createdAt: at("2026-06-01T06:00:00Z"),
    });
    await createGeneration(db, user.profileId, {
      toolSlug: "hashtag-generator",
      outputContent: words(750),
      outputWords: 750,
      createdAt: at("2026-06-02T06:00:00Z"),
    });
    await createGeneration(db, user.profileId, {
      toolSlug: "blog-content-generator",
      outputContent: words(1500),
      outputWords: 1500,
      createdAt: at("2026-06-03T06:00:00Z"),
    });
    // A failure counts as an attempt; a cancellation (the user's Stop) does not.
    await createGeneration(db, user.profileId, {
      toolSlug: "email-copywriter",
      status: "failed",
      errorMessage: "timeout",
    });
    await createGeneration(db, user.profileId, {
      toolSlug: "email-copywriter",
      status: "cancelled",
    });
    const stats = await generations.stats(user.profileId);
    expect(stats).toEqual({
      totalGenerations: 3,
      thisMonth: 3,
      averageDaily: 0.2,
      favoriteTool: "hashtag-generator",
      toolsUsed: 2,
      timeSavedHours: 2,
      successRate: 75,
    } satisfies GenerationStats);
  });

  it("breaks a tie for favourite tool by the most recent use", async () => {
    const db = testDb.current.db;
    const user = await createUser(db);
    const generations = createGenerationsService({ db, clock: createFixedClock(new Date()) });
    await createGeneration(db, user.profileId, {
      toolSlug: "cta-generator",
      createdAt: at("2026-01-01T00:00:00Z"),
    });
    await createGeneration(db, user.profileId, {
      toolSlug: "email-copywriter",
      createdAt: at("2026-01-02T00:00:00Z"),
    });
    expect((await generations.stats(user.profileId)).favoriteTool).toBe("email-copywriter");
  });

  it("gives a brand-new user the seed's figures: 0, 0, 0h, 100%", async () => {
    const { client } = await signedInClient();
    const response = await client.get("/api/generations/stats");
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      totalGenerations: 0,
      thisMonth: 0,
      averageDaily: 0,
      favoriteTool: null,
      toolsUsed: 0,
      timeSavedHours: 0,
      successRate: 100,
    } satisfies GenerationStats);
  });
});

describe("the history API", () => {
  it("lists successful records only, newest first, with a 100-character preview", async () => {
    const { user, client } = await signedInClient();
    const db = testDb.current.db;
    const long = "x".repeat(150);
    await createGeneration(db, user.profileId, {
      outputContent: long,
      createdAt: at("2026-05-01T00:00:00Z"),
    });
    await createGeneration(db, user.profileId, {
      outputContent: "Short and sweet",
      createdAt: at("2026-05-02T00:00:00Z"),
    });
    await createGeneration(db, user.profileId, { status: "failed", errorMessage: "no" });
    const page = (await client.get("/api/generations")).json as unknown as GenerationPage;
    expect(page.items.map((item) => [item.preview, item.truncated])).toEqual([
      ["Short and sweet", false],
      ["x".repeat(100), true],
    ]);
    expect(page.nextCursor).toBeNull();
  });

  it("filters by tool and searches the outputs, treating % and _ literally", async () => {
    const { user, client } = await signedInClient();
    const db = testDb.current.db;
    await createGeneration(db, user.profileId, {
      toolSlug: "hashtag-generator",
      outputContent: "#EcoStride #RunGreen",
    });
    await createGeneration(db, user.profileId, {
      toolSlug: "ad-headline-generator",
      outputContent: "Save 50% on EcoStride today",
    });
    await createGeneration(db, user.profileId, {
      toolSlug: "ad-headline-generator",
      outputContent: "Save 500 taka on running shoes",
    });
    const slugs = async (query: string) =>
      ((await client.get(`/api/generations?${query}`)).json as unknown as GenerationPage).items.map(
        (item) => item.preview,
      );
    expect(await slugs("tool=hashtag-generator")).toEqual(["#EcoStride #RunGreen"]);
    expect(await slugs("q=ecostride")).toEqual([
      "Save 50% on EcoStride today",
      "#EcoStride #RunGreen",
    ]);
    expect(await slugs(`q=${encodeURIComponent("50%")}`)).toEqual(["Save 50% on EcoStride today"]);
    expect(await slugs("tool=ad-headline-generator&q=taka")).toEqual([
      "Save 500 taka on running shoes",
    ]);
  });

  it("names each generation's model by its display name, or by its id once it is gone (issue 14)", async () => {
    const { user, client } = await signedInClient();
    const db = testDb.current.db;
    const writer = await createGeneration(db, user.profileId, { modelUsed: "outsmart-writer" });
    await createGeneration(db, user.profileId, { modelUsed: "retired-model-7b" });
    const page = (await client.get("/api/generations")).json as unknown as GenerationPage;
    expect(page.items.map((item) => [item.modelUsed, item.modelName]).sort()).toEqual([
      ["outsmart-writer", "Outsmart Writer (offline)"],
      ["retired-model-7b", "retired-model-7b"],
    ]);
    const detail = (await client.get(`/api/generations/${writer.id}`)).json;
    expect(detail).toMatchObject({
      modelUsed: "outsmart-writer",
      modelName: "Outsmart Writer (offline)",
    });
  });

  it("searches only the text the user sees: an audio track's data is never searched (issue 14)", async () => {
    const { user, client } = await signedInClient();
    // Made through the tools API, as a customer makes them: the offline writer's WAV is a data URL
    // ("data:audio/wav;base64,UklGR…") whose base64 holds almost any short word somewhere.
    const audio = await client.post("/api/tools/stable-audio-generator/generate", {
      inputs: { genre: "Festive Eid jingle", mood: "joyful", duration: "5" },
      model: "outsmart-writer",
    });
    expect(audio.status).toBe(200);
    const caption = await client.post("/api/tools/hashtag-generator/generate", {
      inputs: Object.fromEntries(
        (
          ((await client.get("/api/tools/hashtag-generator")).json.inputFields as string[]) ?? []
        ).map((field) => [field, "Eid Panjabi collection"]),
      ),
      model: "outsmart-writer",
    });
    expect(caption.status).toBe(200);
    const saved = await testDb.current.db
      .select({ id: userGenerations.id, contentType: userGenerations.contentType })
      .from(userGenerations)
      .where(eq(userGenerations.userId, user.profileId));
    const textId = saved.find((row) => row.contentType === "text")?.id;
    expect(saved.map((row) => row.contentType).sort()).toEqual(["audio", "text"]);
    const found = async (query: string) =>
      (
        (await client.get(`/api/generations?q=${encodeURIComponent(query)}`))
          .json as unknown as GenerationPage
      ).items.map((item) => item.id);
    expect(await found("UklGR")).toEqual([]);
    expect(await found("base64")).toEqual([]);
    expect(await found("audio/wav")).toEqual([]);
    expect(await found("Panjabi")).toEqual([textId]);
    expect(await found("Eid")).toEqual([textId]);
  });

  it("returns one record in full, and deleting it removes it from the list and the stats", async () => {
    const { user, client } = await signedInClient();
    const db = testDb.current.db;
    const kept = await createGeneration(db, user.profileId, { toolSlug: "cta-generator" });
    const doomed = await createGeneration(db, user.profileId, {
      toolSlug: "email-copywriter",
      inputData: { subject: "Launch" },
      outputContent: "Hello **there**",
    });
    const detail = await client.get(`/api/generations/${doomed.id}`);
    expect(detail.json).toMatchObject({
      id: doomed.id,
      toolSlug: "email-copywriter",
      inputData: { subject: "Launch" },
      outputContent: "Hello **there**",
    });
    expect((await client.get("/api/generations/stats")).json).toMatchObject({
      totalGenerations: 2,
      toolsUsed: 2,
    });
    expect((await client.delete(`/api/generations/${doomed.id}`)).status).toBe(204);
    expect((await client.get(`/api/generations/${doomed.id}`)).status).toBe(404);
    expect((await client.delete(`/api/generations/${doomed.id}`)).status).toBe(404);
    const page = (await client.get("/api/generations")).json as unknown as GenerationPage;
    expect(page.items.map((item) => item.id)).toEqual([kept.id]);
    expect((await client.get("/api/generations/stats")).json).toMatchObject({
      totalGenerations: 1,
      toolsUsed: 1,
      favoriteTool: "cta-generator",
    });
  });

  it("answers 400 for a forged cursor and 404 for a malformed id, never 500", async () => {
    const { client } = await signedInClient();
    const forged = Buffer.from("2026-01-01'; drop table users;--|x").toString("base64url");
    expect((await client.get(`/api/generations?before=${forged}`)).status).toBe(400);
    expect((await client.get("/api/generations?limit=500")).status).toBe(400);
    expect((await client.get("/api/generations/not-a-uuid")).status).toBe(404);
    expect((await client.delete("/api/generations/not-a-uuid")).status).toBe(404);
  });

  it.each([
    ["an impossible date", "2024-13-45T99:00:00.000000"],
    ["a date past year 9999", "+10000-01-01T00:00:00.000000"],
    ["February 30th", "2026-02-30T10:00:00.000000"],
  ])("answers 400, not 500, for a cursor with %s", async (_, createdAt) => {
    const { client } = await signedInClient();
    const cursor = Buffer.from(`${createdAt}|0b6f1f3e-8a1c-4c1e-9a53-2f0d8c1b7e42`).toString(
      "base64url",
    );
    const response = await client.get(`/api/generations?before=${cursor}`);
    expect(response.status).toBe(400);
    expect(response.json.error).toBe("That page link is not valid.");
  });

  it("asks a signed-out caller to sign in", async () => {
    const { app } = createTestApp({ database: testDb.current });
    const anonymous = createHttpClient(app);
    for (const path of ["/api/generations", "/api/generations/stats"])
      expect((await anonymous.get(path)).status).toBe(401);
  });
});

describe("isolation between users", () => {
  it("gives user B no way to read, count, find or delete user A's records", async () => {
    const db = testDb.current.db;
    const a = await signedInClient();
    const b = await signedInClient();
    const secret = await createGeneration(db, a.user.profileId, {
      toolSlug: "email-copywriter",
      outputContent: "A's confidential launch plan",
    });
    const failed = await createGeneration(db, a.user.profileId, {
      status: "failed",
      errorMessage: "boom",
    });

    const list = (await b.client.get("/api/generations")).json as unknown as GenerationPage;
    expect(list.items).toEqual([]);
    for (const query of ["tool=email-copywriter", "q=confidential"])
      expect(
        ((await b.client.get(`/api/generations?${query}`)).json as unknown as GenerationPage).items,
      ).toEqual([]);
    expect((await b.client.get("/api/generations/stats")).json).toMatchObject({
      totalGenerations: 0,
      toolsUsed: 0,
      successRate: 100,
    });
    for (const id of [secret.id, failed.id]) {
      const read = await b.client.get(`/api/generations/${id}`);
      expect(read.status).toBe(404);
      expect(read.text).not.toContain("confidential");
      expect((await b.client.delete(`/api/generations/${id}`)).status).toBe(404);
    }
    // A cursor built from A's newest record reveals nothing of A's to B either.
    const aPage = (await a.client.get("/api/generations?limit=1"))
      .json as unknown as GenerationPage;
    expect(aPage.items).toHaveLength(1);
    await createGeneration(db, a.user.profileId, { createdAt: at("2020-01-01T00:00:00Z") });
    const aNext = (await a.client.get("/api/generations?limit=1"))
      .json as unknown as GenerationPage;
    const bWithCursor = (await b.client.get(`/api/generations?before=${String(aNext.nextCursor)}`))
      .json as unknown as GenerationPage;
    expect(bWithCursor.items).toEqual([]);

    const [stillThere] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(userGenerations)
      .where(eq(userGenerations.userId, a.user.profileId));
    expect(stillThere?.count).toBe(3);
    expect((await a.client.get(`/api/generations/${secret.id}`)).status).toBe(200);
  });
});

describe("keyset pagination", () => {
  it("pages through 120 records exactly once each while new ones keep arriving", async () => {
    const { user, client } = await signedInClient();
    const db = testDb.current.db;
    // 120 records, in groups of three sharing one microsecond-precise timestamp, so the id decides.
    await db.execute(sql`
      insert into user_generations (user_id, tool_slug, model_used, input_data, output_content, status, output_words, created_at)
      select ${user.profileId}::uuid, 'cta-generator', 'outsmart-writer', '{}'::jsonb, 'Output ' || n, 'succeeded', 2,
             timestamptz '2026-04-01 00:00:00.123456+00' + ((n / 3) * interval '1 second') + ((n / 3) * interval '7 microseconds')
      from generate_series(0, 119) as n`);
    const original = await db
      .select({ id: userGenerations.id })
      .from(userGenerations)
      .where(eq(userGenerations.userId, user.profileId))
      .orderBy(sql`created_at desc, id desc`);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const path: string = cursor
        ? `/api/generations?before=${encodeURIComponent(cursor)}`
        : "/api/generations";
      const page = (await client.get(path)).json as unknown as GenerationPage;
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
      pages += 1;
      // New generations arrive between page loads; they are newer than anything already listed.
      for (let index = 0; index < 10; index += 1)
        await createGeneration(db, user.profileId, { toolSlug: "hashtag-generator" });
    } while (cursor);

    expect(pages).toBe(3);
    expect(seen).toEqual(original.map((row) => row.id));
    expect(new Set(seen).size).toBe(120);
  });
});

describe("the running totals behind the stats", () => {
  async function compare(profileIds: string[]) {
    const db = testDb.current.db;
    const list = sql.join(
      profileIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    const fromRows = await db.execute(sql`
      select user_id, (date_trunc('month', created_at at time zone 'Asia/Dhaka'))::date::text as month,
             status, tool_slug, count(*)::int as generations, sum(output_words)::int as words
      from user_generations where user_id in (${list}) group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
    const fromTallies = await db.execute(sql`
      select user_id, month::text as month, status, tool_slug, generations, output_words::int as words
      from user_generation_tallies where user_id in (${list}) and generations > 0 order by 1, 2, 3, 4`);
    return { fromRows: fromRows.rows, fromTallies: fromTallies.rows };
  }

  it("stay equal to the totals of the rows through bulk inserts, deletes, status changes and concurrent writers", async () => {
    const db = testDb.current.db;
    const a = await createUser(db);
    const b = await createUser(db);
    // One statement writing 500 rows across two users, three tools, three statuses and Dhaka months.
    await db.execute(sql`
      insert into user_generations (user_id, tool_slug, model_used, input_data, output_content, status, output_words, created_at)
      select case when n % 2 = 0 then ${a.profileId}::uuid else ${b.profileId}::uuid end,
             (array['cta-generator','hashtag-generator','email-copywriter'])[1 + n % 3],
             'outsmart-writer', '{}'::jsonb, 'x', (array['succeeded','failed','cancelled'])[1 + n % 3 / 2 + n % 5 / 4],
             n % 17, timestamptz '2026-02-27 12:00:00+00' + n * interval '17 minutes'
      from generate_series(1, 500) as n`);
    // 50 single-row writers at once, all into the same totals row.
    await Promise.all(
      Array.from({ length: 50 }, () =>
        createGeneration(db, a.profileId, {
          toolSlug: "cta-generator",
          outputWords: 3,
          createdAt: at("2026-03-05T00:00:00Z"),
        }),
      ),
    );
    await db.execute(
      sql`delete from user_generations where user_id = ${a.profileId}::uuid and output_words = 5`,
    );
    await db.execute(
      sql`update user_generations set status = 'failed' where user_id = ${b.profileId}::uuid and output_words = 7`,
    );
    await db.execute(
      sql`update user_generations set created_at = created_at + interval '40 days' where user_id = ${b.profileId}::uuid and output_words = 9`,
    );
    const { fromRows, fromTallies } = await compare([a.profileId, b.profileId]);
    expect(fromRows.length).toBeGreaterThan(10);
    expect(fromTallies).toEqual(fromRows);
  });

  it("go with the profile when the account is deleted", async () => {
    const db = testDb.current.db;
    const user = await createUser(db);
    await createGeneration(db, user.profileId);
    await db.execute(sql`delete from profiles where id = ${user.profileId}::uuid`);
    const left = await db.execute(
      sql`select count(*)::int as count from user_generation_tallies where user_id = ${user.profileId}::uuid`,
    );
    expect(left.rows[0]).toEqual({ count: 0 });
  });
});
