import { type LoggerOptions, pino, type Logger } from "pino";
import { serializeError } from "./log-serializers.ts";

export type { Logger };

/** Keys whose values are secrets wherever they appear (one or two levels deep). */
const secretKeys = [
  "password",
  "currentPassword",
  "newPassword",
  "token",
  "secret",
  "appSecret",
  "appKey",
  "apiKey",
  "authorization",
  "cookie",
  "backupCode",
];

/** The options every server logger uses (tests build loggers from them too). */
export function loggerOptions(options: { level: string; name?: string }): LoggerOptions {
  return {
    name: options.name ?? "outsmart",
    level: options.level,
    serializers: { err: serializeError, error: serializeError },
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        'res.headers["set-cookie"]',
        ...secretKeys.flatMap((key) => [`*.${key}`, `*.*.${key}`]),
      ],
      censor: "[redacted]",
    },
  };
}

export function createLogger(options: {
  level: string;
  format: "pretty" | "json";
  name?: string;
}): Logger {
  return pino({
    ...loggerOptions(options),
    ...(options.format === "pretty"
      ? {
          transport: {
            target: "pino-pretty",
            options: { colorize: true, translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname,name" },
          },
        }
      : {}),
  });
}

/** A logger that writes nothing, for tests that do not look at logs. */
export function createSilentLogger(): Logger {
  return pino({ level: "silent" });
}
