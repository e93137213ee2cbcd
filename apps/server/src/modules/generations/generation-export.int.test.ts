import { describe, expect, it } from "vitest";
import { createFixedClock } from "../../lib/clock.ts";
import { docxText, pdfTextLines } from "../../testing/exported-files.ts";
import { createGeneration, createSession, createUser } from "../../testing/factories.ts";
import { createHttpClient } from "../../testing/http-client.ts";
import { createTestApp, TEST_AUTH_SECRET } from "../../testing/test-app.ts";
import { useTestDatabase } from "../../testing/test-database.ts";

const testDb = useTestDatabase();

const banglaCaption = `## ইনস্টাগ্রাম ক্যাপশন: EcoStride

### ক্যাপশন ১
ঢাকার তরুণদের জন্য পরিবেশবান্ধব **স্নিকার্স** খুঁজছেন? 👟 ঈদে ২০% ছাড়, দাম মাত্র ৳২,৫০০।

1. হালকা ওজন
2. রিসাইকেল করা প্লাস্টিক

#পরিবেশবান্ধব #স্নিকার্স`;

async function setUp(outputContent = banglaCaption, language: "en" | "bn" = "bn") {
  const db = testDb.current.db;
  const user = await createUser(db);
  const session = await createSession(db, user.id, { secret: TEST_AUTH_SECRET });
  const generation = await createGeneration(db, user.profileId, { outputContent, language });
  const { app } = createTestApp({
    database: testDb.current,
    clock: createFixedClock("2026-11-28T06:00:00Z"),
  });
  const download = async (id: string, format: string, cookie: string | null = session.cookie) => {
    const response = await app.request(`/api/generations/${id}/export?format=${format}`, {
      headers: cookie ? { cookie } : {},
    });
    return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
  };
  return {
    db,
    user,
    app,
    generation,
    download,
    client: createHttpClient(app, { cookie: session.cookie }),
  };
}

describe("GET /api/generations/:id/export", () => {
  it("gives the clean text as .txt and the result as written as .md, named as the seed names downloads", async () => {
    const { generation, download } = await setUp();
    const txt = await download(generation.id, "txt");
    expect(txt.response.status).toBe(200);
    expect(txt.response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(txt.response.headers.get("content-disposition")).toBe(
      `attachment; filename="generated-content-${Date.parse("2026-11-28T06:00:00Z")}.txt"`,
    );
    const text = new TextDecoder().decode(txt.bytes);
    expect(text).toContain("ঢাকার তরুণদের জন্য পরিবেশবান্ধব স্নিকার্স খুঁজছেন? 👟");
    expect(text).toContain("1. হালকা ওজন");
    expect(text).not.toMatch(/\*\*|##/u);

    const md = await download(generation.id, "md");
    expect(md.response.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(new TextDecoder().decode(md.bytes)).toBe(`${banglaCaption}\n`);
  });

  it("writes a Word document whose XML holds the text, Bengali intact, with real headings and lists", async () => {
    const { generation, download } = await setUp();
    const { response, bytes } = await download(generation.id, "docx");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(response.headers.get("content-disposition")).toMatch(/generated-content-\d+\.docx"$/u);
    const text = docxText(bytes);
    expect(text).toContain("ইনস্টাগ্রাম ক্যাপশন: EcoStride");
    expect(text).toContain(
      "ঢাকার তরুণদের জন্য পরিবেশবান্ধব স্নিকার্স খুঁজছেন? 👟 ঈদে ২০% ছাড়, দাম মাত্র ৳২,৫০০।",
    );
    expect(text).toContain("রিসাইকেল করা প্লাস্টিক");
    const { unzipSync, strFromU8 } = await import("fflate");
    const xml = strFromU8(unzipSync(bytes)["word/document.xml"] ?? new Uint8Array());
    expect(xml).toContain('w:val="Heading2"');
    expect(xml).toContain("<w:numPr>");
  });

  it("writes a PDF whose text layer holds every line in reading order", async () => {
    const { generation, download } = await setUp();
    const { response, bytes } = await download(generation.id, "pdf");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const lines = pdfTextLines(bytes);
    expect(lines).toContain("ইনস্টাগ্রাম ক্যাপশন: EcoStride");
    expect(lines.join(" ")).toContain(
      "ঢাকার তরুণদের জন্য পরিবেশবান্ধব স্নিকার্স খুঁজছেন? 👟 ঈদে ২০% ছাড়, দাম মাত্র ৳২,৫০০।",
    );
    expect(lines).toContain("1. হালকা ওজন");
    expect(lines).toContain("#পরিবেশবান্ধব #স্নিকার্স");
  });

  it("wraps a long English result onto several lines and pages without losing a word", async () => {
    const paragraph = Array.from(
      { length: 40 },
      (_, index) => `Sentence ${index + 1} about EcoStride.`,
    ).join(" ");
    const content = Array.from({ length: 12 }, () => paragraph).join("\n\n");
    const { generation, download } = await setUp(content, "en");
    const { bytes } = await download(generation.id, "pdf");
    const lines = pdfTextLines(bytes);
    expect(lines.length).toBeGreaterThan(12 * 5);
    expect(
      lines
        .join(" ")
        .split(" ")
        .filter((word) => word === "EcoStride."),
    ).toHaveLength(12 * 40);
    expect(
      Buffer.from(bytes)
        .toString("latin1")
        .match(/\/Type \/Page\b/gu)?.length,
    ).toBeGreaterThan(1);
  });

  it("answers 404 for another user's generation, 401 signed out, 400 for an unknown format or a media result", async () => {
    const { db, generation, download, user } = await setUp();
    const stranger = await createUser(db);
    const strangerSession = await createSession(db, stranger.id, { secret: TEST_AUTH_SECRET });
    expect((await download(generation.id, "pdf", strangerSession.cookie)).response.status).toBe(
      404,
    );
    expect((await download(generation.id, "pdf", null)).response.status).toBe(401);
    expect((await download("not-a-uuid", "pdf")).response.status).toBe(404);
    expect((await download(generation.id, "rtf")).response.status).toBe(400);
    const image = await createGeneration(db, user.profileId, {
      contentType: "image",
      outputContent: "data:image/png;base64,iVBORw0KGgo=",
    });
    const media = await download(image.id, "pdf");
    expect(media.response.status).toBe(400);
    expect(JSON.parse(new TextDecoder().decode(media.bytes))).toMatchObject({
      success: false,
      error: expect.stringContaining("Only text results can be exported"),
    });
  });
});
