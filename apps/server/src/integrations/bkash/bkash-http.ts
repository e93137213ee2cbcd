/** The outcome of one HTTP POST to bKash, before anyone interprets the body. */
export type HttpOutcome =
  | { kind: "answered"; status: number; body: unknown }
  | { kind: "timeout"; detail: string }
  | { kind: "network"; detail: string };

/**
 * POSTs JSON and reads the answer within `timeoutMs` (reading the body included). The body is
 * the parsed JSON, or undefined when it is not JSON. Never throws: timeouts and network errors are
 * outcomes, because for bKash they mean "we do not know", not "it failed".
 */
export async function postJson(options: {
  fetch: typeof fetch;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  timeoutMs: number;
}): Promise<HttpOutcome> {
  try {
    const response = await options.fetch(options.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        ...options.headers,
      },
      body: JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { kind: "answered", status: response.status, body };
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    if (name === "TimeoutError" || name === "AbortError")
      return { kind: "timeout", detail: `no answer within ${options.timeoutMs} ms` };
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
    const detail = [error instanceof Error ? error.message : String(error), cause?.message]
      .filter(Boolean)
      .join(": ");
    return { kind: "network", detail };
  }
}
