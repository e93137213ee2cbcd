import type { RouteConfigEntry } from "@react-router/dev/routes";
import { isAppRoute, legacyRedirects } from "@outsmart/contracts/routes";
import { describe, expect, it } from "vitest";
import routes from "./routes";

function flatten(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index
      ? parent || "/"
      : entry.path === undefined
        ? parent
        : `${parent}/${entry.path}`;
    return [
      ...(entry.index || entry.path !== undefined ? [own] : []),
      ...flatten(entry.children ?? [], own),
    ];
  });
}

describe("the route table", () => {
  const routePaths = flatten(routes);

  it("matches the server's idea of which paths are screens and which are redirects", () => {
    for (const path of routePaths) {
      if (path === "/*") continue;
      const sample = path
        .replace(":slug", "caption-generator")
        .replace(":id", "customer-1")
        .replace(/(.)\/\*$/, "$1/messages");
      if (legacyRedirects[sample]) {
        expect(isAppRoute(sample), sample).toBe(false);
      } else {
        expect(isAppRoute(sample), sample).toBe(true);
      }
    }
  });

  it("leaves the legacy redirects to the server and has a catch-all for the not-found page", () => {
    // /login, /signup, /history and /profile are answered by the server with a redirect
    // (http/web-app.ts); no link in the app points to them, and a route each would cost every
    // page's route manifest.
    for (const from of Object.keys(legacyRedirects)) expect(routePaths).not.toContain(from);
    expect(routePaths).toContain("/*");
  });
});
