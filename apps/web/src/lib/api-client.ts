import { apiErrorSchema } from "@outsmart/contracts/errors";
import type { z } from "zod";
import { ApiClientError, networkErrorMessage } from "./api-error";

type RequestOptions<Schema extends z.ZodType> = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  schema: Schema;
  signal?: AbortSignal;
};

/** Errors come as our `{ success: false, error }` envelope, or as the auth library's `{ message, code }`. */
export function responseError(payload: unknown, status: number): ApiClientError {
  const ours = apiErrorSchema.safeParse(payload);
  if (ours.success)
    return new ApiClientError(ours.data.error, status, ours.data.code, ours.data.details ?? {});
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
 * Calls our own API (same origin, cookies included) and validates the response against its
 * contract. Failures are thrown as ApiClientError with the server's message.
 */
export async function apiRequest<Schema extends z.ZodType>(
  path: string,
  options: RequestOptions<Schema>,
): Promise<z.infer<Schema>> {
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
  return options.schema.parse(payload);
}
