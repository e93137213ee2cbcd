import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { loggerOptions } from "./logger.ts";

/** Logs through the production options into memory and returns the JSON lines. */
function capture(log: (logger: pino.Logger) => void): string {
  let written = "";
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written += chunk.toString();
      done();
    },
  });
  const logger = pino(loggerOptions({ level: "info" }), sink);
  log(logger);
  return written;
}

const secretInputs = [
  "Rahima Akter",
  "rahima@example.com",
  "01712345678",
  "eco sneakers for Dhaka",
];

describe("logs keep no personal data, inputs or secrets", () => {
  it("drops a failed query's parameters and PostgreSQL's detail", () => {
    const pgError = Object.assign(new Error('invalid input syntax for type uuid: "01712345678"'), {
      code: "22P02",
      severity: "ERROR",
      detail: "Key (email)=(rahima@example.com) already exists.",
      client: { connectionParameters: { password: "db-password" } },
    });
    const error = new DrizzleQueryError(
      'update "profiles" set "first_name" = $1, "email" = $2 where "id" = $3',
      ["Rahima Akter", "rahima@example.com", "4f1d…"],
      pgError,
    );
    const line = capture((logger) => logger.error({ err: error }, "Unhandled error"));
    for (const secret of [...secretInputs.slice(0, 3), "db-password"])
      expect(line).not.toContain(secret);
    const logged = JSON.parse(line) as { err: { message: string; cause: { code: string } } };
    expect(logged.err.message).toContain('update "profiles" set "first_name" = $1');
    expect(logged.err.cause.code).toBe("22P02");
  });

  it("drops what an AI provider's error carries of the request (the customer's inputs)", () => {
    const error = Object.assign(new Error("Too many requests"), {
      statusCode: 429,
      isRetryable: true,
      url: "https://api.example.com/v1/chat/completions",
      requestBodyValues: {
        messages: [{ role: "user", content: "Product: eco sneakers for Dhaka" }],
      },
      responseHeaders: { authorization: "Bearer sk-live-secret" },
    });
    const line = capture((logger) => logger.warn({ err: error }, "AI provider failed"));
    expect(line).not.toContain("eco sneakers for Dhaka");
    expect(line).not.toContain("sk-live-secret");
    expect(JSON.parse(line).err).toMatchObject({ statusCode: 429, message: "Too many requests" });
  });

  it("censors passwords, tokens, secrets and cookies wherever a caller puts them", () => {
    const line = capture((logger) =>
      logger.info(
        {
          body: { password: "hunter2-long", token: "tok-123" },
          bkash: { appSecret: "app-secret-xyz" },
          req: { headers: { cookie: "outsmart.session_token=abc", authorization: "Bearer x" } },
        },
        "request",
      ),
    );
    for (const secret of [
      "hunter2-long",
      "tok-123",
      "app-secret-xyz",
      "session_token=abc",
      "Bearer x",
    ])
      expect(line).not.toContain(secret);
  });
});
