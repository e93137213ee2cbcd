import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "./app-env.ts";
import { acceptedRequestId, requestIdMiddleware } from "./request-id.ts";

describe("acceptedRequestId", () => {
  it.each([
    "abc",
    "7f3c9e1a-2b4d-4e8f-9a0b-1c2d3e4f5a6b",
    "lb-01:1732762000.123_45",
    "A".repeat(128),
  ])("honours the sane token %s", (id) => {
    expect(acceptedRequestId(id)).toBe(id);
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["too long", "A".repeat(129)],
    ["a space", "abc def"],
    ["a line break (log forging)", "abc\nlevel=50"],
    ["a quote", 'abc"}'],
    ["a slash", "a/b"],
    ["non-ASCII", "abcé"],
    ["base64 padding", "abc=="],
  ])("refuses %s", (_label, id) => {
    expect(acceptedRequestId(id)).toBeUndefined();
  });
});

describe("requestIdMiddleware", () => {
  const app = new Hono<AppEnv>()
    .use(requestIdMiddleware(() => "generated-id"))
    .get("/json", (c) => c.json({ id: c.get("requestId") }))
    // A handler that builds its own Response with immutable headers (a proxied fetch answer).
    .get("/raw", () => Response.redirect("http://localhost/elsewhere", 302));

  it("uses a sane forwarded id and echoes it", async () => {
    const response = await app.request("/json", { headers: { "X-Request-Id": "lb-42.a:b" } });
    expect(response.headers.get("x-request-id")).toBe("lb-42.a:b");
    expect(await response.json()).toEqual({ id: "lb-42.a:b" });
  });

  it("generates one when the forwarded id is not sane", async () => {
    const response = await app.request("/json", { headers: { "X-Request-Id": "x".repeat(129) } });
    expect(response.headers.get("x-request-id")).toBe("generated-id");
    expect(await response.json()).toEqual({ id: "generated-id" });
  });

  it("echoes the id on a handler's own immutable Response", async () => {
    const response = await app.request("/raw", { headers: { "X-Request-Id": "from-the-lb" } });
    expect(response.status).toBe(302);
    expect(response.headers.get("x-request-id")).toBe("from-the-lb");
  });
});
