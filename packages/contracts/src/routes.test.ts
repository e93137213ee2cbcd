import { describe, expect, it } from "vitest";
import {
  isAppRoute,
  isProtectedPath,
  legacyRedirects,
  normalizePathname,
  paths,
  safeRedirectTarget,
} from "./routes.ts";

describe("isAppRoute", () => {
  it.each([
    "/",
    "/auth",
    "/pricing",
    "/privacy",
    "/terms",
    "/contact",
    "/dashboard",
    "/dashboard/history",
    "/dashboard/profile",
    "/dashboard/brands",
    "/dashboard/templates",
    "/tools/hashtag-generator",
    "/pricing/",
    "/bn",
    "/bn/pricing",
    "/console",
    "/console/customers/abc123",
    "/console/messages",
    "/console/audit",
  ])("knows %s", (path) => expect(isAppRoute(path)).toBe(true));

  it.each([
    "/nope",
    "/dashboard/nope",
    "/tools",
    "/tools/a/b",
    "/login",
    "/history",
    "/auth/extra",
    "/bn/auth",
    "/bn/dashboard",
    "/console/nope",
    "/console/customers",
  ])("rejects %s", (path) => {
    expect(isAppRoute(path)).toBe(false);
  });
});

describe("legacyRedirects", () => {
  it("sends the seed's old paths to their new homes", () => {
    expect(legacyRedirects).toEqual({
      "/login": "/auth",
      "/signup": "/auth",
      "/history": "/dashboard/history",
      "/profile": "/dashboard/profile",
    });
    for (const target of Object.values(legacyRedirects)) expect(isAppRoute(target)).toBe(true);
    expect(legacyRedirects["/history"]).toBe(paths.history);
    expect(legacyRedirects["/profile"]).toBe(paths.profile);
    expect(safeRedirectTarget(undefined)).toBe(paths.dashboard);
  });
});

describe("isProtectedPath", () => {
  it("protects the dashboard and tools but not public pages", () => {
    expect(isProtectedPath("/dashboard")).toBe(true);
    expect(isProtectedPath("/dashboard/history")).toBe(true);
    expect(isProtectedPath("/tools/cta-generator")).toBe(true);
    expect(isProtectedPath("/console/audit")).toBe(true);
    expect(isProtectedPath("/consoles")).toBe(false);
    expect(isProtectedPath("/dashboards")).toBe(false);
    expect(isProtectedPath("/pricing")).toBe(false);
    expect(isProtectedPath("/")).toBe(false);
  });
});

describe("normalizePathname", () => {
  it("drops one trailing slash but keeps the root", () => {
    expect(normalizePathname("/pricing/")).toBe("/pricing");
    expect(normalizePathname("/")).toBe("/");
  });
});

describe("safeRedirectTarget", () => {
  it("accepts same-site paths", () => {
    expect(safeRedirectTarget("/dashboard/history?x=1")).toBe("/dashboard/history?x=1");
  });

  it.each([
    null,
    undefined,
    "",
    "https://evil.example",
    "//evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
  ])("falls back for %s", (candidate) =>
    expect(safeRedirectTarget(candidate)).toBe(paths.dashboard),
  );
});

describe("paths.tool", () => {
  it("encodes the slug", () => {
    expect(paths.tool("1-click-seo-blog-generator")).toBe("/tools/1-click-seo-blog-generator");
    expect(paths.tool("a/b")).toBe("/tools/a%2Fb");
  });
});
