import { type ErrorCode, errorStatus } from "@outsmart/contracts/errors";

/**
 * The one error type services throw for expected failures. The error middleware turns it into
 * the seed's `{ success: false, error }` envelope with the status that `errorStatus` assigns.
 * `message` is shown to users, so it must be written for them.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: Record<string, unknown> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options?: { cause?: unknown; details?: Record<string, unknown> },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.status = errorStatus[code];
    this.details = options?.details;
  }
}
