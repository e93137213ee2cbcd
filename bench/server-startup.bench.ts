import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { median, processTreeMemory, startServer } from "./lib/server.ts";

/**
 * Foundation figures: first start (new data folder: initdb + migrations), cold start with
 * existing data, idle memory of server + embedded PostgreSQL, and /api/health throughput.
 */
export async function run(): Promise<Record<string, number | string>> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "outsmart-bench-"));
  fs.chmodSync(root, 0o755);
  try {
    const firstStarts: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const server = await startServer({ dataDir: path.join(root, `fresh-${index}`) });
      firstStarts.push(server.readyMs);
      await server.stop();
    }

    const dataDir = path.join(root, "fresh-0");
    const coldStarts: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      const server = await startServer({ dataDir });
      coldStarts.push(server.readyMs);
      await server.stop();
    }

    const server = await startServer({ dataDir });
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const idle = processTreeMemory(server.child.pid ?? 0);
    const result = await autocannon({
      url: `${server.baseUrl}/api/health`,
      connections: 50,
      duration: 10,
    });
    const afterLoad = processTreeMemory(server.child.pid ?? 0);
    await server.stop();

    return {
      "first start, new data folder (median of 3), ms": Math.round(median(firstStarts)),
      "cold start, existing data (median of 5), ms": Math.round(median(coldStarts)),
      "idle memory, server + embedded PostgreSQL, PSS MB": idle.pssMb,
      "idle memory, server + embedded PostgreSQL, RSS sum MB": idle.rssMb,
      "processes (server + postgres)": idle.processes,
      "GET /api/health, 50 connections, req/s (mean)": Math.round(result.requests.average),
      "GET /api/health latency p50, ms": result.latency.p50,
      "GET /api/health latency p99, ms": result.latency.p99,
      "memory after the load, PSS MB": afterLoad.pssMb,
      "non-2xx responses": result.non2xx,
    };
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}
