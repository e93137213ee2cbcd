import { contactResponseSchema, siteInfoSchema } from "@outsmart/contracts/site";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessages } from "../../db/schema/contact-messages.ts";
import { createHttpClient } from "../../testing/http-client.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { useTestDatabase } from "../../testing/test-database.ts";
import { listContactMessages } from "./contact.queries.ts";

const testDb = useTestDatabase();

const good = {
  name: "  Nadia Rahman ",
  email: "nadia@example.com",
  message: "Do you offer volume pricing for an agency with 12 writers?",
};

function client(options: { ip?: string; env?: Record<string, string> } = {}) {
  const { app } = createTestApp({
    database: testDb.current,
    env: { TRUST_PROXY: "true", ...options.env },
    contactLimits: { perIp: 3, windowSeconds: 3600, total: 5 },
  });
  const http = createHttpClient(app, { userAgent: "site-test" });
  const ip = options.ip ?? "203.0.113.7";
  return {
    http,
    send: (body: unknown, from: string = ip) =>
      http.post("/api/contact", body, { "x-forwarded-for": from }),
  };
}

describe("GET /api/site", () => {
  it("reports the operator from configuration", async () => {
    const { http } = client({
      env: { OPERATOR_NAME: "Dhaka Growth Ltd.", OPERATOR_EMAIL: "hello@dhakagrowth.example" },
    });
    const response = await http.get("/api/site");
    expect(response.status).toBe(200);
    expect(siteInfoSchema.parse(response.json)).toEqual({
      operatorName: "Dhaka Growth Ltd.",
      contactEmail: "hello@dhakagrowth.example",
    });
  });
});

describe("POST /api/contact", () => {
  it("stores a valid message, trimmed, and confirms receipt with its id", async () => {
    const { send } = client({ ip: "198.51.100.1" });
    const response = await send(good, "198.51.100.1");
    expect(response.status).toBe(201);
    const body = contactResponseSchema.parse(response.json);
    const [row] = await testDb.current.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, body.id));
    expect(row).toMatchObject({
      name: "Nadia Rahman",
      email: "nadia@example.com",
      message: good.message,
      ip: "198.51.100.1",
      userAgent: "site-test",
    });
    expect(row?.createdAt.toISOString()).toBe(body.receivedAt);
    const listed = await listContactMessages(testDb.current.db, 50);
    expect(listed.map((message) => message.id)).toContain(body.id);
  });

  it.each([
    [{ ...good, name: "   " }, "name: Please enter your name."],
    [{ ...good, email: "not-an-email" }, "email: Please enter a valid e-mail address."],
    [
      { ...good, message: "Hi there" },
      "message: Please write at least 10 characters so we can help.",
    ],
    [
      { ...good, message: "x".repeat(5001) },
      "message: Please keep your message under 5,000 characters.",
    ],
    [{ name: "Nadia", email: "nadia@example.com" }, undefined],
  ])("rejects %j with 400 and stores nothing", async (body, error) => {
    const { send } = client({ ip: "198.51.100.2" });
    const before = (await listContactMessages(testDb.current.db, 1000)).length;
    const response = await send(body, "198.51.100.2");
    expect(response.status).toBe(400);
    expect(response.json.success).toBe(false);
    if (error) expect(response.json.error).toBe(error);
    else expect(response.json.error).toMatch(/^message: /);
    expect((await listContactMessages(testDb.current.db, 1000)).length).toBe(before);
  });

  it("rejects a body that is not JSON", async () => {
    const { http } = client();
    const response = await http.post("/api/contact", undefined, {
      "content-type": "application/json",
      "x-forwarded-for": "198.51.100.3",
    });
    expect(response.status).toBe(400);
  });

  it("limits each address (429 with Retry-After) without blocking other senders", async () => {
    const { send } = client();
    for (let i = 0; i < 3; i += 1) expect((await send(good, "192.0.2.10")).status).toBe(201);
    const refused = await send(good, "192.0.2.10");
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe("RATE_LIMITED");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await send(good, "192.0.2.11")).status).toBe(201);
  });

  it("caps the whole site's messages per window", async () => {
    const { send } = client();
    for (let i = 0; i < 5; i += 1)
      expect((await send(good, `192.0.2.${100 + i}`)).status).toBe(201);
    expect((await send(good, "192.0.2.200")).status).toBe(429);
  });

  it("refuses a cross-site post", async () => {
    const { app } = createTestApp({ database: testDb.current });
    const response = await createHttpClient(app, { origin: "https://evil.example" }).post(
      "/api/contact",
      good,
    );
    expect(response.status).toBe(403);
  });
});
