import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

/** CSP for API responses: they are data, never documents, so nothing may load or frame them. */
export const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

/**
 * CSP for the app's HTML. Scripts: only our own files plus the exact inline scripts of each
 * built page, allowed by hash (no 'unsafe-inline'). Styles allow inline because the toast
 * library injects a style element at run time; styles cannot run code.
 */
export function documentContentSecurityPolicy(scriptHashes: readonly string[]): string {
  const scriptSources = ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(" ");
  return [
    "default-src 'self'",
    `script-src ${scriptSources}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Headers on every response. HSTS only when the app is served over HTTPS (per PUBLIC_URL), since
 * sending it over plain HTTP on localhost would break local runs for a year in that browser.
 */
export function securityHeaders(options: { https: boolean }): MiddlewareHandler {
  return secureHeaders({
    strictTransportSecurity: options.https ? "max-age=31536000; includeSubDomains" : false,
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginOpenerPolicy: "same-origin-allow-popups",
    crossOriginResourcePolicy: "same-origin",
    crossOriginEmbedderPolicy: false,
    originAgentCluster: "?1",
    xDnsPrefetchControl: "off",
    xDownloadOptions: "noopen",
    xPermittedCrossDomainPolicies: "none",
    xXssProtection: "0",
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
  });
}
