import type { ErrorCode } from "@outsmart/contracts/errors";

/** An API call that failed: `message` is the server's user-facing text (the seed's `error` field). */
export class ApiClientError extends Error {
  readonly status: number;
  readonly code: ErrorCode | "NETWORK" | (string & {});
  readonly details: Record<string, unknown>;

  constructor(
    message: string,
    status: number,
    code: ApiClientError["code"],
    details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "ApiClientError";
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export const networkErrorMessage =
  "Could not reach the server. Check your connection and try again.";

/** The message to show for any error thrown by an API call. */
export function errorMessage(
  error: unknown,
  fallback = "Something went wrong. Please try again.",
): string {
  return error instanceof ApiClientError ? error.message : fallback;
}
