import { describe, expect, it } from "vitest";
import { createFixedClock } from "../../lib/clock.ts";
import { docxText } from "../../testing/exported-files.ts";
import { createGeneration, createSession, createUser } from "../../testing/factories.ts";
import { createHttpClient } from "../../testing/http-client.ts";
import { createTestApp, TEST_AUTH_SECRET } from "../../testing/test-app.ts";
import { useTestDatabase } from "../../testing/test-database.ts";

const testDb = useTestDatabase();

const original = `## Instagram captions: EcoStride

### Caption 1
Stride lighter in **EcoStride** sneakers. 👟 Free delivery in Dhaka.`;

async function setUp() {
  const db = testDb.current.db;
  const { app } = createTestApp({
    database: testDb.current,
    clock: createFixedClock("2026-11-28T06:00:00Z"),
  });
  const signIn = async () => {
    const user = await createUser(db);
    const session = await createSession(db, user.id, { secret: TEST_AUTH_SECRET });
    return {
      user,
      cookie: session.cookie,
      client: createHttpClient(app, { cookie: session.cookie }),
    };
  };
  const owner = await signIn();
  const generation = await createGeneration(db, owner.user.profileId, {
    outputContent: original,
  });
  return { db, app, owner, generation, signIn };
}

describe("GET/POST /api/generations/:id/versions", () => {
  it("lists the generation as version 1 and saves hand edits as 2, 3… (NFC, newest last)", async () => {
    const { owner, generation } = await setUp();
    const path = `/api/generations/${generation.id}/versions`;

    const before = await owner.client.get(path);
    expect(before.status).toBe(200);
    expect(before.json).toEqual({
      versions: [
        {
          number: 1,
          kind: "original",
          content: original,
          createdAt: generation.createdAt.toISOString(),
        },
      ],
    });

    // "ো" typed as "ে" + "া" is saved as the one composed character.
    const decomposed = "Stride lighter. ঢাকায় ফ্রি ডেলিভারি, কে\u09c7\u09be".normalize("NFD");
    const saved = await owner.client.post(path, { content: `${decomposed}\r\n` });
    expect(saved.status).toBe(201);
    expect(saved.json).toMatchObject({
      number: 2,
      kind: "edit",
      content: `${decomposed.normalize("NFC")}\n`,
    });
    const second = await owner.client.post(path, { content: "Third take." });
    expect(second.json).toMatchObject({ number: 3, kind: "edit", content: "Third take." });

    const after = await owner.client.get(path);
    const versions = after.json.versions as { number: number; kind: string; content: string }[];
    expect(versions.map(({ number, kind }) => [number, kind])).toEqual([
      [1, "original"],
      [2, "edit"],
      [3, "edit"],
    ]);
    expect(versions[0]?.content).toBe(original);
  });

  it("answers 404 for another user's generation, an unknown id and a malformed one", async () => {
    const { generation, signIn } = await setUp();
    const stranger = await signIn();
    const path = `/api/generations/${generation.id}/versions`;
    expect((await stranger.client.get(path)).status).toBe(404);
    expect((await stranger.client.post(path, { content: "Mine now" })).status).toBe(404);
    expect(
      (await stranger.client.get(`/api/generations/${crypto.randomUUID()}/versions`)).status,
    ).toBe(404);
    expect(
      (await stranger.client.post("/api/generations/nope/versions", { content: "x" })).status,
    ).toBe(404);
  });

  it("refuses an empty edit, one too long and any version of a media result (400)", async () => {
    const { db, owner, generation } = await setUp();
    const path = `/api/generations/${generation.id}/versions`;
    for (const content of ["", "   \n\t ", "x".repeat(100_001)]) {
      const response = await owner.client.post(path, { content });
      expect(response.status).toBe(400);
    }
    expect((await owner.client.post(path, {})).status).toBe(400);

    const image = await createGeneration(db, owner.user.profileId, {
      contentType: "image",
      outputContent: "data:image/png;base64,iVBORw0KGgo=",
    });
    const imagePath = `/api/generations/${image.id}/versions`;
    expect((await owner.client.get(imagePath)).status).toBe(400);
    expect((await owner.client.post(imagePath, { content: "A caption" })).status).toBe(400);
    // Nothing was saved.
    expect(((await owner.client.get(path)).json.versions as unknown[]).length).toBe(1);
  });

  it("numbers concurrent saves uniquely", async () => {
    const { owner, generation } = await setUp();
    const path = `/api/generations/${generation.id}/versions`;
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        owner.client.post(path, { content: `Edit ${index + 1}` }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(201));
    expect(
      responses.map((response) => response.json.number as number).toSorted((a, b) => a - b),
    ).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    const listed = (await owner.client.get(path)).json.versions as { number: number }[];
    expect(listed.map((version) => version.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("deletes the versions with the generation", async () => {
    const { owner, generation } = await setUp();
    const path = `/api/generations/${generation.id}/versions`;
    await owner.client.post(path, { content: "An edit" });
    expect((await owner.client.delete(`/api/generations/${generation.id}`)).status).toBe(204);
    expect((await owner.client.get(path)).status).toBe(404);
    const left = await testDb.current.pool.query(
      "select count(*)::int as count from generation_versions where generation_id = $1",
      [generation.id],
    );
    expect(left.rows[0]).toEqual({ count: 0 });
  });
});

describe("GET /api/generations/:id/export with versions", () => {
  it("exports the newest version by default and any version by number", async () => {
    const { app, owner, generation } = await setUp();
    const exportPath = (query: string) => `/api/generations/${generation.id}/export?${query}`;
    await owner.client.post(`/api/generations/${generation.id}/versions`, {
      content: "## Edited\n\nStride lighter, **edited by hand**.",
    });

    const latest = await owner.client.get(exportPath("format=txt"));
    expect(latest.status).toBe(200);
    expect(latest.text).toBe("Edited\n\nStride lighter, edited by hand.");
    expect((await owner.client.get(exportPath("format=md&version=2"))).text).toBe(
      "## Edited\n\nStride lighter, **edited by hand**.\n",
    );
    expect((await owner.client.get(exportPath("format=md&version=1"))).text).toBe(`${original}\n`);

    const docx = await app.request(exportPath("format=docx"), {
      headers: { cookie: owner.cookie },
    });
    expect(docx.status).toBe(200);
    const bytes = new Uint8Array(await docx.arrayBuffer());
    expect(docxText(bytes)).toContain("Stride lighter, edited by hand.");
    expect(docxText(bytes)).not.toContain("Free delivery in Dhaka");

    expect((await owner.client.get(exportPath("format=txt&version=3"))).status).toBe(404);
    expect((await owner.client.get(exportPath("format=txt&version=0"))).status).toBe(400);
    expect((await owner.client.get(exportPath("format=txt&version=two"))).status).toBe(400);
  });
});
