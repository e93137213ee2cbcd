import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSilentLogger } from "../lib/logger.ts";
import type { AppEnv } from "./app-env.ts";
import { createWebAppHandler, inlineScriptHashes } from "./web-app.ts";

const inlineScript = 'window.__ctx = {"a":1};';
const page = (title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title></head><body><script>${inlineScript}</script><script type="module" src="/assets/app-abc.js"></script></body></html>`;
const bigScript = `console.log(${JSON.stringify("x".repeat(4000))});`;

let buildDir: string;

function makeApp(dir: string) {
  const app = new Hono<AppEnv>();
  app.get("*", createWebAppHandler({ buildDir: dir, logger: createSilentLogger() }));
  return app;
}

beforeAll(() => {
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), "outsmart-web-"));
  const write = (relative: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(buildDir, relative)), { recursive: true });
    fs.writeFileSync(path.join(buildDir, relative), content);
  };
  write("__spa-fallback.html", page("shell"));
  write("index.html", page("home"));
  write("pricing/index.html", page("pricing"));
  write("bn/index.html", page("home bn"));
  write("bn/pricing/index.html", page("pricing bn"));
  write("assets/app-abc.js", bigScript);
  write(".vite/manifest.json", "{}");
  write("robots.txt", "User-agent: *\n");
});

afterAll(() => fs.rmSync(buildDir, { recursive: true, force: true }));

describe("inlineScriptHashes", () => {
  it("hashes inline scripts only, exactly as written", () => {
    const expected = `sha256-${createHash("sha256").update(inlineScript).digest("base64")}`;
    expect(inlineScriptHashes(page("x"))).toEqual([expected]);
  });
});

describe("the web app handler", () => {
  it("serves prerendered pages with a hash-based CSP and no inline-script loophole", async () => {
    const response = await makeApp(buildDir).request("/");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<title>home</title>");
    const csp = response.headers.get("content-security-policy") ?? "";
    const scriptSrc = csp.split("; ").find((directive) => directive.startsWith("script-src")) ?? "";
    expect(scriptSrc).toContain(
      `'sha256-${createHash("sha256").update(inlineScript).digest("base64")}'`,
    );
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("cache-control")).toBe("no-cache");
  });

  it("serves a nested prerendered page at its path", async () => {
    expect(await (await makeApp(buildDir).request("/pricing")).text()).toContain(
      "<title>pricing</title>",
    );
  });

  it("answers a known app route with the SPA shell and 200", async () => {
    const response = await makeApp(buildDir).request("/dashboard/history");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<title>shell</title>");
  });

  it("answers the operator console's screens with the SPA shell and 200", async () => {
    const app = makeApp(buildDir);
    for (const path of [
      "/console",
      "/console/customers/abc123",
      "/console/messages",
      "/console/audit",
    ])
      expect((await app.request(path)).status, path).toBe(200);
    expect((await app.request("/console/nope")).status).toBe(404);
  });

  it("answers the Bangla legal and contact pages with the shell in Bangla (<html lang>)", async () => {
    for (const pathname of ["/bn/privacy", "/bn/terms", "/bn/contact"]) {
      const response = await makeApp(buildDir).request(pathname);
      expect(response.status, pathname).toBe(200);
      const body = await response.text();
      expect(body).toContain("<title>shell</title>");
      expect(body).toContain('<html lang="bn">');
    }
    const english = await (await makeApp(buildDir).request("/privacy")).text();
    expect(english).not.toContain('lang="bn"');
  });

  it("answers an unknown path with the SPA shell and 404, so the app shows its not-found page", async () => {
    const response = await makeApp(buildDir).request("/no/such/page");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("<title>shell</title>");
  });

  it("answers a missing asset with a plain 404, never HTML", async () => {
    const response = await makeApp(buildDir).request("/assets/missing.js");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("text/plain");
  });

  it("hides build internals", async () => {
    expect((await makeApp(buildDir).request("/__spa-fallback.html")).status).toBe(404);
    expect((await makeApp(buildDir).request("/.vite/manifest.json")).status).toBe(404);
  });

  it("serves hashed assets compressed and cached for a year", async () => {
    const response = await makeApp(buildDir).request("/assets/app-abc.js", {
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    const body = Buffer.from(await response.arrayBuffer());
    expect(zlib.brotliDecompressSync(body).toString()).toBe(bigScript);

    const gzipped = await makeApp(buildDir).request("/assets/app-abc.js", {
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    const plain = await makeApp(buildDir).request("/assets/app-abc.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(bigScript);
  });

  it("revalidates with ETags", async () => {
    const app = makeApp(buildDir);
    const first = await app.request("/robots.txt");
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const second = await app.request("/robots.txt", { headers: { "if-none-match": etag ?? "" } });
    expect(second.status).toBe(304);
  });

  it("performs the seed's redirects, keeping the query string", async () => {
    const app = makeApp(buildDir);
    for (const [from, to] of [
      ["/login", "/auth"],
      ["/signup", "/auth"],
      ["/history", "/dashboard/history"],
      ["/profile", "/dashboard/profile"],
    ]) {
      const response = await app.request(`${from}?ref=x`);
      expect(response.status, from).toBe(302);
      expect(response.headers.get("location"), from).toBe(`${to}?ref=x`);
    }
  });

  it("drops a trailing slash with a permanent redirect", async () => {
    const response = await makeApp(buildDir).request("/pricing/");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/pricing");
  });

  it("answers HEAD without a body", async () => {
    const app = new Hono<AppEnv>();
    app.get("*", createWebAppHandler({ buildDir, logger: createSilentLogger() }));
    const response = await app.request("/", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });

  it("says how to build when there is no build", async () => {
    const response = await makeApp(path.join(buildDir, "missing")).request("/");
    expect(response.status).toBe(503);
    expect(await response.text()).toContain("npm run build");
  });
});

describe("the SPA shell with each screen's preloads", () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "outsmart-web-preloads-"));
    fs.mkdirSync(path.join(dir, "assets"));
    fs.writeFileSync(path.join(dir, "__spa-fallback.html"), page("shell"));
    const routes = {
      root: { id: "root", path: "", module: "/assets/app-abc.js" },
      "routes/protected-layout": {
        id: "routes/protected-layout",
        parentId: "root",
        module: "/assets/layout.js",
      },
      "routes/dashboard-home": {
        id: "routes/dashboard-home",
        parentId: "routes/protected-layout",
        path: "dashboard",
        module: "/assets/home.js",
      },
    };
    fs.writeFileSync(
      path.join(dir, "assets/manifest-1a2b.js"),
      `window.__reactRouterManifest=${JSON.stringify({ entry: {}, routes })};`,
    );
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("names the screen's modules and, signed in, its first API answers, varying by cookie", async () => {
    const app = makeApp(dir);
    const signedIn = await app.request("/dashboard", {
      headers: { cookie: "outsmart.session_token=t.s" },
    });
    const html = await signedIn.text();
    expect(html).toContain('<link rel="modulepreload" href="/assets/home.js"/>');
    expect(html).not.toContain('modulepreload" href="/assets/app-abc.js"'); // the shell names it
    expect(html).toContain('as="fetch" crossorigin="anonymous" href="/api/credits"/>');
    expect(html).toContain('href="/api/generations?limit=5"/></head>');
    expect(signedIn.headers.get("vary")).toBe("Accept-Encoding, Cookie");

    const signedOut = await (await app.request("/dashboard")).text();
    expect(signedOut).toContain('href="/api/auth/get-session"');
    expect(signedOut).not.toContain("/api/credits");
    expect(signedIn.headers.get("etag")).not.toBe(
      (await app.request("/dashboard")).headers.get("etag"),
    );
  });
});

describe("the interface language of the public pages", () => {
  const get = (pathname: string, headers: Record<string, string> = {}) =>
    makeApp(buildDir).request(pathname, { headers });

  it("serves English to a browser that asks for English or nothing, and says what it varies on", async () => {
    for (const headers of [{}, { "accept-language": "en-US,en;q=0.9" }] as Array<
      Record<string, string>
    >) {
      const response = await get("/", headers);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("<title>home</title>");
      expect(response.headers.get("vary")).toBe("Accept-Encoding, Cookie, Accept-Language");
    }
  });

  it("sends a first visit from a Bangla browser to the Bangla page", async () => {
    const response = await get("/pricing?pack=pro", {
      "accept-language": "bn-BD,bn;q=0.9,en;q=0.8",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/bn/pricing?pack=pro");
    expect(response.headers.get("vary")).toBe("Cookie, Accept-Language");
  });

  it("follows the remembered choice over the browser's language", async () => {
    const english = await get("/", { cookie: "lang=en", "accept-language": "bn" });
    expect(english.status).toBe(200);
    const bangla = await get("/", { cookie: "a=1; lang=bn", "accept-language": "en" });
    expect(bangla.headers.get("location")).toBe("/bn");
  });

  it("always serves a Bangla address asked for", async () => {
    const response = await get("/bn/pricing", { cookie: "lang=en" });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<title>pricing bn</title>");
  });

  it("remembers the switch (?lang=) in a cookie and redirects to the clean address", async () => {
    const toBangla = await get("/?lang=bn");
    expect(toBangla.status).toBe(302);
    expect(toBangla.headers.get("location")).toBe("/bn");
    expect(toBangla.headers.get("set-cookie")).toBe(
      "lang=bn; Path=/; Max-Age=31536000; SameSite=Lax",
    );
    const toEnglish = await get("/bn/pricing?lang=en");
    expect(toEnglish.headers.get("location")).toBe("/pricing");
    expect(toEnglish.headers.get("set-cookie")).toContain("lang=en;");
    const unknown = await get("/bn?lang=fr");
    expect(unknown.headers.get("location")).toBe("/bn");
    expect(unknown.headers.get("set-cookie")).toBeNull();
  });
});
