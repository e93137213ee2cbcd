import type { ErrorCode } from "@outsmart/contracts/errors";

/** An API call that failed: `message` is the server's user-facing text (the seed's `error` field). */
export class ApiClientError extends Error {
  readonly status: number;
  readonly code: ErrorCode | "NETWORK";

  constructor(message: string, status: number, code: ErrorCode | "NETWORK") {
    super(message);
    this.name = "ApiClientError";
    this.status = status;
    this.code = code;
  }
}

export const networkErrorMessage =
  "Could not reach the server. Check your connection and try again.";
