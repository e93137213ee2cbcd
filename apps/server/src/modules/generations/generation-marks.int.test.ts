import type { GenerationDetail, GenerationPage } from "@outsmart/contracts/generations";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userGenerations } from "../../db/schema/user-generations.ts";
import { createGeneration, createSession, createUser } from "../../testing/factories.ts";
import { createHttpClient } from "../../testing/http-client.ts";
import { createTestApp, TEST_AUTH_SECRET } from "../../testing/test-app.ts";
import { useTestDatabase } from "../../testing/test-database.ts";

const testDb = useTestDatabase();

const at = (iso: string) => new Date(iso);

async function signedInClient() {
  const db = testDb.current.db;
  const user = await createUser(db);
  const session = await createSession(db, user.id, { secret: TEST_AUTH_SECRET });
  const { app } = createTestApp({ database: testDb.current });
  return { user, app, client: createHttpClient(app, { cookie: session.cookie }) };
}

const page = (response: { json: unknown }) => response.json as GenerationPage;
const detail = (response: { json: unknown }) => response.json as GenerationDetail;

describe("favourites and titles (PATCH /api/generations/:id)", () => {
  it("stars and titles a generation; the list and the detail show both", async () => {
    const { user, client } = await signedInClient();
    const generation = await createGeneration(testDb.current.db, user.profileId);

    const fresh = detail(await client.get(`/api/generations/${generation.id}`));
    expect(fresh).toMatchObject({ favourite: false, title: null });

    const starred = await client.patch(`/api/generations/${generation.id}`, { favourite: true });
    expect(starred.status).toBe(200);
    expect(starred.json).toEqual({ id: generation.id, favourite: true, title: null });

    const titled = await client.patch(`/api/generations/${generation.id}`, {
      title: "  Eid   sale\ncaptions  ",
    });
    expect(titled.json).toEqual({ id: generation.id, favourite: true, title: "Eid sale captions" });

    expect(page(await client.get("/api/generations")).items).toMatchObject([
      { id: generation.id, favourite: true, title: "Eid sale captions" },
    ]);
    expect(detail(await client.get(`/api/generations/${generation.id}`))).toMatchObject({
      favourite: true,
      title: "Eid sale captions",
    });

    // Unstarring leaves the title; an empty (or all-space) title removes it, as null does.
    await client.patch(`/api/generations/${generation.id}`, { favourite: false });
    expect(
      (await client.patch(`/api/generations/${generation.id}`, { title: "   " })).json,
    ).toEqual({ id: generation.id, favourite: false, title: null });
    await client.patch(`/api/generations/${generation.id}`, { title: "Back again" });
    expect((await client.patch(`/api/generations/${generation.id}`, { title: null })).json).toEqual(
      { id: generation.id, favourite: false, title: null },
    );
  });

  it("keeps titles to 120 characters and refuses bodies that change nothing or something else", async () => {
    const { user, client } = await signedInClient();
    const generation = await createGeneration(testDb.current.db, user.profileId);
    const path = `/api/generations/${generation.id}`;

    const longest = "ক".repeat(120);
    expect((await client.patch(path, { title: longest })).json).toMatchObject({ title: longest });
    // Spaces around a 120-character title are trimmed before it is measured.
    expect((await client.patch(path, { title: `  ${longest}  ` })).status).toBe(200);

    const tooLong = await client.patch(path, { title: "a".repeat(121) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.text).toContain("A title is at most 120 characters.");
    expect((await client.patch(path, {})).status).toBe(400);
    expect((await client.patch(path, { favourite: "yes" })).status).toBe(400);
    expect((await client.patch(path, { title: "ok", outputContent: "hacked" })).status).toBe(400);
    expect((await client.patch(path, { title: "a\u0000b" })).status).toBe(400);

    // Nothing refused was written.
    expect(detail(await client.get(path))).toMatchObject({
      title: longest,
      outputContent: generation.outputContent,
    });
  });

  it("answers 404 for another user's generation, a failed one, a missing id and a malformed id, and changes nothing", async () => {
    const db = testDb.current.db;
    const a = await signedInClient();
    const b = await signedInClient();
    const theirs = await createGeneration(db, a.user.profileId);
    const failed = await createGeneration(db, b.user.profileId, {
      status: "failed",
      errorMessage: "boom",
    });

    for (const id of [theirs.id, failed.id, "0b6f1f3e-8a1c-4c1e-9a53-2f0d8c1b7e42", "not-a-uuid"]) {
      const response = await b.client.patch(`/api/generations/${id}`, {
        favourite: true,
        title: "Mine now",
      });
      expect(response.status).toBe(404);
      expect(response.json.error).toBe("That generation was not found in your history.");
    }
    const [row] = await db
      .select({ favourite: userGenerations.favourite, title: userGenerations.title })
      .from(userGenerations)
      .where(eq(userGenerations.id, theirs.id));
    expect(row).toEqual({ favourite: false, title: null });

    const { app } = createTestApp({ database: testDb.current });
    const anonymous = createHttpClient(app);
    expect(
      (await anonymous.patch(`/api/generations/${theirs.id}`, { favourite: true })).status,
    ).toBe(401);
  });

  it("filters the history to favourites, newest first, across pages, and combines with the other filters", async () => {
    const { user, client } = await signedInClient();
    const db = testDb.current.db;
    const ids: string[] = [];
    for (let day = 1; day <= 6; day += 1) {
      const generation = await createGeneration(db, user.profileId, {
        toolSlug: day % 2 ? "hashtag-generator" : "email-copywriter",
        createdAt: at(`2026-05-0${day}T06:00:00Z`),
      });
      ids.push(generation.id);
    }
    // Star the 1st, 2nd, 4th and 5th.
    for (const index of [0, 1, 3, 4])
      await client.patch(`/api/generations/${ids[index]}`, { favourite: true });
    // Another user's favourite never shows.
    const other = await createUser(db);
    const theirs = await createGeneration(db, other.profileId);
    await db
      .update(userGenerations)
      .set({ favourite: true })
      .where(eq(userGenerations.id, theirs.id));

    const first = page(await client.get("/api/generations?favourite=true&limit=3"));
    expect(first.items.map((item) => item.id)).toEqual([ids[4], ids[3], ids[1]]);
    expect(first.items.every((item) => item.favourite)).toBe(true);
    const second = page(
      await client.get(
        `/api/generations?favourite=true&limit=3&before=${String(first.nextCursor)}`,
      ),
    );
    expect(second.items.map((item) => item.id)).toEqual([ids[0]]);
    expect(second.nextCursor).toBeNull();

    const hashtags = page(
      await client.get("/api/generations?favourite=true&tool=hashtag-generator"),
    );
    expect(hashtags.items.map((item) => item.id)).toEqual([ids[4], ids[0]]);

    // Without the filter every generation shows, starred or not.
    expect(page(await client.get("/api/generations")).items).toHaveLength(6);
    expect((await client.get("/api/generations?favourite=yes")).status).toBe(400);
  });

  it("leaves the figures as they were: a star or a title is not a new generation", async () => {
    const { user, client } = await signedInClient();
    const generation = await createGeneration(testDb.current.db, user.profileId);
    const before = (await client.get("/api/generations/stats")).json;
    await client.patch(`/api/generations/${generation.id}`, { favourite: true, title: "Kept" });
    expect((await client.get("/api/generations/stats")).json).toEqual(before);
  });
});
