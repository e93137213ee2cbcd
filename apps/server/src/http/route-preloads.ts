import fs from "node:fs";
import path from "node:path";

/**
 * What a signed-in screen needs before it can draw, named in its HTML so the browser fetches it
 * all at once instead of one step after another (docs/decisions/0054-route-preloads.md).
 *
 * The app is a single-page app: every app route gets the same HTML shell, which names only the
 * root's scripts. Left alone, the browser loads those, React Router then loads the route's
 * modules, they render, and only then do they ask for the session and their data: four round
 * trips in a row. This reads React Router's build manifest once and, for each request, adds to
 * `<head>`:
 *
 * - `modulepreload` links for the matched routes' modules and their imports;
 * - `preload as=fetch` links for the API answers the screen asks for first (the session on every
 *   app page; the credits, stats and lists of the signed-in screens when the request carries a
 *   session cookie). The links use the same URL, mode and credentials as the app's own `fetch`,
 *   so the browser hands the preloaded answer to it instead of asking again.
 */
type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
};

type Leaf = { pattern: string[]; chain: ManifestRoute[] };

/** The API calls a route's first render makes, for a signed-in visitor (see the `api/` hooks). */
const signedInData: Record<string, (params: Record<string, string>) => string[]> = {
  "routes/protected-layout": () => ["/api/credits"],
  "routes/dashboard-home": () => ["/api/generations/stats", "/api/generations?limit=5"],
  "routes/dashboard-history": () => ["/api/generations/stats", "/api/generations"],
  // The tool page also reads the account's output language and brand kit and the kits to pick
  // from; the audio tool does not, so its preloads go unused (a console warning, no second request).
  "routes/tool": ({ slug = "" }) => [
    `/api/tools/${encodeURIComponent(slug)}`,
    "/api/models",
    "/api/account/preferences",
    "/api/brand-kits",
  ],
  "routes/dashboard-brands": () => ["/api/brand-kits"],
};

/** The session is read by every page served with the app shell, signed in or not. */
const everyShellPage = ["/api/auth/get-session"];

export type RoutePreloads = (pathname: string, request: { cookie: string | undefined }) => string;

const escapeAttribute = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

/** Reads `window.__reactRouterManifest={…}` from the build's manifest script. */
export function readRouteManifest(clientDir: string): Record<string, ManifestRoute> | undefined {
  const assets = path.join(clientDir, "assets");
  if (!fs.existsSync(assets)) return undefined;
  const file = fs.readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) return undefined;
  const source = fs.readFileSync(path.join(assets, file), "utf8");
  const json = /^window\.__reactRouterManifest=(\{[\s\S]*\});?\s*$/.exec(source.trim())?.[1];
  if (!json) return undefined;
  return (JSON.parse(json) as { routes: Record<string, ManifestRoute> }).routes;
}

function leaves(routes: Record<string, ManifestRoute>): Leaf[] {
  const all = Object.values(routes);
  const hasChildren = new Set(all.map((route) => route.parentId).filter(Boolean));
  return all
    .filter((route) => !hasChildren.has(route.id))
    .map((leaf) => {
      const chain: ManifestRoute[] = [];
      for (let route: ManifestRoute | undefined = leaf; route;) {
        chain.unshift(route);
        route = route.parentId ? routes[route.parentId] : undefined;
      }
      const pattern = chain.flatMap((route) => (route.path ?? "").split("/").filter(Boolean));
      return { pattern, chain };
    });
}

/** React Router's ranking, reduced to what our table needs: static segments beat params beat `*`. */
function score(pattern: readonly string[]): number {
  if (pattern.at(-1) === "*") return -1;
  return pattern.reduce((sum, segment) => sum + (segment.startsWith(":") ? 2 : 10), 0);
}

function match(
  pattern: readonly string[],
  segments: readonly string[],
): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    if (part === "*") return params;
    const segment = segments[index];
    if (segment === undefined) return undefined;
    if (part.startsWith(":")) params[part.slice(1)] = decodeURIComponent(segment);
    else if (part !== segment) return undefined;
  }
  return pattern.length === segments.length ? params : undefined;
}

/**
 * Builds the per-request preload tags. `alreadyInShell` are the URLs the shell HTML names itself
 * (the root's scripts), which are not repeated.
 */
export function createRoutePreloads(
  routes: Record<string, ManifestRoute>,
  alreadyInShell: ReadonlySet<string>,
): RoutePreloads {
  const table = leaves(routes).sort((a, b) => score(b.pattern) - score(a.pattern));
  return (pathname, request) => {
    let segments: string[];
    try {
      segments = pathname.split("/").filter(Boolean);
      segments.forEach((segment) => decodeURIComponent(segment));
    } catch {
      return "";
    }
    let found: { leaf: Leaf; params: Record<string, string> } | undefined;
    for (const leaf of table) {
      const params = match(leaf.pattern, segments);
      if (params) {
        found = { leaf, params };
        break;
      }
    }
    if (!found) return "";
    const modules = new Set<string>();
    for (const route of found.leaf.chain)
      for (const file of [route.module, ...(route.imports ?? [])])
        if (!alreadyInShell.has(file)) modules.add(file);
    const signedIn = /(?:^|;\s*)(?:__Secure-)?outsmart\.session_token=/.test(request.cookie ?? "");
    const data = new Set(everyShellPage);
    if (signedIn)
      for (const route of found.leaf.chain)
        for (const url of signedInData[route.id]?.(found.params) ?? []) data.add(url);
    return [
      ...[...modules].map((href) => `<link rel="modulepreload" href="${escapeAttribute(href)}"/>`),
      ...[...data].map(
        (href) =>
          `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(href)}"/>`,
      ),
    ].join("");
  };
}
