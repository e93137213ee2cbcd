import http from "node:http";
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { closeServer } from "./close-server.ts";

const servers: http.Server[] = [];

async function startServer(handler: http.RequestListener, keepAliveTimeout = 5000) {
  const server = http.createServer({ keepAliveTimeout }, handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as net.AddressInfo).port };
}

const post = "POST /sign-in HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}";

afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

/** Sends one raw HTTP/1.1 request and resolves with everything the server wrote before closing. */
function rawRequest(port: number, request: string) {
  const socket = net.connect(port, "127.0.0.1");
  socket.setEncoding("utf8");
  socket.on("connect", () => socket.write(request));
  let answer = "";
  socket.on("data", (chunk: string) => (answer += chunk));
  return new Promise<{ answer: string; error?: string }>((resolve) => {
    socket.on("error", (error: NodeJS.ErrnoException) => resolve({ answer, error: error.code }));
    socket.on("close", () => resolve({ answer }));
  });
}

/** A keep-alive connection that has had one answer and is now idle, as a balancer pools it. */
async function idleConnection(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  socket.setEncoding("utf8");
  let answers = "";
  let waiting = Promise.withResolvers<void>();
  socket.on("data", (chunk: string) => {
    answers += chunk;
    if (answers.endsWith("ok")) waiting.resolve();
  });
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  socket.on("error", () => {});
  socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
  await waiting.promise;
  return {
    closed,
    /** Sends another request on it; resolves with its answer, or "" if the connection closed. */
    next: async () => {
      answers = "";
      waiting = Promise.withResolvers<void>();
      socket.write(post);
      await Promise.race([waiting.promise, closed]);
      return answers;
    },
  };
}

describe("closeServer", () => {
  it("refuses new connections at once and finishes the requests in flight", async () => {
    const finish = Promise.withResolvers<void>();
    const started = Promise.withResolvers<void>();
    const { server, port } = await startServer((_request, response) => {
      started.resolve();
      // As the app answers once the stop has begun (app.ts).
      response.setHeader("Connection", "close");
      void finish.promise.then(() => response.end("late"));
    });
    const inFlight = rawRequest(port, post);
    await started.promise;
    const closing = closeServer(server, { timeoutMs: 5000, keepIdleConnections: false });
    expect(await rawRequest(port, post)).toEqual({ answer: "", error: "ECONNREFUSED" });
    finish.resolve();
    expect((await inFlight).answer).toContain("late");
    expect(await closing).toEqual({ forced: false });
  });

  it("closes idle keep-alive connections at once when no balancer holds them", async () => {
    const { server, port } = await startServer((_request, response) => response.end("ok"));
    const connection = await idleConnection(port);
    expect(await closeServer(server, { timeoutMs: 5000, keepIdleConnections: false })).toEqual({
      forced: false,
    });
    await connection.closed;
  });

  it("behind a balancer, answers a request sent on an idle connection after the stop began", async () => {
    const { server, port } = await startServer((_request, response) => response.end("ok"), 1000);
    const connection = await idleConnection(port);
    const closing = closeServer(server, { timeoutMs: 5000, keepIdleConnections: true });
    // Refused to newcomers, but the connection the balancer holds still works…
    expect(await rawRequest(port, post)).toEqual({ answer: "", error: "ECONNREFUSED" });
    expect(await connection.next()).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*ok$/);
    // …until it has been idle for the keep-alive timeout; then the server has stopped.
    await connection.closed;
    expect(await closing).toEqual({ forced: false });
  });

  it("cuts off what still runs after the timeout", async () => {
    const started = Promise.withResolvers<void>();
    const { server, port } = await startServer(() => started.resolve());
    const hanging = rawRequest(port, post);
    await started.promise;
    let told = false;
    const result = await closeServer(server, {
      timeoutMs: 200,
      keepIdleConnections: true,
      onForced: () => (told = true),
    });
    expect(result).toEqual({ forced: true });
    expect(told).toBe(true);
    expect((await hanging).answer).toBe("");
  });
});
