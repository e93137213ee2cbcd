import { readFileSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "./repo-root.ts";

/** The app version from the root package.json, plus the commit when the deploy sets GIT_SHA. */
function readVersion(): string {
  const root = JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")) as {
    version: string;
  };
  const sha = process.env.GIT_SHA?.slice(0, 12);
  return sha ? `${root.version}+${sha}` : root.version;
}

export const appVersion = readVersion();
