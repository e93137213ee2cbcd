import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDatabase } from "../apps/server/src/db/client.ts";
import { createSilentLogger } from "../apps/server/src/lib/logger.ts";
import {
  createSession,
  createUser,
  setCreditAccount,
} from "../apps/server/src/testing/factories.ts";
import {
  type FakeReply,
  startFakeOpenAiServer,
} from "../apps/server/src/testing/fake-openai-server.ts";
import {
  embeddedDatabaseUrl,
  machineCpu,
  processMemory,
  processTreeCpu,
  processTreeMemory,
  type RunningServer,
  startServer,
} from "./lib/server.ts";
import { percentile, round1, sleep } from "./lib/stats.ts";

/**
 * Added time to first streamed token (issue 5): the time from sending a request to the first text
 * delta, calling the fake OpenAI-compatible provider directly versus through Outsmart's streaming
 * route (`POST /api/tools/:slug/generate`, the one the tool pages use), at 1, 100 and 300
 * concurrent streams; and the server's memory with 100 and 300 streams open.
 *
 * The production server (`main.ts`, embedded PostgreSQL) runs with one custom model (MODELS_FILE +
 * CUSTOM_AI_BASE_URL) pointing at the fake provider, which answers every request after a fixed
 * first-token delay, so the difference between the two paths is Outsmart's overhead: session
 * lookup, tool configuration, plan and model checks, the credit hold (a durable transaction), and
 * relaying the provider's stream as server-sent events. Users (Pro plan, large balances) and their
 * sessions are written straight into the server's database. The fake provider and the clients
 * share the bench process, identically on both paths.
 */

const SLUG = "blog-content-generator";
const INPUTS = {
  topic: "How small Dhaka bakeries can win repeat customers on Facebook",
  keywords: "bakery marketing, Facebook page, repeat customers",
  target_audience: "owners of small bakeries in Dhaka",
};
const MODEL_ID = "bench-model";
const FIRST_TOKEN_MS = 20;
/** The concurrent phases: 100 streams (issue 5's target) and 300 (issue 18's). */
const PHASES = (process.env.BENCH_PHASES ?? "100,300").split(",").filter(Boolean).map(Number);
const STREAMS = Math.max(1, ...PHASES);
const SERIAL_SAMPLES = Number(process.env.BENCH_SERIAL_SAMPLES ?? 200);
const CONCURRENT_MS = Number(process.env.BENCH_CONCURRENT_MS ?? 20_000);
/** How often a phase reads the server's `/metrics` (often enough for a queue's peak, not a load). */
const METRICS_EVERY_MS = 500;
/**
 * Where the server's allocation profile and heap snapshot go when set (bench/README.md): each
 * phase's Outsmart load and its held streams are sampled by `lib/allocation-sampler.mjs`.
 */
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR
  ? path.resolve(process.env.BENCH_PROFILE_DIR)
  : undefined;
const TEXT =
  "Fresh bread sells itself; a Facebook page that remembers your regulars sells it twice. ".repeat(
    3,
  );

/** Short answers for the one-at-a-time samples (about 70 ms each). */
const shortReply: FakeReply = {
  kind: "text",
  text: TEXT,
  chunkSize: 24,
  chunkDelayMs: 5,
  firstTokenDelayMs: FIRST_TOKEN_MS,
};
/** About 2 s per answer, like a real model's, so 100 streams overlap and arrivals spread out. */
const longReply: FakeReply = { ...shortReply, chunkDelayMs: 180 };
/** Held open for about a minute, for the memory figure. */
const heldReply: FakeReply = { ...shortReply, chunkDelayMs: 6_000 };

/** Asks the server's allocation sampler for its files and waits until they are written. */
async function profileWritten(pid: number, dir: string): Promise<void> {
  const done = () => fs.readdirSync(dir).filter((name) => name.startsWith(`done-${pid}-`)).length;
  const before = done();
  process.kill(pid, "SIGUSR2");
  while (done() === before) await sleep(500);
}

/** Times from sending the request: response headers (the stream starts), first text delta. */
type Sample = { headersMs: number; ttftMs: number };

/** Reads a streamed response, returning the time from `started` to the first chunk `isToken` matches. */
async function readStream(
  response: Response,
  started: number,
  isToken: (text: string) => boolean,
  isComplete: (text: string) => boolean,
): Promise<Sample> {
  const headersMs = performance.now() - started;
  if (!response.ok || !response.body)
    throw new Error(`HTTP ${response.status}: ${await response.text()}`);
  let ttftMs: number | undefined;
  let tail = "";
  for await (const chunk of response.body.pipeThrough(new TextDecoderStream())) {
    tail = (tail + chunk).slice(-4096);
    if (ttftMs === undefined && isToken(tail)) ttftMs = performance.now() - started;
  }
  if (ttftMs === undefined || !isComplete(tail)) throw new Error(`incomplete stream: ${tail}`);
  return { headersMs, ttftMs };
}

function directStream(baseURL: string, signal?: AbortSignal): Promise<Sample> {
  const started = performance.now();
  return fetch(`${baseURL}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer bench" },
    body: JSON.stringify({
      model: MODEL_ID,
      stream: true,
      messages: [
        { role: "system", content: "You write blog posts." },
        { role: "user", content: Object.values(INPUTS).join("\n") },
      ],
    }),
    ...(signal ? { signal } : {}),
  }).then((response) =>
    readStream(
      response,
      started,
      (text) => /"delta":\{"content":"[^"]/.test(text),
      (text) => text.includes("[DONE]"),
    ),
  );
}

function outsmartStream(
  server: RunningServer,
  cookie: string,
  signal?: AbortSignal,
): Promise<Sample> {
  const started = performance.now();
  return fetch(`${server.baseUrl}/api/tools/${SLUG}/generate`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "text/event-stream",
      origin: server.baseUrl,
      cookie,
    },
    body: JSON.stringify({ inputs: INPUTS, model: MODEL_ID }),
    ...(signal ? { signal } : {}),
  }).then((response) =>
    readStream(
      response,
      started,
      (text) => text.includes("event: delta"),
      (text) => text.includes("event: done"),
    ),
  );
}

/**
 * `streams` workers each open one stream after another for `durationMs`; their first streams start
 * spread over one answer's length, so arrivals are even. Each worker's first stream is not counted.
 */
async function concurrent(
  streams: number,
  durationMs: number,
  spreadMs: number,
  open: (worker: number) => Promise<Sample>,
): Promise<{ ttft: number[]; headers: number[]; errors: number }> {
  const ttft: number[] = [];
  const headers: number[] = [];
  let errors = 0;
  const deadline = performance.now() + durationMs;
  await Promise.all(
    Array.from({ length: streams }, async (_, worker) => {
      await sleep(Math.random() * spreadMs);
      for (let count = 0; performance.now() < deadline; count += 1) {
        try {
          const sample = await open(worker);
          if (count > 0) {
            ttft.push(sample.ttftMs);
            headers.push(sample.headersMs);
          }
        } catch {
          errors += 1;
        }
      }
    }),
  );
  return { ttft, headers, errors };
}

/** A Prometheus gauge's value from `/metrics` text (the first sample of that name). */
function gauge(text: string, name: string): number | undefined {
  const line = text.split("\n").find((entry) => entry.startsWith(`${name} `));
  return line ? Number(line.split(" ")[1]) : undefined;
}

/** The server's V8 heap as prom-client reports it, in MB. */
async function heapFigures(
  baseUrl: string,
): Promise<{ usedMb: number; totalMb: number; externalMb: number }> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const mb = (name: string) => round1((gauge(text, name) ?? Number.NaN) / 1024 / 1024);
  return {
    usedMb: mb("nodejs_heap_size_used_bytes"),
    totalMb: mb("nodejs_heap_size_total_bytes"),
    externalMb: mb("nodejs_external_memory_bytes"),
  };
}

/** Samples the server's own gauges while a phase runs (served to loopback, docs/operations.md). */
function watchQueues(baseUrl: string): {
  stop: () => Promise<{ poolWaitingMax: number; poolWaitingMean: number; loopLagP99MaxMs: number }>;
} {
  const waiting: number[] = [];
  const lag: number[] = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      try {
        const text = await (await fetch(`${baseUrl}/metrics`)).text();
        const pool = gauge(text, "outsmart_db_pool_waiting_requests");
        const loopLag = gauge(text, "nodejs_eventloop_lag_p99_seconds");
        if (pool !== undefined) waiting.push(pool);
        if (loopLag !== undefined) lag.push(loopLag * 1000);
      } catch {
        // a sample lost under load
      }
      await sleep(METRICS_EVERY_MS);
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
      return {
        poolWaitingMax: Math.max(0, ...waiting),
        poolWaitingMean: waiting.length ? waiting.reduce((a, b) => a + b, 0) / waiting.length : 0,
        loopLagP99MaxMs: Math.max(0, ...lag),
      };
    },
  };
}

export async function run(): Promise<Record<string, number | string>> {
  const loadAtStart = os.loadavg()[0] ?? 0;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "outsmart-bench-ai-"));
  fs.chmodSync(root, 0o755);
  const fake = await startFakeOpenAiServer({ models: [MODEL_ID] });
  let server: RunningServer | undefined;
  try {
    const modelsFile = path.join(root, "models.json");
    fs.writeFileSync(
      modelsFile,
      JSON.stringify({
        models: [
          {
            id: MODEL_ID,
            name: "Bench model",
            tier: "enterprise",
            provider: "custom",
            providerModelId: MODEL_ID,
            description: "The benchmark's fake OpenAI-compatible provider.",
            costCredits: 5,
          },
        ],
      }),
    );
    const secret = randomBytes(32).toString("base64url");
    const dataDir = path.join(root, "data");
    const nodeOptions = [
      process.env.BENCH_SERVER_NODE_OPTIONS,
      PROFILE_DIR && `--import ${path.join(import.meta.dirname, "lib/allocation-sampler.mjs")}`,
    ]
      .filter(Boolean)
      .join(" ");
    server = await startServer({
      dataDir,
      env: {
        AUTH_SECRET: secret,
        MODELS_FILE: modelsFile,
        CUSTOM_AI_BASE_URL: fake.baseURL,
        CUSTOM_AI_API_KEY: "bench",
        ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}),
        ...(PROFILE_DIR ? { BENCH_PROFILE_DIR: PROFILE_DIR } : {}),
      },
    });
    const running = server;

    const database = createDatabase({
      connectionString: embeddedDatabaseUrl(dataDir),
      poolSize: 4,
      logger: createSilentLogger(),
    });
    const cookies: string[] = [];
    try {
      for (let index = 0; index < STREAMS; index += 1) {
        const user = await createUser(database.db);
        await setCreditAccount(database.db, user.profileId, { plan: "pro", balance: 10_000_000 });
        cookies.push((await createSession(database.db, user.id, { secret })).cookie);
      }
    } finally {
      await database.close();
    }
    const cookie = (worker: number) => cookies[worker % cookies.length] ?? "";

    // Warm up both paths (JIT, connection pools, the fake provider).
    fake.setDefaultReply(shortReply);
    for (let index = 0; index < 30; index += 1) {
      await directStream(fake.baseURL);
      await outsmartStream(running, cookie(index));
    }
    await sleep(2_000);
    // Calibration: a bare round trip to the server (`select 1` behind it) on this machine, now.
    const health: number[] = [];
    for (let index = 0; index < 200; index += 1) {
      const started = performance.now();
      await (await fetch(`${running.baseUrl}/api/health`)).arrayBuffer();
      health.push(performance.now() - started);
    }
    const idle = processTreeMemory(running.child.pid ?? 0);
    const idleServer = processMemory(running.child.pid ?? 0);

    // One stream at a time, alternating the two paths so drift affects both alike.
    const serialDirect: number[] = [];
    const serialOutsmart: number[] = [];
    const serialOutsmartHeaders: number[] = [];
    const cpuBefore = processTreeCpu(running.child.pid ?? 0);
    for (let index = 0; index < SERIAL_SAMPLES; index += 1) {
      serialDirect.push((await directStream(fake.baseURL)).ttftMs);
      const sample = await outsmartStream(running, cookie(0));
      serialOutsmart.push(sample.ttftMs);
      serialOutsmartHeaders.push(sample.headersMs);
    }

    const cpuAfter = processTreeCpu(running.child.pid ?? 0);
    const cpuPerGeneration = (key: "serverMs" | "databaseMs") =>
      round1((cpuAfter[key] - cpuBefore[key]) / SERIAL_SAMPLES);

    /**
     * `streams` streams open at all times (each worker opens the next when one ends), direct to the
     * fake provider and then through Outsmart; meanwhile `/metrics` is read every 500 ms for where
     * requests wait (the database pool's queue, event-loop lag). Then `streams` streams held open
     * mid-answer for the memory they cost.
     */
    const streamPhase = async (streams: number): Promise<Record<string, number | string>> => {
      fake.setDefaultReply(longReply);
      const spreadMs = 2_000;
      const direct = await concurrent(streams, CONCURRENT_MS, spreadMs, () =>
        directStream(fake.baseURL),
      );
      const queue = watchQueues(running.baseUrl);
      const cpuBefore = processTreeCpu(running.child.pid ?? 0);
      const machineBefore = machineCpu();
      const benchBefore = process.cpuUsage();
      const generationsBefore = fake.requests.length;
      if (PROFILE_DIR) process.kill(running.child.pid ?? 0, "SIGUSR2");
      const outsmart = await concurrent(streams, CONCURRENT_MS, spreadMs, (worker) =>
        outsmartStream(running, cookie(worker)),
      );
      const cpuAfter = processTreeCpu(running.child.pid ?? 0);
      const machineAfter = machineCpu();
      const bench = process.cpuUsage(benchBefore);
      const generations = fake.requests.length - generationsBefore;
      const waits = await queue.stop();

      fake.setDefaultReply(heldReply);
      const requestsBefore = fake.requests.length;
      const abortedBefore = fake.abortedRequests();
      const abort = new AbortController();
      let firstTokens = 0;
      const held = Array.from({ length: streams }, (_, worker) =>
        fetch(`${running.baseUrl}/api/tools/${SLUG}/generate`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: running.baseUrl,
            cookie: cookie(worker),
          },
          body: JSON.stringify({ inputs: INPUTS, model: MODEL_ID }),
          signal: abort.signal,
        })
          .then(async (response) => {
            // Keep reading (the stream stays open) until the abort below.
            let counted = false;
            for await (const chunk of response.body!.pipeThrough(new TextDecoderStream())) {
              if (!counted && chunk.includes("event: delta")) {
                counted = true;
                firstTokens += 1;
              }
            }
          })
          .catch(() => {}),
      );
      while (firstTokens < streams) await sleep(50);
      await sleep(3_000);
      const openStreams =
        fake.requests.length - requestsBefore - (fake.abortedRequests() - abortedBefore);
      const loaded = processTreeMemory(running.child.pid ?? 0);
      const loadedServer = processMemory(running.child.pid ?? 0);
      const heap = await heapFigures(running.baseUrl);
      if (PROFILE_DIR) await profileWritten(running.child.pid ?? 0, PROFILE_DIR);
      abort.abort();
      await Promise.all(held);
      await sleep(2_000);

      const p = (values: number[], at: number) => round1(percentile(values, at));
      return {
        [`${streams} streams: samples direct / Outsmart`]: `${direct.ttft.length} / ${outsmart.ttft.length}`,
        [`${streams} streams: direct TTFT p50 / p99, ms`]: `${p(direct.ttft, 50)} / ${p(direct.ttft, 99)}`,
        [`${streams} streams: Outsmart TTFT p50 / p99, ms`]: `${p(outsmart.ttft, 50)} / ${p(outsmart.ttft, 99)}`,
        [`${streams} streams: Outsmart response headers p50 / p99, ms`]: `${p(outsmart.headers, 50)} / ${p(outsmart.headers, 99)}`,
        [`${streams} streams: added p50, ms (target ≤ ${streams === 100 ? 5 : "—"})`]: round1(
          percentile(outsmart.ttft, 50) - percentile(direct.ttft, 50),
        ),
        [`${streams} streams: added p99, ms (target ≤ ${streams === 100 ? 25 : 50})`]: round1(
          percentile(outsmart.ttft, 99) - percentile(direct.ttft, 99),
        ),
        [`${streams} streams: CPU per generation, server / PostgreSQL / load generator, ms`]: `${round1((cpuAfter.serverMs - cpuBefore.serverMs) / generations)} / ${round1((cpuAfter.databaseMs - cpuBefore.databaseMs) / generations)} / ${round1((bench.user + bench.system) / 1000 / generations)}`,
        [`${streams} streams: machine CPU busy, %`]: Math.round(
          (100 * (machineAfter.busyMs - machineBefore.busyMs)) /
            (machineAfter.totalMs - machineBefore.totalMs),
        ),
        [`${streams} streams: errors direct / Outsmart`]: `${direct.errors} / ${outsmart.errors}`,
        [`${streams} streams: requests waiting for a pooled connection, max / mean`]: `${waits.poolWaitingMax} / ${round1(waits.poolWaitingMean)}`,
        [`${streams} streams: event-loop lag p99 (prom-client), max, ms`]: round1(
          waits.loopLagP99MaxMs,
        ),
        [`${openStreams} streams open: server RSS, MB${streams === 300 ? " (target ≤ 400)" : ""}`]:
          loadedServer.rssMb,
        [`${openStreams} streams open: server V8 heap used / heap total / external, MB`]: `${heap.usedMb} / ${heap.totalMb} / ${heap.externalMb}`,
        [`${openStreams} streams open: server + embedded PostgreSQL PSS, MB`]: loaded.pssMb,
        [`${openStreams} streams open: embedded PostgreSQL PSS, MB`]:
          Math.round((loaded.pssMb - loadedServer.pssMb) * 10) / 10,
      };
    };

    const phases: Record<string, number | string> = {};
    for (const streams of PHASES) Object.assign(phases, await streamPhase(streams));

    const serialAddedP50 = percentile(serialOutsmart, 50) - percentile(serialDirect, 50);
    const serialAddedP99 = percentile(serialOutsmart, 99) - percentile(serialDirect, 99);
    return {
      [`machine load (1-min average) at start / end, ${os.cpus().length} CPUs`]: `${loadAtStart.toFixed(1)} / ${(os.loadavg()[0] ?? 0).toFixed(1)}`,
      "calibration: GET /api/health one at a time, p50 / p99, ms": `${round1(percentile(health, 50))} / ${round1(percentile(health, 99))}`,
      "provider first-token delay, ms": FIRST_TOKEN_MS,
      "1 stream: samples per path": SERIAL_SAMPLES,
      "1 stream: direct TTFT p50 / p99, ms": `${round1(percentile(serialDirect, 50))} / ${round1(percentile(serialDirect, 99))}`,
      "1 stream: Outsmart TTFT p50 / p99, ms": `${round1(percentile(serialOutsmart, 50))} / ${round1(percentile(serialOutsmart, 99))}`,
      "1 stream: Outsmart response headers (checks + credit hold done) p50 / p99, ms": `${round1(percentile(serialOutsmartHeaders, 50))} / ${round1(percentile(serialOutsmartHeaders, 99))}`,
      "1 stream: CPU per generation, server / PostgreSQL, ms": `${cpuPerGeneration("serverMs")} / ${cpuPerGeneration("databaseMs")}`,
      "1 stream: added p50, ms (target ≤ 5)": round1(serialAddedP50),
      "1 stream: added p99, ms (target ≤ 25)": round1(serialAddedP99),
      "idle (after warm-up): server RSS, MB": idleServer.rssMb,
      "idle: server + embedded PostgreSQL PSS, MB": idle.pssMb,
      ...phases,
    };
  } finally {
    await server?.stop();
    await fake.close();
    fs.rmSync(root, { recursive: true, force: true });
  }
}
