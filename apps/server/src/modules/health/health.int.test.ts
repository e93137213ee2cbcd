import { healthResponseSchema } from "@outsmart/contracts/health";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/test-app.ts";
import { useTestDatabase } from "../../testing/test-database.ts";

const testDb = useTestDatabase();

describe("GET /api/health", () => {
  it("reports the database as reachable", async () => {
    const { app } = createTestApp({ database: testDb.current });
    const response = await app.request("/api/health");
    expect(response.status).toBe(200);
    const body = healthResponseSchema.parse(await response.json());
    expect(body.status).toBe("ok");
    expect(body.database.ok).toBe(true);
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-request-id")).toBeTruthy();
  });

  it("answers 503 when the database is gone", async () => {
    const { createDatabase } = await import("../../db/client.ts");
    const { createSilentLogger } = await import("../../lib/logger.ts");
    const broken = createDatabase({
      connectionString: "postgres://nobody:x@127.0.0.1:1/none",
      logger: createSilentLogger(),
    });
    const { app } = createTestApp({ database: broken });
    const response = await app.request("/api/health");
    expect(response.status).toBe(503);
    expect(healthResponseSchema.parse(await response.json())).toMatchObject({
      status: "unavailable",
      database: { ok: false },
    });
    await broken.close();
  });
});

describe("unknown API paths", () => {
  it.each(["/api/nothing", "/functions/v1/nothing"])("answer %s with a JSON 404", async (path) => {
    const { app } = createTestApp({ database: testDb.current });
    const response = await app.request(path, { method: "POST" });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      success: false,
      error: "There is nothing at this address.",
      code: "NOT_FOUND",
    });
    expect(response.headers.get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
