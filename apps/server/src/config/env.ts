import path from "node:path";
import { z } from "zod";

const booleanString = z
  .enum(["true", "false", "1", "0", "yes", "no"], { error: 'must be "true" or "false"' })
  .transform((value) => value === "true" || value === "1" || value === "yes");

const port = z.coerce
  .number({ error: "must be a whole number" })
  .int("must be a whole number")
  .min(0, "must be between 0 and 65535")
  .max(65535, "must be between 0 and 65535");

const postgresUrl = z
  .string()
  .refine(
    (value) => /^postgres(ql)?:\/\//.test(value),
    "must be a postgres:// or postgresql:// URL",
  );

/**
 * Every environment variable the server reads, with its default. Parsed once at start
 * (`loadConfig`); a bad value stops the process with the variable named.
 * `.env.example` documents each of these; keep the two in step.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: port.default(3000),
  HOST: z.string().min(1).optional(),
  PUBLIC_URL: z
    .url({ error: "must be an absolute URL such as https://outsmart.example.com" })
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: postgresUrl.optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LOG_FORMAT: z.enum(["pretty", "json"]).optional(),
  TRUST_PROXY: booleanString.default(false),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  WEB_BUILD_DIR: z.string().min(1).optional(),
});

export type Env = z.infer<typeof envSchema>;

export type Config = {
  env: Env["NODE_ENV"];
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  logLevel: Env["LOG_LEVEL"];
  logFormat: "pretty" | "json";
  trustProxy: boolean;
  shutdownTimeoutMs: number;
  webBuildDir: string;
};

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
    this.problems = problems;
  }
}

function describeIssue(
  issue: z.core.$ZodIssue,
  source: Record<string, string | undefined>,
): string {
  const name = issue.path.join(".") || "(environment)";
  const raw = source[name];
  const got = raw === undefined ? "" : ` (got ${JSON.stringify(raw)})`;
  return `${name}: ${issue.message}${got}`;
}

/**
 * Parses the environment into the typed config. `repoRoot` anchors relative paths
 * (DATA_DIR, WEB_BUILD_DIR) so the server behaves the same whatever its working directory.
 */
export function loadConfig(source: Record<string, string | undefined>, repoRoot: string): Config {
  // An empty variable (`PORT=`) means "not set", as in most tools.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => describeIssue(issue, cleaned)));
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === "production";
  const problems: string[] = [];
  if (isProduction && !env.PUBLIC_URL) {
    problems.push(
      "PUBLIC_URL: is required when NODE_ENV=production (the address users reach the app at)",
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const host = env.HOST ?? (isProduction ? "0.0.0.0" : "127.0.0.1");
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host,
    publicUrl,
    dataDir: path.resolve(repoRoot, env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT ?? (process.stdout.isTTY && !isProduction ? "pretty" : "json"),
    trustProxy: env.TRUST_PROXY,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    webBuildDir: path.resolve(repoRoot, env.WEB_BUILD_DIR ?? "apps/web/build/client"),
  };
}
