import { stdSerializers } from "pino";

/**
 * What an error may put in a log line. Errors from the database driver, the ORM and the AI SDK
 * carry the values of a query (`params`, a Drizzle message's "params: …" line, PostgreSQL's
 * `detail` such as "Key (email)=(…) already exists"), the request a provider was sent (the
 * customer's inputs), or a whole connection object. Only these fields are kept; the rest is
 * dropped, and messages are scrubbed of the values they quote.
 */
const keptFields = [
  "type",
  "name",
  "message",
  "stack",
  "code",
  "severity",
  "routine",
  "constraint",
  "table",
  "column",
  "statusCode",
  "status",
  "isRetryable",
  "reason",
] as const;

const MAX_CAUSE_DEPTH = 3;

/** Removes the values a message quotes; keeps what the error says happened. */
export function scrubMessage(message: string): string {
  return (
    message
      // Drizzle: "Failed query: <sql>\nparams: a,b,c"
      .replace(/\nparams:[\s\S]*$/u, "\nparams: [redacted]")
      // PostgreSQL: invalid input syntax for type uuid: "…", invalid input value for enum x: "…"
      .replace(/(for (?:type|enum) [\w ."]+): ".*"$/gmu, '$1: "[redacted]"')
      // PostgreSQL: Key (email)=(a@b.c) already exists
      .replace(/\)=\([^)]*\)/gu, ")=([redacted])")
  );
}

type SerializedError = Record<string, unknown>;

function serialize(error: unknown, depth: number): SerializedError | unknown {
  if (!(error instanceof Error)) return error;
  const full = stdSerializers.err(error) as SerializedError;
  const kept: SerializedError = {};
  for (const field of keptFields) {
    const value = full[field];
    if (value === undefined || (typeof value === "object" && value !== null)) continue;
    kept[field] = typeof value === "string" ? scrubMessage(value) : value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH)
    kept.cause = serialize(error.cause, depth + 1);
  return kept;
}

export function serializeError(error: unknown): SerializedError | unknown {
  return serialize(error, 0);
}
