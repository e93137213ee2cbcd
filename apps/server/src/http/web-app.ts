import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import {
  type InterfaceLanguage,
  isInterfaceLanguage,
  localizedPath,
  localizedPublicPaths,
  splitLocalizedPath,
} from "@outsmart/contracts/interface-language";
import {
  interfaceLanguageCookie,
  languageFromAcceptLanguage,
  languageFromCookie,
} from "@outsmart/contracts/interface-language-choice";
import { isAppRoute, legacyRedirects, normalizePathname } from "@outsmart/contracts/routes";
import type { Context, Handler } from "hono";
import type { Logger } from "../lib/logger.ts";
import type { AppEnv } from "./app-env.ts";
import { createRoutePreloads, readRouteManifest, type RoutePreloads } from "./route-preloads.ts";
import { documentContentSecurityPolicy } from "./security-headers.ts";

type StaticFile = {
  body: Buffer;
  /** Compressed once, on first request (not at start-up, which must stay fast). */
  compressed: { gzip?: Buffer; br?: Buffer } | undefined;
  contentType: string;
  etag: string;
  cacheControl: string;
  contentSecurityPolicy: string | undefined;
};

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".map": "application/json; charset=utf-8",
};

const compressible = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".json",
  ".webmanifest",
  ".txt",
  ".xml",
  ".svg",
  ".map",
]);

/** Files the build writes for itself, never for browsers. */
const hiddenFiles = new Set(["/__spa-fallback.html"]);

const inlineScriptPattern = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP hashes of every inline script in a built page (they are static, so hashing works). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(inlineScriptPattern)) {
    const content = match[1] ?? "";
    if (content.length > 0)
      hashes.add(`sha256-${createHash("sha256").update(content).digest("base64")}`);
  }
  return [...hashes];
}

function listFiles(dir: string, prefix = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    // Build metadata and hidden source maps are for us, not for browsers.
    if (entry.name === ".vite" || entry.name.endsWith(".map")) return [];
    const relative = `${prefix}/${entry.name}`;
    return entry.isDirectory() ? listFiles(path.join(dir, entry.name), relative) : [relative];
  });
}

function loadFile(buildDir: string, relative: string): StaticFile {
  return staticFile(relative, fs.readFileSync(path.join(buildDir, relative)));
}

function staticFile(relative: string, body: Buffer): StaticFile {
  const extension = path.extname(relative).toLowerCase();
  const isHtml = extension === ".html";
  return {
    body,
    compressed: compressible.has(extension) && body.length > 512 ? {} : undefined,
    contentType: contentTypes[extension] ?? "application/octet-stream",
    etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
    // Hashed build assets never change; pages must be revalidated so a deploy is seen at once.
    cacheControl: relative.startsWith("/assets/")
      ? "public, max-age=31536000, immutable"
      : isHtml
        ? "no-cache"
        : "public, max-age=3600",
    contentSecurityPolicy: isHtml
      ? documentContentSecurityPolicy(inlineScriptHashes(body.toString("utf8")))
      : undefined,
  };
}

/** "/pricing/index.html" → "/pricing", "/index.html" → "/". */
function pagePath(relative: string): string | undefined {
  if (!relative.endsWith("/index.html")) return undefined;
  return relative.slice(0, -"/index.html".length) || "/";
}

function preferredEncoding(acceptEncoding: string): "br" | "gzip" | undefined {
  if (/\bbr\b/.test(acceptEncoding)) return "br";
  if (/\bgzip\b/.test(acceptEncoding)) return "gzip";
  return undefined;
}

function compress(body: Buffer, encoding: "br" | "gzip"): Buffer {
  return encoding === "br"
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : zlib.gzipSync(body, { level: 9 });
}

function respond(
  c: Context<AppEnv>,
  file: StaticFile,
  status: 200 | 404 = 200,
  vary = "Accept-Encoding",
): Response {
  const headers = new Headers({
    "Content-Type": file.contentType,
    "Cache-Control": file.cacheControl,
    ETag: file.etag,
    Vary: vary,
  });
  if (file.contentSecurityPolicy)
    headers.set("Content-Security-Policy", file.contentSecurityPolicy);
  if (status === 200 && c.req.header("if-none-match") === file.etag) {
    return new Response(null, { status: 304, headers });
  }
  const encoding = file.compressed
    ? preferredEncoding(c.req.header("accept-encoding") ?? "")
    : undefined;
  let body = file.body;
  if (file.compressed && encoding) {
    body = file.compressed[encoding] ??= compress(file.body, encoding);
    headers.set("Content-Encoding", encoding);
  }
  headers.set("Content-Length", String(body.length));
  return new Response(c.req.method === "HEAD" ? null : new Uint8Array(body), { status, headers });
}

/**
 * Serves the built React app from memory (each file compressed once, when first asked for): hashed assets with
 * long caching, prerendered pages as they are, every other app route with the SPA shell (200),
 * and anything unknown with the same shell and HTTP 404 so the app shows its not-found page.
 */
export function createWebAppHandler(options: {
  buildDir: string;
  logger: Logger;
}): Handler<AppEnv> {
  const { buildDir, logger } = options;
  const files = new Map<string, StaticFile>();
  const pages = new Map<string, StaticFile>();
  let shell: StaticFile | undefined;

  if (fs.existsSync(path.join(buildDir, "__spa-fallback.html"))) {
    for (const relative of listFiles(buildDir)) {
      const file = loadFile(buildDir, relative);
      if (relative === "/__spa-fallback.html") shell = file;
      const page = pagePath(relative);
      if (page) pages.set(page, file);
      if (!hiddenFiles.has(relative)) files.set(relative, file);
    }
    logger.debug(
      { buildDir, files: files.size, pages: [...pages.keys()] },
      "Loaded the web app build",
    );
  } else {
    logger.warn(
      { buildDir },
      "The web app is not built; pages will answer 503 until `npm run build` has run",
    );
  }
  const shellFor = shell ? shellVariants(shell, buildDir) : undefined;

  return (c) => {
    const rawPath = c.req.path;
    const normalized = normalizePathname(rawPath);
    const query = new URL(c.req.url).search;

    const redirectTarget = legacyRedirects[normalized];
    if (redirectTarget) return c.redirect(`${redirectTarget}${query}`, 302);
    if (normalized !== rawPath) return c.redirect(`${normalized}${query}`, 301);

    const localized = splitLocalizedPath(rawPath);
    if ((localizedPublicPaths as readonly string[]).includes(localized.path)) {
      const choice = publicPageLanguage(c, localized.path, localized.language);
      if (choice) return choice;
      const page = pages.get(rawPath);
      if (page) return respond(c, page, 200, "Accept-Encoding, Cookie, Accept-Language");
    }

    const file = files.get(rawPath) ?? pages.get(rawPath);
    if (file) return respond(c, file);

    if (!shell) {
      return c.text(
        "The web app has not been built yet. Run `npm run build` (npm start does this for you).",
        503,
      );
    }
    if (isAppRoute(rawPath) && shellFor)
      return respond(c, shellFor(rawPath, c.req.header("cookie")), 200, "Accept-Encoding, Cookie");
    // A missing asset is a plain 404: sending HTML for a script URL only produces confusing errors.
    if (path.extname(rawPath)) return c.text("Not found", 404);
    return respond(c, shell, 404);
  };
}

/**
 * The public pages that exist in every language (`/`, `/pricing`; `/bn`, `/bn/pricing`): a
 * redirect when the visitor's language is another one, else undefined (serve the page asked for).
 * `?lang=` is the language switch: remembered in the cookie, then the clean address. The English
 * addresses follow the cookie, else (first visit) the browser's Accept-Language; a /bn address
 * asked for is always served (docs/decisions/0066-choosing-the-interface-language.md).
 */
function publicPageLanguage(
  c: Context<AppEnv>,
  page: string,
  pageLanguage: InterfaceLanguage,
): Response | undefined {
  const url = new URL(c.req.url);
  const asked = url.searchParams.get("lang");
  if (asked !== null) {
    url.searchParams.delete("lang");
    const language = isInterfaceLanguage(asked) ? asked : pageLanguage;
    const response = c.redirect(`${localizedPath(page, language)}${url.search}`, 302);
    if (isInterfaceLanguage(asked))
      response.headers.append("Set-Cookie", interfaceLanguageCookie(asked));
    return response;
  }
  if (pageLanguage !== "en") return undefined;
  const chosen =
    languageFromCookie(c.req.header("cookie")) ??
    languageFromAcceptLanguage(c.req.header("accept-language"));
  if (chosen === pageLanguage) return undefined;
  const response = c.redirect(`${localizedPath(page, chosen)}${url.search}`, 302);
  response.headers.set("Vary", "Cookie, Accept-Language");
  return response;
}

/** Most variants there can be: one per screen (and tool) and signed in or not; more are not kept. */
const maxShellVariants = 256;

/**
 * The SPA shell with each screen's preloads in `<head>` (route-preloads.ts): one variant per set
 * of links, made and compressed once. Without a readable route manifest, the shell as built.
 */
function shellVariants(
  shell: StaticFile,
  buildDir: string,
): (pathname: string, cookie: string | undefined) => StaticFile {
  const routes = readRouteManifest(buildDir);
  const html = shell.body.toString("utf8");
  if (!routes) {
    const bangla = staticFile(
      "/__spa-fallback.html",
      Buffer.from(html.replace(/<html(?: lang="[^"]*")?/, '<html lang="bn"')),
    );
    return (pathname) => (/^\/bn(\/|$)/.test(pathname) ? bangla : shell);
  }
  const named = new Set([...html.matchAll(/\b(?:href|src)="([^"]+)"/g)].map((m) => m[1] ?? ""));
  const preloads: RoutePreloads = createRoutePreloads(routes, named);
  const variants = new Map<string, StaticFile>();
  return (pathname, cookie) => {
    const tags = preloads(pathname, { cookie });
    // The Bangla pages the browser renders (/bn/privacy …) say so in <html lang> from the start:
    // hydration does not correct the shell's attribute (root.tsx decides it from the address).
    const bangla = /^\/bn(\/|$)/.test(pathname);
    if (!tags && !bangla) return shell;
    const key = `${bangla ? "bn" : "en"}${tags ?? ""}`;
    let variant = variants.get(key);
    if (!variant) {
      let page = html.replace("</head>", `${tags ?? ""}</head>`);
      if (bangla) page = page.replace(/<html(?: lang="[^"]*")?/, '<html lang="bn"');
      variant = staticFile("/__spa-fallback.html", Buffer.from(page));
      if (variants.size < maxShellVariants) variants.set(key, variant);
    }
    return variant;
  };
}
