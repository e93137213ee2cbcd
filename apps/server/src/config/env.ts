import path from "node:path";
import { z } from "zod";
import {
  type ProviderSettings,
  providerEnvShape,
  providerSettingsFromEnv,
} from "../integrations/ai-providers/provider-table.ts";

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
  ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const origins = (value ?? "")
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean);
      for (const origin of origins) {
        if (!URL.canParse(origin) || !/^https?:$/.test(new URL(origin).protocol)) {
          ctx.addIssue({
            code: "custom",
            message: `"${origin}" is not an origin such as https://app.example.com (comma-separated)`,
          });
          return z.NEVER;
        }
      }
      return origins.map((origin) => new URL(origin).origin);
    }),
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
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  WEB_BUILD_DIR: z.string().min(1).optional(),
  AUTH_SECRET: z
    .string()
    .min(32, "must be at least 32 characters (generate one with: openssl rand -base64 32)")
    .optional(),
  METRICS_TOKEN: z.string().min(1).optional(),
  SMTP_URL: urlWithScheme(["smtp", "smtps"], "smtps://user:pass@smtp.example.com:465").optional(),
  MAIL_FROM: z.string().min(3).default("Outsmart <no-reply@outsmart.local>"),
  REDIS_URL: urlWithScheme(["redis", "rediss"], "redis://127.0.0.1:6379").optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GITHUB_CLIENT_ID: z.string().min(1).optional(),
  GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
  // OLLAMA_BASE_URL, OPENAI_API_KEY, … : each AI provider declares its own (provider-table.ts).
  ...providerEnvShape,
  MODELS_FILE: z.string().min(1).optional(),
  AI_FIRST_TOKEN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  AI_TOTAL_TIMEOUT_MS: z.coerce.number().int().min(1000).max(1_800_000).default(180_000),
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  BKASH_MODE: z.enum(["local-sandbox", "sandbox", "live"]).default("local-sandbox"),
  BKASH_API_VERSION: z.enum(["v1.2.0-beta", "v2"]).default("v1.2.0-beta"),
  BKASH_BASE_URL: z.url().optional(),
  BKASH_USERNAME: z.string().min(1).optional(),
  BKASH_PASSWORD: z.string().min(1).optional(),
  BKASH_APP_KEY: z.string().min(1).optional(),
  BKASH_APP_SECRET: z.string().min(1).optional(),
  ALLOW_LOCAL_PAYMENT_SANDBOX: booleanString.default(false),
  OPERATOR_NAME: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .default("the operator of this Outsmart installation"),
  OPERATOR_EMAIL: z
    .email({ error: "must be an e-mail address such as support@example.com" })
    .default("support@outsmart.local"),
});

export type Env = z.infer<typeof envSchema>;

type OAuthClient = { clientId: string; clientSecret: string };

export type Config = {
  env: Env["NODE_ENV"];
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  /** Origins besides PUBLIC_URL (and its loopback aliases) that may send state-changing requests. */
  allowedOrigins: string[];
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  logLevel: Env["LOG_LEVEL"];
  logFormat: "pretty" | "json";
  trustProxy: boolean;
  shutdownTimeoutMs: number;
  /** After a stop signal, how long /api/ready answers 503 while new connections are still served. */
  shutdownDrainMs: number;
  webBuildDir: string;
  /** Undefined outside production means "use the one generated in DATA_DIR" (lib/local-secrets.ts). */
  authSecret: string | undefined;
  /** Lets a scraper off this machine read /metrics with `Authorization: Bearer …` (ADR 0063). */
  metricsToken: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  /** Who runs this installation: shown on /privacy, /terms and /contact (GET /api/site). */
  operator: { name: string; email: string };
  socialProviders: { google?: OAuthClient; github?: OAuthClient };
  bkash:
    | { mode: "local-sandbox" }
    | {
        mode: "sandbox" | "live";
        apiVersion: "v1.2.0-beta" | "v2";
        baseUrl: string;
        credentials: { username: string; password: string; appKey: string; appSecret: string };
      };
  ai: {
    providers: AiProviderSettings;
    /** JSON file with model overrides and custom models (docs/ai-models.md). */
    modelsFile: string | undefined;
    firstTokenTimeoutMs: number;
    totalTimeoutMs: number;
    maxRetries: number;
  };
};

/**
 * Where each AI provider is reached, by provider id; a provider without its key (or URL) is "not
 * configured" and has none. Each provider's entry says how its settings come from the environment.
 */
export type AiProviderSettings = ProviderSettings;

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
  if (isProduction && env.METRICS_TOKEN !== undefined) {
    if (env.METRICS_TOKEN.length < 32)
      problems.push(
        "METRICS_TOKEN: must be at least 32 characters in production (generate one with: openssl rand -base64 32)",
      );
    else if (placeholderSecrets.some((pattern) => pattern.test(env.METRICS_TOKEN ?? "")))
      problems.push(
        "METRICS_TOKEN: looks like an example value; generate a real one with: openssl rand -base64 32",
      );
  }
  if (isProduction && env.BKASH_MODE === "local-sandbox" && !env.ALLOW_LOCAL_PAYMENT_SANDBOX) {
    problems.push(
      "BKASH_MODE: is local-sandbox (fake payments that add real credits) in production; set BKASH_MODE=live with your bKash credentials, or ALLOW_LOCAL_PAYMENT_SANDBOX=true for a demo",
    );
  }
  const bkashCredentials = {
    username: env.BKASH_USERNAME,
    password: env.BKASH_PASSWORD,
    appKey: env.BKASH_APP_KEY,
    appSecret: env.BKASH_APP_SECRET,
  };
  if (env.BKASH_MODE !== "local-sandbox") {
    for (const [key, value] of Object.entries({
      BKASH_USERNAME: bkashCredentials.username,
      BKASH_PASSWORD: bkashCredentials.password,
      BKASH_APP_KEY: bkashCredentials.appKey,
      BKASH_APP_SECRET: bkashCredentials.appSecret,
    })) {
      if (!value) problems.push(`${key}: is required when BKASH_MODE=${env.BKASH_MODE}`);
    }
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
    allowedOrigins: env.ALLOWED_ORIGINS,
    dataDir: path.resolve(repoRoot, env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT ?? (process.stdout.isTTY && !isProduction ? "pretty" : "json"),
    trustProxy: env.TRUST_PROXY,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
    webBuildDir: path.resolve(repoRoot, env.WEB_BUILD_DIR ?? "apps/web/build/client"),
    authSecret: env.AUTH_SECRET,
    metricsToken: env.METRICS_TOKEN,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    redisUrl: env.REDIS_URL,
    operator: { name: env.OPERATOR_NAME, email: env.OPERATOR_EMAIL },
    socialProviders: { ...(google ? { google } : {}), ...(github ? { github } : {}) },
    bkash:
      env.BKASH_MODE === "local-sandbox"
        ? { mode: "local-sandbox" }
        : {
            mode: env.BKASH_MODE,
            apiVersion: env.BKASH_API_VERSION,
            baseUrl: (
              env.BKASH_BASE_URL ??
              (env.BKASH_MODE === "live"
                ? "https://tokenized.pay.bka.sh"
                : "https://tokenized.sandbox.bka.sh")
            ).replace(/\/+$/, ""),
            credentials: {
              username: bkashCredentials.username ?? "",
              password: bkashCredentials.password ?? "",
              appKey: bkashCredentials.appKey ?? "",
              appSecret: bkashCredentials.appSecret ?? "",
            },
          },
    ai: {
      providers: providerSettingsFromEnv(env),
      modelsFile: env.MODELS_FILE ? path.resolve(repoRoot, env.MODELS_FILE) : undefined,
      firstTokenTimeoutMs: env.AI_FIRST_TOKEN_TIMEOUT_MS,
      totalTimeoutMs: env.AI_TOTAL_TIMEOUT_MS,
      maxRetries: env.AI_MAX_RETRIES,
    },
  };
}
