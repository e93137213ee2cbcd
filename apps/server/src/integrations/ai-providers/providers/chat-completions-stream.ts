import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import {
  APICallError,
  type LanguageModelV4CallOptions,
  type LanguageModelV4FinishReason,
  type LanguageModelV4StreamPart,
  type LanguageModelV4StreamResult,
} from "@ai-sdk/provider";
import { createParser } from "eventsource-parser";
import { providerMessage } from "../connection-test.ts";

/**
 * A streamed chat completion over the OpenAI protocol, read straight off a Node socket (ADR 0113).
 *
 * The AI SDK's `doStream` reads the answer through `fetch`'s body and four web-stream stages (text
 * decoding, event parsing, JSON parsing with a zod check of every chunk, then the mapping to stream
 * parts). With a model's answer arriving in many small chunks, that plumbing was about 40% of the
 * server's CPU per generation (bench/README.md, ai-streaming, seventeenth session). Here each chunk
 * goes from the socket through `eventsource-parser` and `JSON.parse` into one stream of parts.
 *
 * Only what the generation engine asks (`stream-model-text.ts`: a system and a user message of
 * text, an output cap, a signal) is sent this way; `canStream` says whether a call fits, and the
 * caller hands any other call (tools, images, JSON output, sampling options) to the SDK.
 */

type ChatEndpoint = { baseUrl: string; apiKey: string | undefined };

type ChatMessage = { role: "system" | "user" | "assistant"; content: string };

/** The call options this path sends as they are; anything else is the SDK's to send. */
const HANDLED_OPTIONS = new Set(["prompt", "maxOutputTokens", "abortSignal"]);

/** The call's messages as plain text, or undefined when any of it is not text. */
function textMessages(prompt: LanguageModelV4CallOptions["prompt"]): ChatMessage[] | undefined {
  const messages: ChatMessage[] = [];
  for (const message of prompt) {
    if (message.role === "system") {
      messages.push({ role: "system", content: message.content });
      continue;
    }
    if (message.role !== "user" && message.role !== "assistant") return undefined;
    let content = "";
    for (const part of message.content) {
      if (part.type !== "text") return undefined;
      content += part.text;
    }
    messages.push({ role: message.role, content });
  }
  return messages;
}

/** Whether `streamChatCompletion` sends this call exactly as the SDK would. */
export function canStream(options: LanguageModelV4CallOptions): boolean {
  const unhandled = Object.entries(options).some(
    ([key, value]) => value !== undefined && !HANDLED_OPTIONS.has(key),
  );
  return !unhandled && textMessages(options.prompt) !== undefined;
}

function headersOf(response: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers))
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : value;
  return headers;
}

const FINISH_REASONS: Record<string, LanguageModelV4FinishReason["unified"]> = {
  stop: "stop",
  length: "length",
  content_filter: "content-filter",
  tool_calls: "tool-calls",
  function_call: "tool-calls",
};

type Chunk = {
  error?: { message?: unknown };
  choices?: Array<{ delta?: { content?: unknown } | null; finish_reason?: unknown }>;
};

/** Why the call was stopped, as an error (the SDK's `fetch` rejects with the signal's reason). */
function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error
    ? signal.reason
    : new DOMException("This operation was aborted", "AbortError");
}

/** Reads a response body of at most 64 KiB (an error's), as text. */
function readText(response: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = "";
    response.setEncoding("utf8");
    response.on("data", (piece: string) => {
      if (text.length < 65_536) text += piece;
    });
    response.on("end", () => resolve(text));
    response.on("error", () => resolve(text));
  });
}

/**
 * Sends the chat completion request and resolves with the response once its headers arrive: an
 * `APICallError` (retryable or not, by the SDK's rule) for a refusal or a connection that failed.
 */
function post(
  url: URL,
  headers: Record<string, string>,
  requestBodyValues: unknown,
  signal: AbortSignal | undefined,
): Promise<IncomingMessage> {
  const body = JSON.stringify(requestBodyValues);
  headers["content-length"] = String(Buffer.byteLength(body));
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const request = client.request(url, { method: "POST", headers }, (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 200 && status < 300) {
        resolve(response);
        return;
      }
      // `APICallError` applies the SDK's rule for which statuses are worth a retry.
      void readText(response).then((responseBody) =>
        reject(
          new APICallError({
            message: providerMessage(responseBody) ?? response.statusMessage ?? `HTTP ${status}`,
            url: url.href,
            requestBodyValues,
            statusCode: status,
            responseHeaders: headersOf(response),
            responseBody,
          }),
        ),
      );
    });
    request.on("error", (error) => {
      if (signal?.aborted) {
        reject(abortReason(signal));
        return;
      }
      reject(
        new APICallError({
          message: `Cannot connect to API: ${error.message}`,
          cause: error,
          url: url.href,
          requestBodyValues,
          isRetryable: true,
        }),
      );
    });
    // Not `http.request`'s own `signal` option: it stops listening once the request is sent, and
    // a Stop mid-answer must close the connection (the provider stops generating, and billing).
    if (signal) {
      const abort = () => request.destroy(abortReason(signal));
      if (signal.aborted) abort();
      signal.addEventListener("abort", abort, { once: true });
      request.on("close", () => signal.removeEventListener("abort", abort));
    }
    request.end(body);
  });
}

/**
 * Streams a chat completion (`POST {baseUrl}/chat/completions`, `stream: true`) as the SDK's
 * stream parts: text deltas, an error part for a chunk that is not JSON or carries an error, and
 * a finish part. The stream errors if the connection ends before the provider finished.
 */
export async function streamChatCompletion(
  endpoint: ChatEndpoint,
  modelId: string,
  options: LanguageModelV4CallOptions,
): Promise<LanguageModelV4StreamResult> {
  const messages = textMessages(options.prompt);
  if (!messages) throw new Error("Only text messages are streamed here (see canStream).");
  const body = { model: modelId, max_tokens: options.maxOutputTokens, messages, stream: true };
  const headers: Record<string, string> = {
    "content-type": "application/json",
    accept: "text/event-stream",
    // Some API gateways turn away requests that do not say who sends them.
    "user-agent": "outsmart",
  };
  if (endpoint.apiKey) headers.authorization = `Bearer ${endpoint.apiKey}`;
  const response = await post(
    new URL(`${endpoint.baseUrl}/chat/completions`),
    headers,
    body,
    options.abortSignal,
  );

  let finishReason: LanguageModelV4FinishReason = { unified: "other", raw: undefined };
  let textStarted = false;
  const stream = new ReadableStream<LanguageModelV4StreamPart>({
    start(controller) {
      controller.enqueue({ type: "stream-start", warnings: [] });
      const parser = createParser({
        onEvent(event) {
          if (event.data === "[DONE]") return;
          let chunk: Chunk;
          try {
            chunk = JSON.parse(event.data) as Chunk;
          } catch (error) {
            controller.enqueue({ type: "error", error });
            return;
          }
          if (typeof chunk !== "object" || chunk === null) {
            controller.enqueue({
              type: "error",
              error: new Error("The AI provider sent a chunk that is not an object."),
            });
            return;
          }
          if (chunk.error) {
            const message = chunk.error.message;
            controller.enqueue({
              type: "error",
              error: new Error(typeof message === "string" ? message : "The provider failed."),
            });
            return;
          }
          const choice = chunk.choices?.[0];
          if (typeof choice?.finish_reason === "string")
            finishReason = {
              unified: FINISH_REASONS[choice.finish_reason] ?? "other",
              raw: choice.finish_reason,
            };
          const delta = choice?.delta?.content;
          if (typeof delta !== "string" || delta === "") return;
          if (!textStarted) {
            textStarted = true;
            controller.enqueue({ type: "text-start", id: "txt-0" });
          }
          controller.enqueue({ type: "text-delta", id: "txt-0", delta });
        },
      });
      let ended = false;
      const cutOff = () => {
        if (ended) return;
        ended = true;
        const signal = options.abortSignal;
        controller.error(
          signal?.aborted
            ? abortReason(signal)
            : new Error("The AI provider's stream ended before the answer was complete."),
        );
      };
      response.setEncoding("utf8");
      response.on("data", (piece: string) => {
        // Whatever the provider sends, a bad chunk fails this stream, never the process.
        try {
          parser.feed(piece);
        } catch (error) {
          ended = true;
          controller.error(error);
          response.destroy();
        }
      });
      response.on("end", () => {
        ended = true;
        if (textStarted) controller.enqueue({ type: "text-end", id: "txt-0" });
        controller.enqueue({
          type: "finish",
          finishReason,
          usage: {
            inputTokens: {
              total: undefined,
              noCache: undefined,
              cacheRead: undefined,
              cacheWrite: undefined,
            },
            outputTokens: { total: undefined, text: undefined, reasoning: undefined },
          },
        });
        controller.close();
      });
      // A connection that drops (or a Stop) mid-answer: an error, then a close without an end.
      response.on("error", cutOff);
      response.on("close", cutOff);
    },
    cancel() {
      response.destroy();
    },
  });
  return { stream, request: { body }, response: { headers: headersOf(response) } };
}
