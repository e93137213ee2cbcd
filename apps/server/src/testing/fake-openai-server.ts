import http from "node:http";
import type { AddressInfo, Socket } from "node:net";

/**
 * A loopback server speaking the OpenAI chat-completions protocol (streaming and not), so the
 * real provider client code runs in tests. Each request takes the next scripted reply, or the
 * default one; every request is recorded, and client disconnects are counted.
 */
export type FakeReply =
  | {
      kind: "text";
      text: string;
      chunkSize?: number;
      /** The stream's pieces exactly (joined they must equal `text`), e.g. splitting a character. */
      chunks?: readonly string[];
      chunkDelayMs?: number;
      firstTokenDelayMs?: number;
      /**
       * Writes each streamed event's UTF-8 bytes in two socket writes, cut inside its first
       * multi-byte character (a Bengali letter's three bytes split 1 + 2), pausing between them.
       */
      splitBytesOnWire?: boolean;
    }
  | { kind: "status"; status: number; message?: string; retryAfterSeconds?: number }
  | { kind: "hang" }
  | { kind: "drop-mid-stream"; text: string; chunksBeforeDrop: number };

export type RecordedRequest = {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: {
    model?: string;
    stream?: boolean;
    messages?: Array<{ role: string; content: unknown }>;
    [key: string]: unknown;
  };
};

export type FakeOpenAiServer = {
  /** Base URL including `/v1`, as OpenAI-compatible clients expect. */
  baseURL: string;
  /** The server's root, as Ollama's base URL (Ollama serves /api/tags and /v1/...). */
  rootURL: string;
  requests: RecordedRequest[];
  /** Requests whose client went away before the reply finished (abort reached the provider). */
  abortedRequests: () => number;
  reply: (...replies: FakeReply[]) => void;
  setDefaultReply: (reply: FakeReply) => void;
  close: () => Promise<void>;
};

function chunkText(text: string, size: number): string[] {
  const chunks: string[] = [];
  for (let index = 0; index < text.length; index += size)
    chunks.push(text.slice(index, index + size));
  return chunks.length > 0 ? chunks : [""];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFakeOpenAiServer(
  options: { models?: string[]; port?: number } = {},
): Promise<FakeOpenAiServer> {
  const queue: FakeReply[] = [];
  let defaultReply: FakeReply = { kind: "text", text: "Hello from the fake model." };
  const requests: RecordedRequest[] = [];
  let aborted = 0;
  const sockets = new Set<Socket>();

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (req.method === "GET" && url.pathname === "/api/tags") {
      // Ollama's own model list, which it answers beside its OpenAI-compatible /v1 API.
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          models: (options.models ?? ["fake-model"]).map((name) => ({ name, model: name })),
        }),
      );
      return;
    }
    if (req.method === "GET" && url.pathname === "/v1/models") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          object: "list",
          data: (options.models ?? ["fake-model"]).map((id) => ({
            id,
            object: "model",
            owned_by: "fake",
          })),
        }),
      );
      return;
    }
    if (req.method === "GET" && url.pathname === "/__requests") {
      // For tests in another process (e2e): the bodies of the requests received so far.
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(requests.map((request) => request.body)));
      return;
    }
    if (req.method !== "POST" || url.pathname !== "/v1/chat/completions") {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "not found" } }));
      return;
    }
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const body = JSON.parse(raw || "{}") as RecordedRequest["body"];
    requests.push({ path: url.pathname, headers: req.headers, body });
    let finished = false;
    res.on("close", () => {
      if (!finished) aborted += 1;
    });

    const reply = queue.shift() ?? defaultReply;
    const id = `chatcmpl-${requests.length}`;
    const created = Math.floor(Date.now() / 1000);
    const model = body.model ?? "fake-model";

    if (reply.kind === "hang") return; // never answers; the client must time out
    if (reply.kind === "status") {
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (reply.retryAfterSeconds !== undefined)
        headers["retry-after"] = String(reply.retryAfterSeconds);
      res.writeHead(reply.status, headers);
      res.end(
        JSON.stringify({
          error: { message: reply.message ?? `fake error ${reply.status}`, type: "fake_error" },
        }),
      );
      finished = true;
      return;
    }

    const text = reply.text;
    if (!body.stream) {
      if (reply.kind === "text" && reply.firstTokenDelayMs) await sleep(reply.firstTokenDelayMs);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id,
          object: "chat.completion",
          created,
          model,
          choices: [
            { index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" },
          ],
          usage: {
            prompt_tokens: 10,
            completion_tokens: Math.ceil(text.length / 4),
            total_tokens: 10 + Math.ceil(text.length / 4),
          },
        }),
      );
      finished = true;
      return;
    }

    res.writeHead(200, {
      "content-type": "text/event-stream",
      "cache-control": "no-cache",
      connection: "keep-alive",
    });
    res.flushHeaders();
    const splitBytes = reply.kind === "text" && reply.splitBytesOnWire === true;
    const send = async (payload: unknown) => {
      const bytes = Buffer.from(`data: ${JSON.stringify(payload)}\n\n`, "utf8");
      // A continuation byte (10xxxxxx) is the inside of a character: cut there.
      const cut = splitBytes ? bytes.findIndex((byte) => (byte & 0xc0) === 0x80) : -1;
      if (cut <= 0) return void res.write(bytes);
      res.write(bytes.subarray(0, cut));
      await sleep(10);
      if (!res.destroyed) res.write(bytes.subarray(cut));
    };
    const chunks =
      reply.kind === "text" && reply.chunks
        ? [...reply.chunks]
        : chunkText(text, reply.kind === "text" ? (reply.chunkSize ?? 8) : 8);
    if (reply.kind === "text" && reply.firstTokenDelayMs) await sleep(reply.firstTokenDelayMs);
    await send({
      id,
      object: "chat.completion.chunk",
      created,
      model,
      choices: [{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }],
    });
    for (const [index, content] of chunks.entries()) {
      if (res.destroyed) return;
      if (reply.kind === "drop-mid-stream" && index === reply.chunksBeforeDrop) {
        await sleep(20); // let the chunks already written reach the client first
        res.socket?.destroy();
        return;
      }
      await send({
        id,
        object: "chat.completion.chunk",
        created,
        model,
        choices: [{ index: 0, delta: { content }, finish_reason: null }],
      });
      if (reply.kind === "text" && reply.chunkDelayMs) await sleep(reply.chunkDelayMs);
    }
    await send({
      id,
      object: "chat.completion.chunk",
      created,
      model,
      choices: [{ index: 0, delta: {}, finish_reason: "stop" }],
      usage: {
        prompt_tokens: 10,
        completion_tokens: chunks.length,
        total_tokens: 10 + chunks.length,
      },
    });
    res.end("data: [DONE]\n\n");
    finished = true;
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    rootURL: `http://127.0.0.1:${port}`,
    requests,
    abortedRequests: () => aborted,
    reply: (...replies) => queue.push(...replies),
    setDefaultReply: (reply) => (defaultReply = reply),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
