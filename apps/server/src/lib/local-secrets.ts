import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Outside production, secrets that were not configured are generated once and kept in
 * DATA_DIR/secrets.json (0600), so `npm start` works with no setup and sessions survive restarts.
 * Production refuses to start without them (config/env.ts).
 */
export function readOrCreateLocalSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, "secrets.json");
  fs.mkdirSync(dataDir, { recursive: true });
  let secrets: Record<string, string> = {};
  try {
    secrets = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>;
  } catch {
    // first use
  }
  const existing = secrets[name];
  if (existing) return existing;
  const created = randomBytes(32).toString("base64url");
  fs.writeFileSync(file, `${JSON.stringify({ ...secrets, [name]: created }, null, 2)}\n`, {
    mode: 0o600,
  });
  return created;
}
