import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { builtFrom, type SourceSet, takeStamp, writeStamp } from "./source-fingerprint.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const webDir = path.join(root, "apps/web");
const buildDir = path.join(webDir, "build");
const stampFile = path.join(buildDir, ".fingerprint");

/** Everything the web build depends on. A change to any of these means "not built". */
const sources: SourceSet = {
  root,
  inputs: [
    "apps/web/src",
    "apps/web/build-support",
    "apps/web/public",
    "apps/web/package.json",
    "apps/web/vite.config.ts",
    "apps/web/react-router.config.ts",
    "packages/contracts/src",
    "package-lock.json",
  ],
  skip: /\.test\.tsx?$/,
};

/** Builds the web app unless the current build was made from exactly these sources. */
export async function ensureWebBuild(): Promise<void> {
  const built = fs.existsSync(path.join(buildDir, "client", "__spa-fallback.html"));
  const hasSources = fs.existsSync(path.join(webDir, "src"));
  if (built && !hasSources) return; // a deployment that ships only the build
  if (built && builtFrom(sources, stampFile)) return;
  console.log(
    built ? "Web app sources changed: rebuilding…" : "Building the web app (first start)…",
  );
  await buildWeb();
}

/** Builds the web app and stamps the build with its sources (`npm run build`: `--force`). */
export async function buildWeb(): Promise<void> {
  const stamp = takeStamp(sources);
  const require = createRequire(path.join(webDir, "package.json"));
  const cli = path.join(path.dirname(require.resolve("@react-router/dev/package.json")), "bin.cjs");
  const result = spawnSync(process.execPath, [cli, "build"], {
    cwd: webDir,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) {
    throw new Error("The web app build failed (see the output above).");
  }
  writeStamp(stampFile, stamp);
}

if (import.meta.main) {
  if (process.argv.includes("--force")) await buildWeb();
  else await ensureWebBuild();
}
