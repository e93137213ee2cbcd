import http from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import {
  type BkashSandbox,
  type BkashSandboxOptions,
  createBkashSandbox,
} from "./bkash-sandbox.ts";

export type RunningBkashSandbox = {
  sandbox: BkashSandbox;
  /** Where the sandbox listens, e.g. `http://127.0.0.1:4010`; also its `publicBaseUrl` by default. */
  url: string;
  close: () => Promise<void>;
};

/**
 * Serves a sandbox over real HTTP with @hono/node-server. Port 0 picks a free port; the sandbox
 * is created once the port is known, so its `bkashURL`s point at the right address, and only
 * then starts answering.
 */
export async function startBkashSandboxServer(
  options: Omit<BkashSandboxOptions, "publicBaseUrl"> & {
    port?: number;
    hostname?: string;
    /** Override when the sandbox is reached through another address (a proxy, a container). */
    publicBaseUrl?: string;
  } = {},
): Promise<RunningBkashSandbox> {
  const hostname = options.hostname ?? "127.0.0.1";
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, hostname, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const host = hostname.includes(":") ? `[${hostname}]` : hostname;
  const url = `http://${host}:${port}`;
  const sandbox = createBkashSandbox({ ...options, publicBaseUrl: options.publicBaseUrl ?? url });
  server.on("request", getRequestListener(sandbox.app.fetch));
  return {
    sandbox,
    url,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive connections (and answers the sandbox is still delaying) must not hold it open.
      server.closeAllConnections();
      await closed;
    },
  };
}
