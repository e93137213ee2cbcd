import type { Context } from "hono";
import type { z } from "zod";
import { AppError } from "../lib/app-error.ts";

/** Reads and validates a JSON body; bad JSON or a schema mismatch becomes a 400 with a clear message. */
export async function readJson<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
): Promise<z.infer<Schema>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError("BAD_REQUEST", "The request body must be valid JSON.");
  }
  return schema.parse(body);
}
