import type { ApiError } from "@outsmart/contracts/errors";
import { ApiClientError, networkErrorMessage } from "./api-error";

type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Our error envelope (contracts/errors.ts), checked by hand: this module must not load zod. */
function isApiError(payload: unknown): payload is ApiError {
  return (
    isRecord(payload) &&
    payload.success === false &&
    typeof payload.error === "string" &&
    typeof payload.code === "string" &&
    (payload.details === undefined || isRecord(payload.details))
  );
}

/** Errors come as our `{ success: false, error }` envelope, or as the auth library's `{ message, code }`. */
export function responseError(payload: unknown, status: number): ApiClientError {
  if (isApiError(payload))
    return new ApiClientError(payload.error, status, payload.code, payload.details ?? {});
  if (
    payload &&
    typeof payload === "object" &&
    "message" in payload &&
    typeof payload.message === "string"
  ) {
    const code =
      "code" in payload && typeof payload.code === "string" ? payload.code : "BAD_REQUEST";
    return new ApiClientError(payload.message, status, code);
  }
  return new ApiClientError(
    `The server answered with an error (${status}).`,
    status,
    status >= 500 ? "INTERNAL" : "BAD_REQUEST",
  );
}

/**
 * Calls our own API (same origin, cookies included) and returns its answer typed as the
 * contract's response type `T`. Failures are thrown as ApiClientError with the server's message.
 *
 * The answer is not checked at run time: both sides take their types from the same contracts, so
 * the typecheck keeps them in step, and loading zod here cost every signed-in screen ~25 KiB of
 * JavaScript (docs/decisions/0055-signed-in-javascript.md).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? "GET",
      credentials: "same-origin",
      headers:
        options.body === undefined
          ? { Accept: "application/json" }
          : { Accept: "application/json", "Content-Type": "application/json" },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiClientError(networkErrorMessage, 0, "NETWORK");
  }
  const payload: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) throw responseError(payload, response.status);
  return payload as T;
}

/**
 * Downloads a file from our own API (same origin, cookies included): its bytes and the name the
 * server gave it (Content-Disposition). Failures are thrown as ApiClientError, as by apiRequest.
 */
export async function apiDownload(
  path: string,
): Promise<{ blob: Blob; fileName: string | undefined }> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: "same-origin" });
  } catch {
    throw new ApiClientError(networkErrorMessage, 0, "NETWORK");
  }
  if (!response.ok) throw responseError(await response.json().catch(() => null), response.status);
  const disposition = response.headers.get("Content-Disposition") ?? "";
  const fileName = /filename="([^"]+)"/u.exec(disposition)?.[1];
  return { blob: await response.blob(), fileName };
}
