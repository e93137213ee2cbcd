import { Writable } from "node:stream";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { loggerOptions } from "../lib/logger.ts";
import { createTestApp } from "../testing/test-app.ts";
import { useTestDatabase } from "../testing/test-database.ts";

const testDb = useTestDatabase();

/** The real app logging JSON (production options) into memory. */
function loggedApp() {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const logger = pino(loggerOptions({ level: "info" }), sink);
  const { app } = createTestApp({ database: testDb.current, logger });
  return { app, requestLines: () => lines.filter((line) => line.msg === "request") };
}

describe("request ids across the load balancer", () => {
  it("follows the proxy's X-Request-Id into the JSON log and back on the response", async () => {
    const { app, requestLines } = loggedApp();
    const response = await app.request("/api/nothing", {
      headers: { "X-Request-Id": "nginx-5f2a.17:3" },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get("x-request-id")).toBe("nginx-5f2a.17:3");
    expect(requestLines()).toEqual([
      expect.objectContaining({ reqId: "nginx-5f2a.17:3", path: "/api/nothing", status: 404 }),
    ]);
  });

  it("makes its own id when the forwarded one is not a sane token, and logs that one", async () => {
    const { app, requestLines } = loggedApp();
    const response = await app.request("/api/nothing", {
      headers: { "X-Request-Id": 'forged"} {"level":60' },
    });
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(requestLines()).toEqual([expect.objectContaining({ reqId: id, status: 404 })]);
  });

  it("echoes the id on the auth library's own responses", async () => {
    const { app } = loggedApp();
    const response = await app.request("/api/auth/get-session", {
      headers: { "X-Request-Id": "lb-auth-1" },
    });
    expect(response.headers.get("x-request-id")).toBe("lb-auth-1");
  });
});
