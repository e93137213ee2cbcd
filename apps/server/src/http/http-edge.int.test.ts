import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "../app.ts";
import { createTestApp, TEST_ORIGIN } from "../testing/test-app.ts";
import { useTestDatabase } from "../testing/test-database.ts";

/** What only a real socket shows: connection handling and the peer's address. */
const testDb = useTestDatabase();
let server: http.Server;
let port = 0;
let app: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  app = createTestApp({ database: testDb.current });
  server = serve({ fetch: app.app.fetch, port: 0, hostname: "0.0.0.0" }) as http.Server;
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await app.close();
});

type Answer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  socketClosed: Promise<void>;
};

function send(options: http.RequestOptions & { body?: Buffer | string }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, ...options }, (response) => {
      const socketClosed = new Promise<void>((closed) =>
        response.socket.once("close", () => closed()),
      );
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body,
          socketClosed,
        }),
      );
    });
    request.on("error", reject);
    if (options.body) request.write(options.body);
    request.end();
  });
}

describe("an oversized body", () => {
  it("answers 413 with Connection: close, so a keep-alive client never reuses a dying socket", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const body = Buffer.alloc(2 * 1024 * 1024, "a");
    expect(body.length).toBeGreaterThan(MAX_BODY_BYTES);
    const answer = await send({
      agent,
      method: "POST",
      path: "/api/contact",
      headers: {
        "content-type": "application/json",
        origin: TEST_ORIGIN,
        "content-length": body.length,
      },
      body,
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe("close");
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, code: "PAYLOAD_TOO_LARGE" });
    await answer.socketClosed; // the server ends the connection itself: nothing is left hanging
    // The same agent goes on working on a new connection.
    const next = await send({ agent, method: "GET", path: "/api/health" });
    expect(next.status).toBe(200);
    agent.destroy();
  });
});

describe("the development outbox", () => {
  it("answers a request from this machine", async () => {
    const answer = await send({ method: "GET", path: "/dev/outbox.json" });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toHaveProperty("messages");
  });

  it("does not exist for a request from another address, whatever its headers say", async () => {
    const external = Object.values(os.networkInterfaces())
      .flat()
      .find((entry) => entry && entry.family === "IPv4" && !entry.internal);
    // An in-process request has no socket peer at all: refused like a remote one.
    const noPeer = await app.app.request("/dev/outbox.json", {
      headers: { "x-forwarded-for": "127.0.0.1", host: "localhost" },
    });
    expect(noPeer.status).toBe(404);
    if (external) {
      const answer = await send({
        host: external.address,
        method: "GET",
        path: "/dev/outbox.json",
        headers: { "x-forwarded-for": "127.0.0.1", "x-real-ip": "127.0.0.1", host: "localhost" },
      });
      expect(answer.status).toBe(404);
      expect(answer.body).not.toContain("messages");
    }
  });
});
