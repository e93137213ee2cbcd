import { describe, expect, it } from "vitest";
import { createRoutePreloads } from "./route-preloads.ts";

const route = (id: string, extra: Record<string, unknown>) => ({
  id,
  module: `/assets/${id.replace("routes/", "")}.js`,
  imports: ["/assets/framework.js"],
  ...extra,
});

// The shape of React Router's build manifest, reduced to our route table's shape.
const routes = Object.fromEntries(
  [
    route("root", { path: "" }),
    route("routes/landing", { parentId: "root", index: true }),
    route("routes/app-shell", { parentId: "root" }),
    route("routes/auth", { parentId: "routes/app-shell", path: "auth" }),
    route("routes/protected-layout", {
      parentId: "routes/app-shell",
      imports: ["/assets/framework.js", "/assets/sidebar.js"],
    }),
    route("routes/dashboard-home", { parentId: "routes/protected-layout", path: "dashboard" }),
    route("routes/dashboard-history", {
      parentId: "routes/protected-layout",
      path: "dashboard/history",
    }),
    route("routes/tool", { parentId: "routes/protected-layout", path: "tools/:slug" }),
    route("routes/not-found", { parentId: "routes/app-shell", path: "*" }),
  ].map((entry) => [entry.id, entry]),
);

const preloads = createRoutePreloads(routes, new Set(["/assets/root.js", "/assets/framework.js"]));
const signedIn = { cookie: "theme=x; outsmart.session_token=abc.def" };
const signedOut = { cookie: undefined };

const links = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="([^"]+)"`, "g"))].map((m) => m[1]);

describe("route preloads", () => {
  it("names the matched routes' modules and their imports, not those the shell names itself", () => {
    expect(links(preloads("/dashboard", signedIn), "modulepreload")).toEqual([
      "/assets/app-shell.js",
      "/assets/protected-layout.js",
      "/assets/sidebar.js",
      "/assets/dashboard-home.js",
    ]);
  });

  it("preloads a signed-in screen's first API answers, with the app's fetch mode", () => {
    const html = preloads("/dashboard", signedIn);
    expect(links(html, "preload")).toEqual([
      "/api/auth/get-session",
      "/api/credits",
      "/api/generations/stats",
      "/api/generations?limit=5",
    ]);
    expect(html).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/auth/get-session"/>',
    );
    expect(links(preloads("/dashboard/history", signedIn), "preload")).toContain(
      "/api/generations",
    );
    expect(links(preloads("/tools/ai-caption-generator", signedIn), "preload")).toEqual([
      "/api/auth/get-session",
      "/api/credits",
      "/api/tools/ai-caption-generator",
      "/api/models",
      "/api/account/preferences",
      "/api/brand-kits",
    ]);
  });

  it("asks for no account data without a session cookie, only for the session itself", () => {
    expect(links(preloads("/dashboard", signedOut), "preload")).toEqual(["/api/auth/get-session"]);
    expect(links(preloads("/auth", signedIn), "preload")).toEqual(["/api/auth/get-session"]);
    expect(
      links(preloads("/dashboard", { cookie: "my.outsmart.session_token=x" }), "preload"),
    ).toEqual(["/api/auth/get-session"]);
  });

  it("prefers a static route to a parameter and the catch-all to nothing", () => {
    expect(links(preloads("/dashboard/history", signedOut), "modulepreload")).toContain(
      "/assets/dashboard-history.js",
    );
    expect(links(preloads("/no/such/page", signedOut), "modulepreload")).toEqual([
      "/assets/app-shell.js",
      "/assets/not-found.js",
    ]);
  });

  it("escapes what comes from the address and ignores undecodable ones", () => {
    const html = preloads('/tools/a"b<c', signedIn);
    expect(html).not.toContain('a"b');
    expect(links(html, "preload")).toContain("/api/tools/a%22b%3Cc");
    expect(preloads("/tools/%E0%A4%A", signedIn)).toBe("");
  });
});
