import { randomBytes } from "node:crypto";
import os from "node:os";
import { eq } from "drizzle-orm";
import pg from "pg";
import { createDatabase, type DatabaseHandle } from "../apps/server/src/db/client.ts";
import { creditAccounts } from "../apps/server/src/db/schema/credit-accounts.ts";
import { createSilentLogger } from "../apps/server/src/lib/logger.ts";
import { type Cluster, startCluster } from "../apps/server/src/testing/cluster.ts";
import {
  createUser,
  DEFAULT_PASSWORD,
  setCreditAccount,
  type TestUser,
} from "../apps/server/src/testing/factories.ts";
import { startFakeOpenAiServer } from "../apps/server/src/testing/fake-openai-server.ts";
import { databaseUrl } from "../apps/server/src/testing/test-database-url.ts";
import { percentile, round1, sleep } from "./lib/stats.ts";

/**
 * Scale-out (issue 18): 1, 2 and 3 server processes behind nginx (deploy/nginx/, as the scale
 * suite runs it) on one PostgreSQL and one Redis. For each size: sign-ins per second, then a mixed
 * load of signed-in customers reading their history's first page and starting generations (the
 * fake OpenAI-compatible provider answers at once), and how long a balance change written to the
 * database takes to show on another instance (the change notices).
 *
 * Needs PostgreSQL and Redis on this machine (BENCH_DATABASE_ADMIN_URL, BENCH_REDIS_URL; defaults
 * are the local servers .ci/run uses) and nginx (NGINX_PATH, default /usr/sbin/nginx).
 */
const ADMIN_URL =
  process.env.BENCH_DATABASE_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
const SIZES = [1, 2, 3] as const;
const CUSTOMERS = 40;
const CLIENTS = 40;
const PHASE_MS = Number(process.env.BENCH_PHASE_MS ?? 15_000);
const PROPAGATION_SAMPLES = 50;
const MODEL = "gpt-5-mini";
const AUTH_SECRET = randomBytes(32).toString("base64url");

type Timing = { ms: number[]; failures: number };

async function timed(run: () => Promise<Response>, into: Timing): Promise<Response | undefined> {
  const started = performance.now();
  try {
    const response = await run();
    await response.arrayBuffer();
    if (response.ok) into.ms.push(performance.now() - started);
    else into.failures += 1;
    return response;
  } catch {
    into.failures += 1;
    return undefined;
  }
}

function signIn(base: string, user: TestUser): Promise<Response> {
  return fetch(`${base}/api/account/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ identifier: user.email, password: DEFAULT_PASSWORD }),
  });
}

async function sessionCookie(base: string, user: TestUser): Promise<string> {
  const response = await signIn(base, user);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .find((pair) => pair?.startsWith("outsmart.session_token="));
  if (!cookie) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return cookie;
}

/** `clients` loops for `durationMs`, each calling `step` again as soon as it returns. */
async function during(
  clients: number,
  durationMs: number,
  step: (client: number) => Promise<void>,
): Promise<void> {
  const deadline = performance.now() + durationMs;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < deadline) await step(client);
    }),
  );
}

const summary = (timing: Timing, seconds: number) =>
  `${Math.round(timing.ms.length / seconds)}/s, ${round1(percentile(timing.ms, 50))} / ${round1(percentile(timing.ms, 99))} ms, ${timing.failures} failed`;

async function measure(
  size: number,
  cluster: Cluster,
  database: DatabaseHandle,
  customers: TestUser[],
): Promise<Record<string, string | number>> {
  const base = cluster.url;
  const seconds = PHASE_MS / 1000;

  // Sign-ins only (password hashing is the work).
  const signIns: Timing = { ms: [], failures: 0 };
  await during(CLIENTS, PHASE_MS, async (client) => {
    await timed(() => signIn(base, customers[client % customers.length]!), signIns);
  });

  // Signed-in customers: three history reads for every generation started.
  const cookies = await Promise.all(customers.map((user) => sessionCookie(base, user)));
  const history: Timing = { ms: [], failures: 0 };
  const generations: Timing = { ms: [], failures: 0 };
  let turn = 0;
  await during(CLIENTS, PHASE_MS, async (client) => {
    const cookie = cookies[client % cookies.length]!;
    turn += 1;
    if (turn % 4 === 0)
      await timed(
        () =>
          fetch(`${base}/api/tools/ai-caption-generator/generate`, {
            method: "POST",
            headers: { "content-type": "application/json", origin: base, cookie },
            body: JSON.stringify({
              model: MODEL,
              inputs: {
                product_name: "EcoStride sneakers",
                target_audience: "runners in Dhaka",
                platform: "Instagram",
              },
            }),
          }),
        generations,
      );
    else
      await timed(
        () => fetch(`${base}/api/generations?limit=20`, { headers: { origin: base, cookie } }),
        history,
      );
  });

  // A balance written to the database, until another instance (the last) answers with it.
  const watcher = cluster.instances[size - 1]!.url;
  const user = customers[0]!;
  const cookie = cookies[0]!;
  const lags: number[] = [];
  for (let sample = 0; sample < PROPAGATION_SAMPLES; sample += 1) {
    const balance = 1_000_000 + sample + 1;
    // The watcher has the old value cached before the change.
    await (await fetch(`${watcher}/api/credits`, { headers: { cookie } })).arrayBuffer();
    await database.db
      .update(creditAccounts)
      .set({ balance })
      .where(eq(creditAccounts.profileId, user.profileId));
    const changed = performance.now();
    for (;;) {
      const credits = (await (
        await fetch(`${watcher}/api/credits`, { headers: { cookie } })
      ).json()) as { balance?: number };
      if (credits.balance === balance) break;
      if (performance.now() - changed > 5_000) throw new Error("a balance change never showed");
      await sleep(2);
    }
    lags.push(performance.now() - changed);
  }

  const label = `${size} instance${size === 1 ? "" : "s"}`;
  return {
    [`${label}: sign-ins, rate, p50 / p99`]: summary(signIns, seconds),
    [`${label}: history first page, rate, p50 / p99`]: summary(history, seconds),
    [`${label}: generation (whole stream), rate, p50 / p99`]: summary(generations, seconds),
    [`${label}: signed-in requests per second (history + generations)`]: Math.round(
      (history.ms.length + generations.ms.length) / seconds,
    ),
    [`${label}: balance change seen by instance ${size}, p50 / p99 ms`]: `${round1(percentile(lags, 50))} / ${round1(percentile(lags, 99))}`,
  };
}

export async function run(): Promise<Record<string, number | string>> {
  const results: Record<string, number | string> = {
    [`machine: ${os.cpus().length} CPUs, load (1-min average) at start`]: round1(
      os.loadavg()[0] ?? 0,
    ),
  };
  const fake = await startFakeOpenAiServer();
  try {
    for (const size of SIZES) {
      const name = `outsmart_bench_scale_${randomBytes(4).toString("hex")}`;
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(`create database ${admin.escapeIdentifier(name)}`);
      await admin.end();
      const connectionString = databaseUrl(ADMIN_URL, name);
      let cluster: Cluster | undefined;
      let database: DatabaseHandle | undefined;
      try {
        cluster = await startCluster({
          count: size,
          env: (publicUrl) => ({
            DATABASE_URL: connectionString,
            REDIS_URL,
            PUBLIC_URL: publicUrl,
            TRUST_PROXY: "true",
            AUTH_SECRET,
            SHUTDOWN_DRAIN_MS: "0",
            OPENAI_API_KEY: "sk-bench",
            OPENAI_BASE_URL: fake.baseURL,
            LOG_LEVEL: "warn",
          }),
        });
        database = createDatabase({ connectionString, poolSize: 4, logger: createSilentLogger() });
        const customers: TestUser[] = [];
        for (let index = 0; index < CUSTOMERS; index += 1) {
          const user = await createUser(database.db);
          await setCreditAccount(database.db, user.profileId, {
            plan: "pro",
            balance: 1_000_000,
          });
          customers.push(user);
        }
        Object.assign(results, await measure(size, cluster, database, customers));
      } finally {
        await database?.close();
        await cluster?.close();
        const cleanup = new pg.Client({ connectionString: ADMIN_URL });
        await cleanup.connect();
        await cleanup.query(
          `drop database if exists ${cleanup.escapeIdentifier(name)} with (force)`,
        );
        await cleanup.end();
      }
    }
  } finally {
    await fake.close();
  }
  return results;
}
