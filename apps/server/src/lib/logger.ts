import { pino, type Logger } from "pino";

export type { Logger };

export function createLogger(options: {
  level: string;
  format: "pretty" | "json";
  name?: string;
}): Logger {
  return pino({
    name: options.name ?? "outsmart",
    level: options.level,
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        'res.headers["set-cookie"]',
        "*.password",
        "*.token",
        "*.secret",
      ],
      censor: "[redacted]",
    },
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
