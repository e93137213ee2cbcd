import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { AppError } from "../lib/app-error.ts";
import { crossSiteGuard, trustedOrigins } from "./cross-site-guard.ts";

function guarded(publicUrl: string, extra: string[] = []) {
  const app = new Hono();
  app.use(
    crossSiteGuard({
      allowedOrigins: trustedOrigins(publicUrl, extra),
      cookiePrefix: "outsmart",
      publicUrl,
    }),
  );
  app.post("/change", (c) => c.text("changed"));
  app.get("/read", (c) => c.text("read"));
  app.onError((error, c) =>
    c.json({ error: error.message }, error instanceof AppError ? 403 : 500),
  );
  return (path: string, headers: Record<string, string>, method = "POST") =>
    app.request(path, { method, headers });
}

describe("trustedOrigins", () => {
  it("adds the loopback aliases of a loopback public address, on the same port", () => {
    expect(trustedOrigins("http://localhost:3000").toSorted()).toEqual(
      ["http://127.0.0.1:3000", "http://[::1]:3000", "http://localhost:3000"].toSorted(),
    );
    expect(trustedOrigins("http://127.0.0.1:8080")).toContain("http://localhost:8080");
  });

  it("adds no alias to a public address, and takes the operator's extra origins", () => {
    expect(trustedOrigins("https://app.example.com", ["https://www.example.com/path"])).toEqual([
      "https://app.example.com",
      "https://www.example.com",
    ]);
  });
});

describe("crossSiteGuard", () => {
  const request = guarded("http://localhost:3000", ["https://partner.example"]);

  it("lets a same-origin tab opened at any loopback alias change state", async () => {
    for (const origin of ["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"]) {
      const response = await request("/change", { origin, "sec-fetch-site": "same-origin" });
      expect(response.status, origin).toBe(200);
    }
    expect((await request("/change", { origin: "https://partner.example" })).status).toBe(200);
  });

  it("refuses another site, another port and an opaque origin, naming the address to open", async () => {
    for (const origin of ["https://evil.example", "http://localhost:4000", "null"]) {
      const response = await request("/change", { origin });
      expect(response.status, origin).toBe(403);
      expect(((await response.json()) as { error: string }).error).toContain(
        "Open Outsmart at http://localhost:3000",
      );
    }
    expect((await request("/change", { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await request("/change", { "sec-fetch-site": "same-site" })).status).toBe(403);
  });

  it("refuses a request that carries our cookie but says nothing of where it came from", async () => {
    for (const cookie of [
      "outsmart.session_token=abc",
      "theme=dark; __Secure-outsmart.session_token=abc",
    ]) {
      expect((await request("/change", { cookie })).status, cookie).toBe(403);
    }
  });

  it("lets a client without our cookies (curl, a server) through, and never guards reads", async () => {
    expect((await request("/change", {})).status).toBe(200);
    expect((await request("/change", { cookie: "theme=dark; notoutsmart.x=1" })).status).toBe(200);
    expect(
      (await request("/read", { origin: "https://evil.example", cookie: "outsmart.a=b" }, "GET"))
        .status,
    ).toBe(200);
  });
});
