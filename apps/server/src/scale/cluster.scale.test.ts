import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { OFFLINE_WRITER_MODEL_ID } from "@outsmart/contracts/models";
import { FREE_PLAN_DAILY_GENERATIONS } from "@outsmart/contracts/plans";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type DatabaseHandle } from "../db/client.ts";
import { migrationsFolder } from "../db/migrate.ts";
import { creditAccounts } from "../db/schema/credit-accounts.ts";
import { creditLedger } from "../db/schema/credit-ledger.ts";
import { creditReservations } from "../db/schema/credit-reservations.ts";
import { dailyGenerationUsage } from "../db/schema/daily-generation-usage.ts";
import { toolPrompts } from "../db/schema/tool-prompts.ts";
import { users } from "../db/schema/users.ts";
import { dhakaDay } from "../lib/dhaka-time.ts";
import { userGenerations } from "../db/schema/user-generations.ts";
import { createSilentLogger } from "../lib/logger.ts";
import { type Cluster, NGINX, startCluster } from "../testing/cluster.ts";
import {
  createUser,
  DEFAULT_PASSWORD,
  setCreditAccount,
  type TestUser,
} from "../testing/factories.ts";
import { type FakeOpenAiServer, startFakeOpenAiServer } from "../testing/fake-openai-server.ts";
import { TEST_AUTH_SECRET } from "../testing/test-app.ts";
import { databaseUrl } from "../testing/test-database-url.ts";

/**
 * Three real server processes (main.ts) on one fresh PostgreSQL database and one Redis, behind
 * nginx configured by deploy/nginx/ (issue 18). Run by `.ci/run` when both servers answer:
 * `TEST_DATABASE_URL=… TEST_REDIS_URL=… npm run test:scale`.
 */
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl || !process.env.TEST_DATABASE_URL)
  throw new Error("The scale suite needs TEST_DATABASE_URL and TEST_REDIS_URL (see .ci/run)");

const INSTANCES = 3;
const MODEL = "gpt-5-mini";
let cluster: Cluster;
let fake: FakeOpenAiServer;
let database: DatabaseHandle;
let databaseName: string;
let startedAt: number;

async function withAdmin<T>(run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: inject("testDatabaseServer").adminUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  databaseName = `outsmart_scale_${randomBytes(5).toString("hex")}`;
  // An empty database: the three instances start together and must migrate it once between them.
  await withAdmin((admin) =>
    admin.query(`create database ${admin.escapeIdentifier(databaseName)}`),
  );
  const connectionString = databaseUrl(inject("testDatabaseServer").adminUrl, databaseName);
  startedAt = Date.now();
  cluster = await startCluster({
    count: INSTANCES,
    env: (publicUrl) => ({
      DATABASE_URL: connectionString,
      REDIS_URL: redisUrl,
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: "true",
      AUTH_SECRET: TEST_AUTH_SECRET,
      SHUTDOWN_DRAIN_MS: "2500",
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: fake.baseURL,
      LOG_LEVEL: "warn",
    }),
  });
  database = createDatabase({ connectionString, poolSize: 5, logger: createSilentLogger() });
}, 120_000);

afterAll(async () => {
  await cluster?.close();
  await database?.close();
  await fake?.close();
  if (databaseName)
    await withAdmin((admin) =>
      admin.query(`drop database if exists ${admin.escapeIdentifier(databaseName)} with (force)`),
    );
}, 60_000);

/** Polls `read` until `done` says so or the deadline passes; returns the last value. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

type Answer = { status: number; json: unknown; text: string; headers: Headers };

/** One request on a connection of its own, closed after the answer (`call`'s `newConnection`). */
function requestOnNewConnection(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
): Promise<Omit<Answer, "json">> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: init.method, headers: init.headers, agent: false },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("error", reject);
        response.on("end", () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers))
            for (const one of [value ?? []].flat()) headers.append(name, one);
          resolve({ status: response.statusCode ?? 0, text, headers });
        });
      },
    );
    request.on("error", reject);
    request.end(init.body);
  });
}

async function call(
  base: string,
  path: string,
  options: {
    method?: string;
    cookie?: string;
    body?: unknown;
    headers?: Record<string, string>;
    /**
     * A new connection for this request rather than one kept alive. A reloading nginx closes its
     * idle keep-alive connections, and a request written on one at that instant is lost before
     * nginx reads it: a browser sends it again on a new connection (Chromium does so for any
     * request on a reused connection closed before an answer), fetch does not (ADR 0100).
     */
    newConnection?: boolean;
  } = {},
): Promise<Answer> {
  const init = {
    method: options.method ?? (options.body === undefined ? "GET" : "POST"),
    headers: {
      Origin: cluster.url,
      ...(options.body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(options.cookie ? { Cookie: options.cookie } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  };
  const { status, text, headers } = options.newConnection
    ? await requestOnNewConnection(`${base}${path}`, init)
    : await fetch(`${base}${path}`, { ...init, redirect: "manual" }).then(async (response) => ({
        status: response.status,
        text: await response.text(),
        headers: response.headers,
      }));
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status, json, text, headers };
}

async function signIn(base: string, user: TestUser): Promise<string> {
  const answer = await call(base, "/api/account/sign-in", {
    body: { identifier: user.email, password: DEFAULT_PASSWORD },
  });
  expect(answer.status, answer.text).toBe(200);
  const cookie = answer.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .find((pair) => pair?.startsWith("outsmart.session_token="));
  if (!cookie) throw new Error("sign-in set no session cookie");
  return cookie;
}

async function newCustomer(balance = 0, plan: "free" | "starter" = "starter") {
  const user = await createUser(database.db);
  if (balance > 0) await setCreditAccount(database.db, user.profileId, { plan, balance });
  return user;
}

const generateBody = {
  model: MODEL,
  inputs: { product_name: "EcoStride sneakers", target_audience: "runners", platform: "Instagram" },
};

/** One generation; "done" when the stream ended with its done event. */
async function generate(
  base: string,
  cookie: string,
  { model = MODEL, newConnection = false }: { model?: string; newConnection?: boolean } = {},
): Promise<string> {
  const answer = await call(base, "/api/tools/ai-caption-generator/generate", {
    cookie,
    body: { ...generateBody, model },
    newConnection,
  });
  if (answer.status !== 200) return `status ${answer.status}: ${answer.text}`;
  return answer.text.includes("event: done") ? "done" : `stream without done: ${answer.text}`;
}

async function balanceOf(user: TestUser): Promise<number | undefined> {
  const [account] = await database.db
    .select()
    .from(creditAccounts)
    .where(eq(creditAccounts.profileId, user.profileId));
  return account?.balance;
}

/**
 * How many times each instance started each background job (its /metrics, read on loopback);
 * nothing for an instance that is not running.
 */
async function jobRuns(): Promise<Array<Record<string, number>>> {
  return await Promise.all(
    cluster.instances.map(async (instance) => {
      if (instance.process.child.exitCode !== null || instance.process.child.signalCode !== null)
        return {};
      const text = await (await fetch(`${instance.url}/metrics`)).text();
      const runs: Record<string, number> = {};
      for (const match of text.matchAll(
        /^outsmart_background_job_runs_total\{job="([^"]+)"\} (\d+)/gm,
      ))
        runs[match[1]!] = Number(match[2]);
      return runs;
    }),
  );
}

describe("three instances behind nginx on one PostgreSQL and Redis", () => {
  it("ran the migrations once between the three instances that started together", async () => {
    const journal = JSON.parse(
      fs.readFileSync(`${migrationsFolder}/meta/_journal.json`, "utf8"),
    ) as { entries: unknown[] };
    const { rows } = await database.pool.query<{ hash: string; times: number }>(
      "select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash",
    );
    expect(rows).toHaveLength(journal.entries.length);
    expect(rows.every((row) => row.times === 1)).toBe(true);
    for (const instance of cluster.instances)
      expect((await call(instance.url, "/api/ready")).json).toMatchObject({ ready: true });
  });

  it("accepts a session made through one instance on every other, and through nginx", async () => {
    const user = await newCustomer();
    const cookie = await signIn(cluster.instances[0]!.url, user);
    for (const base of [...cluster.instances.map((instance) => instance.url), cluster.url]) {
      const account = await call(base, "/api/account", { cookie });
      expect(account.status, base).toBe(200);
      expect(JSON.stringify(account.json)).toContain(user.email);
    }
  });

  it("ends every session on every instance within a second of a sign-out everywhere", async () => {
    const user = await newCustomer();
    const cookies = await Promise.all(
      cluster.instances.map((instance) => signIn(instance.url, user)),
    );
    // Each instance has checked (and cached) every session.
    for (const instance of cluster.instances)
      for (const cookie of cookies)
        expect((await call(instance.url, "/api/account", { cookie })).status).toBe(200);

    expect(
      (
        await call(cluster.instances[0]!.url, "/api/account/sessions/sign-out-everywhere", {
          cookie: cookies[0],
          body: {},
        })
      ).status,
    ).toBe(200);
    const signedOutAt = Date.now();
    await Promise.all(
      cluster.instances.flatMap((instance) =>
        cookies.map(async (cookie) => {
          const status = await until(
            async () => (await call(instance.url, "/api/account", { cookie })).status,
            (value) => value === 401,
            1000,
          );
          expect(status).toBe(401);
        }),
      ),
    );
    expect(Date.now() - signedOutAt).toBeLessThan(1000);
  });

  it("shows a balance and plan change on every instance within a second", async () => {
    const user = await newCustomer(40);
    const cookie = await signIn(cluster.url, user);
    for (const instance of cluster.instances)
      expect((await call(instance.url, "/api/credits", { cookie })).json).toMatchObject({
        balance: 40,
      });
    await database.db
      .update(creditAccounts)
      .set({ balance: 75, plan: "pro" })
      .where(eq(creditAccounts.profileId, user.profileId));
    const changedAt = Date.now();
    await Promise.all(
      cluster.instances.map(async (instance) => {
        const seen = await until(
          async () => (await call(instance.url, "/api/credits", { cookie })).json,
          (json) => {
            const credits = json as { balance?: number; plan?: string };
            return credits.balance === 75 && credits.plan === "pro";
          },
          1000,
        );
        expect(seen).toMatchObject({ balance: 75, plan: "pro" });
      }),
    );
    expect(Date.now() - changedAt).toBeLessThan(1000);
  });

  it("applies a tool-prompt edit and an account suspension on every instance within a second", async () => {
    const user = await newCustomer();
    const cookie = await signIn(cluster.url, user);
    const toolPage = (base: string) => call(base, "/api/tools/ai-caption-generator", { cookie });
    // Every instance has the tool's configuration and the session in memory.
    for (const instance of cluster.instances) {
      expect((await toolPage(instance.url)).status).toBe(200);
      expect((await call(instance.url, "/api/account", { cookie })).status).toBe(200);
    }
    const [tool] = await database.db
      .select()
      .from(toolPrompts)
      .where(eq(toolPrompts.toolSlug, "ai-caption-generator"));
    const edited = `Edited at ${Date.now()}`;
    try {
      await database.db
        .update(toolPrompts)
        .set({ description: edited })
        .where(eq(toolPrompts.toolSlug, "ai-caption-generator"));
      const editedAt = Date.now();
      await Promise.all(
        cluster.instances.map(async (instance) => {
          const seen = await until(
            async () => (await toolPage(instance.url)).json,
            (json) => (json as { description?: string }).description === edited,
            1000,
          );
          expect(seen).toMatchObject({ description: edited });
        }),
      );
      expect(Date.now() - editedAt).toBeLessThan(1000);
    } finally {
      await database.db
        .update(toolPrompts)
        .set({ description: tool!.description })
        .where(eq(toolPrompts.toolSlug, "ai-caption-generator"));
    }

    await database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, user.id));
    const suspendedAt = Date.now();
    await Promise.all(
      cluster.instances.map(async (instance) => {
        const status = await until(
          async () => (await call(instance.url, "/api/account", { cookie })).status,
          (value) => value === 401,
          1000,
        );
        expect(status).toBe(401);
      }),
    );
    expect(Date.now() - suspendedAt).toBeLessThan(1000);
  });

  it("credits a pack once when callbacks, verifications and polls race across the instances", async () => {
    const user = await newCustomer();
    const cookie = await signIn(cluster.url, user);
    const created = await call(cluster.url, "/functions/v1/create-bkash-payment", {
      cookie,
      body: { packageType: "starter", amount: 500 },
    });
    expect(created.json).toMatchObject({ success: true });
    const payment = created.json as {
      paymentUrl: string;
      paymentId: string;
      bkashPaymentId: string;
    };
    // The customer confirms on the sandbox's hosted page (served by whichever instance nginx picks).
    const hash = new URL(payment.paymentUrl).searchParams.get("hash") ?? "";
    let redirect = "";
    for (const [step, field] of [
      ["wallet", { wallet: "01770618575" }],
      ["otp", { otp: "123456" }],
      ["pin", { pin: "12121" }],
    ] as const) {
      const response = await fetch(`${cluster.url}/bkash-sandbox/checkout`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          paymentId: payment.bkashPaymentId,
          hash,
          action: "confirm",
          step,
          ...field,
        }).toString(),
      });
      redirect = response.headers.get("location") ?? "";
    }
    const callback = new URL(redirect);
    expect(callback.pathname).toBe("/payments/bkash/callback");

    const racers = cluster.instances.flatMap((instance) => [
      fetch(`${instance.url}${callback.pathname}${callback.search}`).then((r) => r.text()),
      call(instance.url, "/functions/v1/verify-bkash-payment", {
        cookie,
        body: { paymentId: payment.paymentId },
      }),
      call(instance.url, "/functions/v1/check-payment-status", {
        cookie,
        body: { paymentId: payment.paymentId },
      }),
      fetch(`${instance.url}${callback.pathname}${callback.search}`).then((r) => r.text()),
    ]);
    await Promise.all(racers);
    const status = await call(cluster.url, "/functions/v1/check-payment-status", {
      cookie,
      body: { paymentId: payment.paymentId },
    });
    expect(status.json).toEqual({ success: true, payment: { status: "success" } });
    const ledger = await database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.accountRef, user.profileId));
    expect(ledger.map((entry) => [entry.kind, entry.amount])).toEqual([["top_up", 250]]);
    expect(await balanceOf(user)).toBe(250);
  });

  it("never overspends a balance when generations race across the instances", async () => {
    const user = await newCustomer(5);
    const cookie = await signIn(cluster.url, user);
    fake.setDefaultReply({ kind: "text", text: "A caption.", firstTokenDelayMs: 200 });
    try {
      const outcomes = await Promise.all(
        Array.from({ length: 9 }, (_, index) =>
          generate(cluster.instances[index % INSTANCES]!.url, cookie),
        ),
      );
      const done = outcomes.filter((outcome) => outcome === "done").length;
      expect(done).toBe(2); // 2 credits each: two fit in 5, never a third
      expect(outcomes.filter((outcome) => outcome !== "done")).toHaveLength(7);
      expect(await balanceOf(user)).toBe(1);
      const saved = await database.db
        .select()
        .from(userGenerations)
        .where(eq(userGenerations.userId, user.profileId));
      expect(saved).toHaveLength(2);
    } finally {
      fake.setDefaultReply({ kind: "text", text: "Hello from the fake model." });
    }
  });

  it("never exceeds the free plan's daily cap when free generations race across the instances", async () => {
    const user = await newCustomer(10, "free");
    await database.db.insert(dailyGenerationUsage).values({
      profileId: user.profileId,
      day: dhakaDay(new Date()),
      used: FREE_PLAN_DAILY_GENERATIONS - 2,
    });
    const cookie = await signIn(cluster.url, user);
    const outcomes = await Promise.all(
      Array.from({ length: 9 }, (_, index) =>
        generate(cluster.instances[index % INSTANCES]!.url, cookie, {
          model: OFFLINE_WRITER_MODEL_ID,
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === "done")).toHaveLength(2);
    const [usage] = await database.db
      .select()
      .from(dailyGenerationUsage)
      .where(eq(dailyGenerationUsage.profileId, user.profileId));
    expect(usage?.used).toBe(FREE_PLAN_DAILY_GENERATIONS);
  });

  it("shares sign-in lockouts: failures on two instances lock the account on the third", async () => {
    const user = await newCustomer();
    // Direct to the instances (TRUST_PROXY): a network of our own, so no earlier run's failures count.
    const network = { "X-Forwarded-For": `198.51.100.${1 + Math.floor(Math.random() * 250)}` };
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await call(cluster.instances[attempt % 2]!.url, "/api/account/sign-in", {
        body: { identifier: user.email, password: "wrong-password-xyz" },
        headers: network,
      });
      expect(answer.status).toBe(401);
    }
    const third = await call(cluster.instances[2]!.url, "/api/account/sign-in", {
      body: { identifier: user.email, password: DEFAULT_PASSWORD },
      headers: network,
    });
    expect(third.status).toBe(429);
  });

  it("runs each cluster-wide background job in one instance per interval, not once per instance", async () => {
    const elapsedMs = Date.now() - startedAt;
    const runs = await jobRuns();
    const total = (job: string) => runs.reduce((sum, counts) => sum + (counts[job] ?? 0), 0);
    const instancesRunning = (job: string) => runs.filter((counts) => (counts[job] ?? 0) > 0);
    // Every instance renews its own holds' leases ...
    for (const counts of runs) expect(counts["credit-hold-renewal"]).toBeGreaterThanOrEqual(1);
    // ... and one of them runs the shared work: once at start, then once per interval.
    for (const [job, intervalMs] of [
      ["session-sweep", 5 * 60_000],
      ["payment-reconciliation", 15_000],
      ["credit-hold-sweep", 10_000],
    ] as const) {
      expect(instancesRunning(job), job).toHaveLength(1);
      expect(total(job), job).toBeGreaterThanOrEqual(1);
      expect(total(job), job).toBeLessThanOrEqual(Math.floor(elapsedMs / intervalMs) + 1);
    }
  });

  it("survives the job leader killed mid-stream: the others keep serving, one takes over the jobs and its hold comes back", async () => {
    const user = await newCustomer(10);
    const cookie = await signIn(cluster.url, user);
    // The instance that runs the shared jobs: after its death another must release its hold.
    const leader = (await jobRuns()).findIndex((counts) => (counts["credit-hold-sweep"] ?? 0) > 0);
    expect(leader).toBeGreaterThanOrEqual(0);
    const before = fake.requests.length;
    fake.reply({ kind: "hang" });
    const streaming = generate(cluster.instances[leader]!.url, cookie).catch((error: unknown) =>
      String(error),
    );
    await until(
      async () => fake.requests.length,
      (count) => count > before,
      10_000,
    );
    // Held: the provider is called first and the hold written alongside (ADR 0018), so the hold
    // may commit just after the provider has the request.
    expect(
      await until(
        () => balanceOf(user),
        (balance) => balance === 8,
        10_000,
      ),
    ).toBe(8);

    await cluster.kill(leader);
    expect(await streaming).not.toBe("done");
    // nginx moves every request to the two left.
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => call(cluster.url, "/api/credits", { cookie })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    expect(await generate(cluster.url, cookie)).toBe("done");
    expect(await balanceOf(user)).toBe(6);

    // The dead process no longer renews its lease; let it lapse now rather than in 30 s.
    await database.db
      .update(creditReservations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(creditReservations.profileId, user.profileId));
    expect(
      await until(
        () => balanceOf(user),
        (balance) => balance === 8,
        15_000,
      ),
    ).toBe(8);
    const survivors = (await jobRuns()).filter((_, index) => index !== leader);
    expect(survivors.filter((counts) => (counts["credit-hold-sweep"] ?? 0) > 0)).toHaveLength(1);
    await cluster.start(leader);
  }, 60_000);

  it("serves a load client without a single failed request through a rolling restart (each instance out of the upstream, SIGTERM, restart, back in)", async () => {
    const workers = await Promise.all(
      [0, 1].map(async () => {
        const user = await newCustomer(100_000);
        return { user };
      }),
    );
    const failures: string[] = [];
    let requests = 0;
    let running = true;
    const record = (what: string, answer: { status: number; text: string }) => {
      requests += 1;
      if (answer.status !== 200)
        failures.push(
          `${new Date().toISOString()} ${what}: ${answer.status} ${answer.text.slice(0, 200)}`,
        );
    };
    const loops = workers.map(async ({ user }) => {
      while (running) {
        try {
          const signedIn = await call(cluster.url, "/api/account/sign-in", {
            body: { identifier: user.email, password: DEFAULT_PASSWORD },
            newConnection: true,
          });
          record("sign-in", signedIn);
          const cookie = signedIn.headers
            .getSetCookie()
            .map((line) => line.split(";")[0])
            .find((pair) => pair?.startsWith("outsmart.session_token="));
          if (!cookie) continue;
          record(
            "history",
            await call(cluster.url, "/api/generations?limit=20", { cookie, newConnection: true }),
          );
          const outcome = await generate(cluster.url, cookie, { newConnection: true });
          requests += 1;
          if (outcome !== "done")
            failures.push(`${new Date().toISOString()} generate: ${outcome.slice(0, 200)}`);
        } catch (error) {
          const cause = error instanceof Error && error.cause ? ` (${String(error.cause)})` : "";
          failures.push(`${new Date().toISOString()} network: ${String(error)}${cause}`);
        }
      }
    });
    try {
      // As docs/operations.md tells operators of nginx (open source, no active health checks):
      // out of the upstream, stop, start, back in.
      for (let index = 0; index < INSTANCES; index += 1) {
        await cluster.takeOut(index);
        expect(await cluster.stop(index)).toBe(0);
        await cluster.start(index);
        await cluster.putBack(index);
      }
    } finally {
      running = false;
      await Promise.all(loops);
    }
    // On failure, nginx's logs say which instance refused what and when; the instances' say why.
    expect(failures, `${cluster.nginxLog()}\n${cluster.instanceLogs()}`).toEqual([]);
    expect(requests).toBeGreaterThan(30);
  }, 120_000);

  it("finishes an instance's streams and fails no read when it gets SIGTERM while still in the upstream", async () => {
    const user = await newCustomer(100);
    const cookie = await signIn(cluster.url, user);
    // Streams of about four seconds, longer than the drain (2.5 s): one straight to instance 0,
    // one through nginx to each instance (it takes turns).
    fake.setDefaultReply({
      kind: "text",
      text: "Slow and steady wins the feed.",
      chunkSize: 4,
      chunkDelayMs: 500,
    });
    const before = fake.requests.length;
    const streams = [
      generate(cluster.instances[0]!.url, cookie),
      ...Array.from({ length: INSTANCES }, () => generate(cluster.url, cookie)),
    ].map((stream) => stream.catch((error: unknown) => `cut off: ${String(error)}`));
    try {
      await until(
        async () => fake.requests.length,
        (count) => count >= before + streams.length,
        10_000,
      );
      const reads: string[] = [];
      let reading = true;
      const reader = (async () => {
        while (reading) {
          const answer = await call(cluster.url, "/api/generations?limit=20", { cookie }).catch(
            (error: unknown) => ({ status: 0, text: String(error) }),
          );
          reads.push(
            answer.status === 200 ? "ok" : `${answer.status} ${answer.text.slice(0, 200)}`,
          );
        }
      })();
      const stopped = await cluster.stop(0);
      reading = false;
      await reader;
      expect(stopped).toBe(0);
      // nginx resends a read that a closing instance reset to the next one; streams run to the end.
      expect(
        reads.filter((read) => read !== "ok"),
        `${cluster.nginxLog()}\n${cluster.instanceLogs()}`,
      ).toEqual([]);
      expect(reads.length).toBeGreaterThan(10);
      expect(await Promise.all(streams)).toEqual(Array(streams.length).fill("done"));
    } finally {
      fake.setDefaultReply({ kind: "text", text: "Hello from the fake model." });
      await Promise.allSettled(streams);
      await cluster.start(0);
    }
  }, 60_000);

  it("has a production configuration (TLS, the shared proxy settings) that nginx -t accepts", () => {
    const deploy = fileURLToPath(new URL("../../../../deploy/nginx/", import.meta.url));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "outsmart-nginx-tls-"));
    try {
      const made = spawnSync("openssl", [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=outsmart.example.com",
        "-keyout",
        path.join(dir, "privkey.pem"),
        "-out",
        path.join(dir, "fullchain.pem"),
      ]);
      expect(made.status).toBe(0);
      // Only the machine's paths change: certificates, the included file, the logs.
      const production = fs
        .readFileSync(path.join(deploy, "outsmart.conf"), "utf8")
        .replaceAll("/etc/letsencrypt/live/outsmart.example.com/", `${dir}/`)
        .replaceAll("/etc/nginx/outsmart-proxy.conf", path.join(deploy, "outsmart-proxy.conf"))
        .replaceAll("/var/log/nginx/", `${dir}/`);
      fs.writeFileSync(path.join(dir, "outsmart.conf"), production);
      fs.writeFileSync(
        path.join(dir, "nginx.conf"),
        `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  access_log off;\n  include ${dir}/outsmart.conf;\n}\n`,
      );
      const test = spawnSync(NGINX, ["-t", "-p", dir, "-c", path.join(dir, "nginx.conf")], {
        encoding: "utf8",
      });
      expect(test.stderr).toContain("syntax is ok");
      expect(test.status, test.stderr).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
