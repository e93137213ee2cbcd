import { describe, expect, it } from "vitest";
import { createSession, createUser } from "../testing/factories.ts";
import { createHttpClient } from "../testing/http-client.ts";
import { createTestApp, TEST_AUTH_SECRET } from "../testing/test-app.ts";
import { useTestDatabase } from "../testing/test-database.ts";

/**
 * Text the database would refuse (a NUL, a lone surrogate) must be refused at the boundary with a
 * 400 naming the field, wherever it arrives: a body field, a query, a path (issue 13).
 */
const testDb = useTestDatabase();

async function signedIn() {
  const { app, close } = createTestApp({ database: testDb.current });
  const user = await createUser(testDb.current.db);
  const session = await createSession(testDb.current.db, user.id, { secret: TEST_AUTH_SECRET });
  return { app, close, user, client: createHttpClient(app, { cookie: session.cookie }) };
}

describe("a NUL or a lone surrogate", () => {
  it("in a body field answers 400 naming the field", async () => {
    const { client, user, close } = await signedIn();
    const name = await client.patch("/api/account/name", { firstName: "Ra\u0000hima" });
    expect(name.status).toBe(400);
    expect(name.json.error).toMatch(/^firstName: /);
    const contact = await client.post("/api/contact", {
      name: "Rahima",
      email: "rahima@example.com",
      message: "Hello there, a question about\u0000 packs.",
    });
    expect(contact.status).toBe(400);
    expect(contact.json.error).toMatch(/^message: /);
    for (const value of ["eco\u0000sneakers", "eco \uD83D sneakers"]) {
      const generate = await client.post("/api/tools/ai-caption-generator/generate", {
        inputs: { product_name: value, target_audience: "students", platform: "Instagram" },
      });
      expect(generate.status, JSON.stringify(value)).toBe(400);
      expect(generate.json.error).toMatch(/^inputs\.product_name: /);
      const api = await client.post("/functions/v1/run-ai-tool", {
        tool_slug: "ai-caption-generator",
        user_id: user.profileId,
        input_data: { product_name: value },
      });
      expect(api.status).toBe(400);
    }
    await close();
  });

  it("in a query or a path answers 400, never 500", async () => {
    const { client, close } = await signedIn();
    for (const path of [
      "/api/generations?q=%00",
      "/api/generations?q=a%00b",
      "/api/tools/ai-caption%00-generator",
      "/api/tools/%E0%A4",
      "/api/generations/%00",
    ]) {
      const response = await client.get(path);
      expect(response.status, path).toBe(400);
    }
    const session = await client.delete("/api/account/sessions/abc%00def");
    expect(session.status).toBe(400);
    await close();
  });

  it("never stops good Bangla text, which is normalised to NFC", async () => {
    const { client, close } = await signedIn();
    const decomposed = "\u09B0\u09BE\u09B9\u09C7\u09BE"; // রাহে + া, as some keyboards type "রাহো"
    const response = await client.patch("/api/account/name", { firstName: decomposed });
    expect(response.status).toBe(200);
    const account = await client.get("/api/account");
    expect(account.json.firstName).toBe(decomposed.normalize("NFC"));
    expect(account.json.firstName).toBe("\u09B0\u09BE\u09B9\u09CB");
    await close();
  });
});
