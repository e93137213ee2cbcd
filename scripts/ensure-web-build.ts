import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const webDir = path.join(root, "apps/web");
const buildDir = path.join(webDir, "build");
const stampFile = path.join(buildDir, ".fingerprint");

/** Everything the web build depends on. A change to any of these means "not built". */
const inputs = [
  "apps/web/src",
  "apps/web/build-support",
  "apps/web/public",
  "apps/web/package.json",
  "apps/web/vite.config.ts",
  "apps/web/react-router.config.ts",
  "packages/contracts/src",
  "package-lock.json",
];

function filesUnder(relative: string): string[] {
  const absolute = path.join(root, relative);
  if (!fs.existsSync(absolute)) return [];
  if (fs.statSync(absolute).isFile()) return [relative];
  return fs
    .readdirSync(absolute, { withFileTypes: true })
    .flatMap((entry) => filesUnder(path.join(relative, entry.name)))
    .filter((file) => !/\.test\.tsx?$/.test(file));
}

export function webBuildFingerprint(): string {
  const hash = createHash("sha256");
  for (const file of inputs.flatMap(filesUnder).sort()) {
    hash
      .update(file)
      .update("\0")
      .update(fs.readFileSync(path.join(root, file)))
      .update("\0");
  }
  return hash.digest("hex");
}

/** Builds the web app unless the current build was made from exactly these sources. */
export async function ensureWebBuild(): Promise<void> {
  const built = fs.existsSync(path.join(buildDir, "client", "__spa-fallback.html"));
  const hasSources = fs.existsSync(path.join(webDir, "src"));
  if (built && !hasSources) return; // a deployment that ships only the build
  const fingerprint = webBuildFingerprint();
  if (built && fs.existsSync(stampFile) && fs.readFileSync(stampFile, "utf8") === fingerprint)
    return;

  console.log(
    built ? "Web app sources changed: rebuilding…" : "Building the web app (first start)…",
  );
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
  fs.writeFileSync(stampFile, fingerprint);
}

if (import.meta.main) {
  await ensureWebBuild();
}
