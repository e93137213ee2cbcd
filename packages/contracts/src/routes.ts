/**
 * The browser routes of the app, shared by the React router (navigation) and the server (which
 * answers 200 for a known route, 404 for anything else, and performs the legacy redirects).
 */
export const paths = {
  home: "/",
  auth: "/auth",
  resetPassword: "/auth/reset-password",
  pricing: "/pricing",
  dashboard: "/dashboard",
  history: "/dashboard/history",
  profile: "/dashboard/profile",
  brands: "/dashboard/brands",
  templates: "/dashboard/templates",
  privacy: "/privacy",
  terms: "/terms",
  contact: "/contact",
  tool: (slug: string) => `/tools/${encodeURIComponent(slug)}`,
  /** The operator console (docs/operator-console.md): customers, messages, audit log. */
  console: "/console",
} as const;

/** Routes that need a signed-in user; the guard sends everyone else to /auth. */
export const protectedPathPrefixes = ["/dashboard", "/tools/", "/console"] as const;

const appRoutePatterns: readonly RegExp[] = [
  /^\/$/,
  /^\/auth$/,
  /^\/auth\/reset-password$/,
  /^\/pricing$/,
  /^\/bn$/,
  /^\/bn\/pricing$/,
  /^\/privacy$/,
  /^\/terms$/,
  /^\/contact$/,
  /^\/bn\/(privacy|terms|contact)$/,
  /^\/dashboard$/,
  /^\/dashboard\/history$/,
  /^\/dashboard\/profile$/,
  /^\/dashboard\/brands$/,
  /^\/dashboard\/templates$/,
  /^\/tools\/[^/]+$/,
  /^\/console(\/overview|\/messages|\/audit|\/tools|\/ai|\/customers\/[^/]+|\/tools\/[^/]+|\/payments(\/[^/]+)?)?$/,
];

/** Strips one trailing slash ("/pricing/" is "/pricing"), keeping "/" as is. */
export function normalizePathname(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
}

/** True when the app has a screen for this path (legacy redirects are not screens). */
export function isAppRoute(pathname: string): boolean {
  const normalized = normalizePathname(pathname);
  return appRoutePatterns.some((pattern) => pattern.test(normalized));
}

export function isProtectedPath(pathname: string): boolean {
  const normalized = normalizePathname(pathname);
  return protectedPathPrefixes.some(
    (prefix) =>
      normalized === prefix || normalized.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`),
  );
}

export { legacyRedirects, safeRedirectTarget } from "./route-redirects.ts";
