import { readFileSync } from "node:fs";

/** The app version from the root package.json, plus the commit when the deploy sets GIT_SHA. */
function readVersion(): string {
  const root = JSON.parse(
    readFileSync(new URL("../../../../package.json", import.meta.url), "utf8"),
  ) as { version: string };
  const sha = process.env.GIT_SHA?.slice(0, 12);
  return sha ? `${root.version}+${sha}` : root.version;
}

export const appVersion = readVersion();
