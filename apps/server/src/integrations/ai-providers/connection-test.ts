import { APICallError, type LanguageModelV4 } from "@ai-sdk/provider";
import type { ConnectionTest, ConnectionTestOptions } from "./provider-entry.ts";

/** How the pieces of a provider's `testConnection` are built: one request, timed and explained. */

const DEFAULT_TIMEOUT_MS = 15_000;

export const TEST_PROMPT = "Reply with the single word: ready";

/**
 * Times one attempt and turns its outcome into a `ConnectionTest`: the answer, or the failure in
 * words an operator can act on. Bounded by `timeoutMs` and by the caller's signal.
 */
export async function runConnectionTest(
  providerName: string,
  options: ConnectionTestOptions,
  attempt: (signal: AbortSignal) => Promise<{ answer: string; models?: string[] }>,
): Promise<ConnectionTest> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  try {
    const result = await attempt(signal);
    return { ok: true, latencyMs: latency(), ...result };
  } catch (error) {
    const latencyMs = latency();
    if (timeout.aborted)
      return {
        ok: false,
        latencyMs,
        error: `${providerName} did not answer within ${timeoutMs < 1000 ? `${timeoutMs} ms` : `${Math.round(timeoutMs / 1000)} s`}.`,
      };
    if (options.signal?.aborted) return { ok: false, latencyMs, error: "The test was stopped." };
    return { ok: false, latencyMs, error: describeProviderError(providerName, error) };
  }
}

const networkReasons: Record<string, string> = {
  ECONNREFUSED: "nothing is listening at that address (is it running, and is the URL right?)",
  ENOTFOUND: "that host name was not found (check the URL)",
  EAI_AGAIN: "that host name could not be looked up right now",
  ECONNRESET: "the connection was cut",
  UND_ERR_SOCKET: "the connection was cut",
  ETIMEDOUT: "the connection timed out",
  UND_ERR_CONNECT_TIMEOUT: "the connection timed out",
  EHOSTUNREACH: "that host cannot be reached from this server",
  CERT_HAS_EXPIRED: "its TLS certificate has expired",
  DEPTH_ZERO_SELF_SIGNED_CERT: "its TLS certificate is self-signed",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: "its TLS certificate could not be verified",
};

/** The first `code` found along an error's `cause` chain (Node's network errors carry one). */
function errorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === "string") return code;
    current = cause;
  }
  return undefined;
}

function oneLine(text: string, max = 300): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * A provider failure in plain words: what the status means for the operator, then the provider's
 * own message. Never includes the request (which carries the key).
 */
export function describeProviderError(providerName: string, error: unknown): string {
  const code = errorCode(error);
  if (code && networkReasons[code])
    return `Could not reach ${providerName}: ${networkReasons[code]}.`;
  if (APICallError.isInstance(error) && error.statusCode !== undefined) {
    const status = error.statusCode;
    const detail = oneLine(error.message);
    const said = detail ? ` It said: ${detail}` : "";
    if (status === 401) return `${providerName} refused the API key (401).${said}`;
    if (status === 403) return `${providerName} refused access with this key (403).${said}`;
    if (status === 404)
      return `${providerName} answered 404: check the base URL and the model id.${said}`;
    if (status === 429)
      return `${providerName} is rate-limiting this key or its quota is used up (429).${said}`;
    if (status >= 500) return `${providerName} had a server error (${status}).${said}`;
    return `${providerName} answered ${status}.${said}`;
  }
  if (code) return `Could not reach ${providerName} (${code}).`;
  const message = error instanceof Error ? oneLine(error.message) : "";
  return message ? `${providerName}: ${message}` : `${providerName} failed for an unknown reason.`;
}

/** One tiny completion: the model's reply to a one-word prompt, with at most 16 tokens of output. */
export async function askForOneWord(model: LanguageModelV4, signal: AbortSignal): Promise<string> {
  const result = await model.doGenerate({
    prompt: [{ role: "user", content: [{ type: "text", text: TEST_PROMPT }] }],
    maxOutputTokens: 16,
    abortSignal: signal,
  });
  return result.content
    .map((part) => (part.type === "text" ? part.text : ""))
    .join("")
    .trim();
}

/**
 * The provider's own words in a JSON error body (`{error: {message}}`, `{error: "…"}`,
 * `{message}`, `{detail}`); undefined when the body says none.
 */
export function providerMessage(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as {
      error?: string | { message?: unknown };
      message?: unknown;
      detail?: unknown;
    };
    const candidate =
      typeof parsed.error === "string"
        ? parsed.error
        : (parsed.error?.message ?? parsed.message ?? parsed.detail);
    if (typeof candidate === "string" && candidate) return candidate;
  } catch {
    // not JSON
  }
  return undefined;
}

/** The provider's message from an error body, or the raw text when it says none. */
function messageFromBody(body: string): string {
  return providerMessage(body) ?? body;
}

/**
 * GETs a provider's JSON. A non-2xx answer throws the AI SDK's `APICallError` (as its model calls
 * do), so `describeProviderError` explains both the same way.
 */
export async function getJson<T>(
  url: string,
  options: { headers?: Record<string, string>; fetch?: typeof fetch; signal: AbortSignal },
): Promise<T> {
  const response = await (options.fetch ?? fetch)(url, {
    headers: { accept: "application/json", ...options.headers },
    signal: options.signal,
  });
  const text = await response.text();
  if (!response.ok)
    throw new APICallError({
      message: oneLine(messageFromBody(text)) || response.statusText,
      url,
      requestBodyValues: undefined,
      statusCode: response.status,
      responseBody: text,
    });
  return JSON.parse(text) as T;
}

/** "3 models: a, b, c" (the first few), as a listing test's answer. */
export function modelListAnswer(models: readonly string[]): string {
  if (models.length === 0) return "Connected, but it offers no models yet.";
  const shown = models.slice(0, 5).join(", ");
  const more = models.length > 5 ? `, and ${models.length - 5} more` : "";
  return `${models.length} model${models.length === 1 ? "" : "s"}: ${shown}${more}`;
}
