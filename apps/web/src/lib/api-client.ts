import { apiErrorSchema } from "@outsmart/contracts/errors";
import type { z } from "zod";
import { ApiClientError, networkErrorMessage } from "./api-error";

type RequestOptions<Schema extends z.ZodType> = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  schema: Schema;
  signal?: AbortSignal;
};

/**
 * Calls our own API (same origin, cookies included) and validates the response against its
 * contract. Errors arrive as `{ success: false, error }` and are thrown as ApiClientError.
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
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(payload);
    if (parsed.success)
      throw new ApiClientError(parsed.data.error, response.status, parsed.data.code);
    throw new ApiClientError(
      `The server answered with an error (${response.status}).`,
      response.status,
      response.status >= 500 ? "INTERNAL" : "BAD_REQUEST",
    );
  }
  return options.schema.parse(payload);
}
