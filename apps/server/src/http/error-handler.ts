import type { ApiError } from "@outsmart/contracts/errors";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ZodError } from "zod";
import { AppError } from "../lib/app-error.ts";
import type { Logger } from "../lib/logger.ts";
import type { AppEnv } from "./app-env.ts";

function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "The request is not valid.";
  const field = issue.path.join(".");
  return field ? `${field}: ${issue.message}` : issue.message;
}

function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) return new AppError("BAD_REQUEST", describeZodError(error));
  if (error instanceof HTTPException) {
    if (error.status === 413) return new AppError("PAYLOAD_TOO_LARGE", "The request is too large.");
    if (error.status === 401) return new AppError("UNAUTHENTICATED", "Please sign in to continue.");
    if (error.status === 403)
      return new AppError("FORBIDDEN", error.message || "You are not allowed to do that.");
    if (error.status === 429)
      return new AppError(
        "RATE_LIMITED",
        error.message || "Too many requests. Please wait a moment and try again.",
      );
    if (error.status < 500)
      return new AppError("BAD_REQUEST", error.message || "The request is not valid.");
  }
  return undefined;
}

export function errorBody(error: AppError): ApiError {
  return {
    success: false,
    error: error.message,
    code: error.code,
    ...(error.details ? { details: error.details } : {}),
  };
}

/**
 * The one place errors become responses: expected errors keep their message and status,
 * anything else is logged with its stack and answered with a generic 500 (no stack, no SQL).
 */
export function createErrorHandler(logger: Logger) {
  return (error: Error, c: Context<AppEnv>) => {
    const known = toAppError(error);
    const log = c.get("logger") ?? logger;
    if (known) {
      if (known.status >= 500) log.error({ err: error }, known.message);
      const retryAfter = known.details?.retryAfterSeconds;
      if (typeof retryAfter === "number") c.header("Retry-After", String(retryAfter));
      return c.json(errorBody(known), known.status as ContentfulStatusCode);
    }
    log.error({ err: error }, "Unhandled error");
    const internal = new AppError(
      "INTERNAL",
      "Something went wrong on our side. Please try again.",
    );
    return c.json(errorBody(internal), 500);
  };
}
