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

const urlWithScheme = (schemes: string[], example: string) =>
  z
    .string()
    .refine(
      (value) => schemes.some((scheme) => value.startsWith(`${scheme}://`)),
      `must be a ${schemes.map((scheme) => `${scheme}://`).join(" or ")} URL, e.g. ${example}`,
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
  DATABASE_URL: urlWithScheme(
    ["postgres", "postgresql"],
    "postgres://user:pass@host:5432/outsmart",
  ).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LOG_FORMAT: z.enum(["pretty", "json"]).optional(),
  TRUST_PROXY: booleanString.default(false),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  WEB_BUILD_DIR: z.string().min(1).optional(),
  AUTH_SECRET: z
    .string()
    .min(32, "must be at least 32 characters (generate one with: openssl rand -base64 32)")
    .optional(),
  SMTP_URL: urlWithScheme(["smtp", "smtps"], "smtps://user:pass@smtp.example.com:465").optional(),
  MAIL_FROM: z.string().min(3).default("Outsmart <no-reply@outsmart.local>"),
  REDIS_URL: urlWithScheme(["redis", "rediss"], "redis://127.0.0.1:6379").optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GITHUB_CLIENT_ID: z.string().min(1).optional(),
  GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
});

export type Env = z.infer<typeof envSchema>;

type OAuthClient = { clientId: string; clientSecret: string };

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
  /** Undefined outside production means "use the one generated in DATA_DIR" (lib/local-secrets.ts). */
  authSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  socialProviders: { google?: OAuthClient; github?: OAuthClient };
};

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
    this.problems = problems;
  }
}

/** Secrets copied from documentation or examples: never acceptable in production. */
const placeholderSecrets = [/change.?me/i, /^secret/i, /your.?secret/i, /example/i, /^(.)\1+$/];

function describeIssue(
  issue: z.core.$ZodIssue,
  source: Record<string, string | undefined>,
): string {
  const name = issue.path.join(".") || "(environment)";
  const raw = source[name];
  const shown =
    raw !== undefined && !/SECRET|PASSWORD/.test(name) ? ` (got ${JSON.stringify(raw)})` : "";
  return `${name}: ${issue.message}${shown}`;
}

function oauthClient(
  env: Env,
  name: "GOOGLE" | "GITHUB",
  problems: string[],
): OAuthClient | undefined {
  const clientId = env[`${name}_CLIENT_ID`];
  const clientSecret = env[`${name}_CLIENT_SECRET`];
  if (!clientId && !clientSecret) return undefined;
  if (!clientId || !clientSecret) {
    problems.push(`${name}_CLIENT_ID and ${name}_CLIENT_SECRET: set both or neither`);
    return undefined;
  }
  return { clientId, clientSecret };
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
  if (isProduction && !env.AUTH_SECRET) {
    problems.push(
      "AUTH_SECRET: is required when NODE_ENV=production (generate one with: openssl rand -base64 32)",
    );
  } else if (
    isProduction &&
    env.AUTH_SECRET &&
    placeholderSecrets.some((pattern) => pattern.test(env.AUTH_SECRET ?? ""))
  ) {
    problems.push(
      "AUTH_SECRET: looks like an example value; generate a real one with: openssl rand -base64 32",
    );
  }
  const google = oauthClient(env, "GOOGLE", problems);
  const github = oauthClient(env, "GITHUB", problems);
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
    authSecret: env.AUTH_SECRET,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    redisUrl: env.REDIS_URL,
    socialProviders: { ...(google ? { google } : {}), ...(github ? { github } : {}) },
  };
}
