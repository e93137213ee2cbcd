import fs from "node:fs";
import path from "node:path";
import { repoRoot } from "../lib/repo-root.ts";
import { type Config, ConfigError, loadConfig } from "./env.ts";

/**
 * The configuration from the environment and the repository's `.env` (variables already set in the
 * environment win). A bad value prints the variable's problem and exits: the server and the
 * operator commands fail the same way.
 */
export function readConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  const envFile = path.join(repoRoot, ".env");
  if (fs.existsSync(envFile)) process.loadEnvFile(envFile);
  try {
    return loadConfig(env, repoRoot);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
