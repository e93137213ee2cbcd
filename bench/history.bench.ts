import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { createDatabase } from "../apps/server/src/db/client.ts";
import { systemClock } from "../apps/server/src/lib/clock.ts";
import { createSilentLogger } from "../apps/server/src/lib/logger.ts";
import { createGenerationsService } from "../apps/server/src/modules/generations/generations.service.ts";
import {
  createSession,
  createUser,
  sessionCookieName,
} from "../apps/server/src/testing/factories.ts";
import { startServer } from "./lib/server.ts";

const USERS = 20;
const ROWS_PER_USER = 100_000; // 20 × 100,000 = 2,000,000 rows in user_generations
const SESSIONS = 50; // 50 concurrent users, spread over the 20 users' accounts
const SEQUENTIAL_SAMPLES = 500;

const tools = [
  "ai-caption-generator",
  "blog-content-generator",
  "ad-headline-generator",
  "product-description-writer",
  "seo-meta-description-writer",
  "hashtag-generator",
  "ab-test-variant-generator",
  "video-script-to-reel",
  "thumbnail-title-generator",
  "logo-name-generator",
  "landing-page-copy-generator",
  "cta-generator",
  "boost-suggestion-planner",
  "target-audience-finder",
  "keyword-research-assistant",
  "campaign-idea-generator",
  "email-copywriter",
  "influencer-outreach-email-writer",
];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * History and stats at scale: 20 users with 100,000 generations each (2,000,000 rows, a year of
 * history, 3 % failed) on the embedded PostgreSQL behind the production server. Measures the
 * server's own time (its request log) for the first history page and the stats, 500 sequential
 * requests each, then throughput with 50 concurrent signed-in users.
 */
export async function run(): Promise<Record<string, number | string>> {
  const loadAtStart = round1(os.loadavg()[0] ?? 0);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "outsmart-bench-history-"));
  fs.chmodSync(root, 0o755);
  const dataDir = path.join(root, "data");
  const authSecret = randomBytes(32).toString("base64url");
  const serverMs = new Map<string, number[]>();
  const server = await startServer({
    dataDir,
    env: { AUTH_SECRET: authSecret, LOG_LEVEL: "info" },
    onStdoutLine: (line) => {
      try {
        const entry = JSON.parse(line) as { path?: string; ms?: number; status?: number };
        if (entry.path && typeof entry.ms === "number" && entry.status === 200) {
          const list = serverMs.get(entry.path) ?? [];
          list.push(entry.ms);
          serverMs.set(entry.path, list);
        }
      } catch {
        // not a log line
      }
    },
  });
  const port = fs
    .readFileSync(path.join(dataDir, "postgres", "pgdata", "postmaster.pid"), "utf8")
    .split("\n")[3]
    ?.trim();
  const password = fs.readFileSync(path.join(dataDir, "postgres", "password"), "utf8").trim();
  const database = createDatabase({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/outsmart`,
    poolSize: 4,
    logger: createSilentLogger(),
  });
  try {
    const users = [];
    for (let index = 0; index < USERS; index += 1) users.push(await createUser(database.db));

    const seedStarted = performance.now();
    const toolList = `{${tools.join(",")}}`;
    for (const user of users) {
      await database.db.execute(sql`
        insert into user_generations
          (user_id, tool_slug, model_used, input_data, output_content, status, output_words, credits_charged, duration_ms, created_at)
        select ${user.profileId}::uuid,
               (${toolList}::text[])[1 + (n * 7919) % ${tools.length}],
               case when n % 5 = 0 then 'gpt-5-mini' else 'outsmart-writer' end,
               jsonb_build_object('product_name', 'Product ' || n, 'target_audience', 'runners'),
               case when n % 33 = 0 then null else repeat('EcoStride sneakers ' || md5(n::text) || ' ', 4) end,
               case when n % 33 = 0 then 'failed' else 'succeeded' end,
               case when n % 33 = 0 then 0 else 40 + n % 80 end,
               0, 900,
               now() - (n * interval '315 seconds')
        from generate_series(1, ${ROWS_PER_USER}) as n`);
    }
    await database.db.execute(sql`vacuum analyze user_generations`);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const [{ rows: total } = { rows: 0 }] = (
      await database.db.execute<{ rows: number }>(
        sql`select count(*)::int as rows from user_generations`,
      )
    ).rows;

    const sessions: string[] = [];
    for (let index = 0; index < SESSIONS; index += 1) {
      const user = users[index % users.length];
      if (!user) throw new Error("no user");
      const session = await createSession(database.db, user.id, { secret: authSecret });
      sessions.push(`${sessionCookieName()}=${session.cookieValue}`);
    }
    const cookie = sessions[0] ?? "";

    async function sequential(pathname: string): Promise<{ client: number[]; server: number[] }> {
      serverMs.delete(pathname);
      const client: number[] = [];
      for (let index = 0; index < SEQUENTIAL_SAMPLES + 20; index += 1) {
        const started = performance.now();
        const response = await fetch(`${server.baseUrl}${pathname}`, { headers: { cookie } });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}`);
        if (index >= 20) client.push(performance.now() - started); // the first 20 warm up
      }
      await new Promise((resolve) => setTimeout(resolve, 200)); // let the last log lines arrive
      return { client, server: (serverMs.get(pathname) ?? []).slice(20) };
    }

    // The generations service alone (its queries, no HTTP or session), in this process.
    const service = createGenerationsService({ db: database.db, clock: systemClock });
    const measured = users[0];
    if (!measured) throw new Error("no user");
    async function direct(call: () => Promise<unknown>): Promise<number[]> {
      const times: number[] = [];
      for (let index = 0; index < SEQUENTIAL_SAMPLES + 20; index += 1) {
        const started = performance.now();
        await call();
        if (index >= 20) times.push(performance.now() - started);
      }
      return times;
    }
    const serviceList = await direct(() => service.list(measured.profileId, { limit: 50 }));
    const serviceStats = await direct(() => service.stats(measured.profileId));

    const baseline = await sequential("/api/credits");
    const firstPage = await sequential("/api/generations");
    const stats = await sequential("/api/generations/stats");

    async function load(pathname: string) {
      let next = 0;
      return await autocannon({
        url: `${server.baseUrl}${pathname}`,
        connections: SESSIONS,
        duration: 10,
        requests: [
          {
            setupRequest: (request) => {
              next = (next + 1) % sessions.length;
              return { ...request, headers: { ...request.headers, cookie: sessions[next] ?? "" } };
            },
          },
        ],
      });
    }
    const baselineLoad = await load("/api/credits");
    const pageLoad = await load("/api/generations");
    const statsLoad = await load("/api/generations/stats");

    return {
      "rows in user_generations": total,
      "rows of the measured user": ROWS_PER_USER,
      "seeding 2,000,000 rows + vacuum analyze, s": Math.round(seedSeconds),
      "service only (queries, no HTTP/session): first page p50 / p99, ms": `${round1(percentile(serviceList, 50))} / ${round1(percentile(serviceList, 99))}`,
      "service only (queries, no HTTP/session): stats p50 / p99, ms": `${round1(percentile(serviceStats, 50))} / ${round1(percentile(serviceStats, 99))}`,
      "baseline GET /api/credits (session + one row), server time p50 / p99, ms": `${round1(percentile(baseline.server, 50))} / ${round1(percentile(baseline.server, 99))}`,
      "first history page (50), server time p50, ms": round1(percentile(firstPage.server, 50)),
      "first history page (50), server time p99, ms": round1(percentile(firstPage.server, 99)),
      "first history page (50), client round trip p99, ms": round1(
        percentile(firstPage.client, 99),
      ),
      "stats, server time p50, ms": round1(percentile(stats.server, 50)),
      "stats, server time p99, ms": round1(percentile(stats.server, 99)),
      "stats, client round trip p99, ms": round1(percentile(stats.client, 99)),
      "baseline GET /api/credits, 50 concurrent users, req/s (mean)": Math.round(
        baselineLoad.requests.average,
      ),
      "first history page, 50 concurrent users, req/s (mean)": Math.round(
        pageLoad.requests.average,
      ),
      "first history page, 50 concurrent users, latency p99, ms": pageLoad.latency.p99,
      "stats, 50 concurrent users, req/s (mean)": Math.round(statsLoad.requests.average),
      "stats, 50 concurrent users, latency p99, ms": statsLoad.latency.p99,
      "non-2xx responses": baselineLoad.non2xx + pageLoad.non2xx + statsLoad.non2xx,
      "CPU load average (1 min) at the start / end": `${loadAtStart} / ${round1(os.loadavg()[0] ?? 0)}`,
    };
  } finally {
    await database.close();
    await server.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }
}
