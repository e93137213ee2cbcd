import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { creditAccounts } from "../../db/schema/credit-accounts.ts";
import { creditLedger } from "../../db/schema/credit-ledger.ts";
import { creditReservations } from "../../db/schema/credit-reservations.ts";
import { userGenerations } from "../../db/schema/user-generations.ts";
import { createSession, createUser, setCreditAccount } from "../../testing/factories.ts";
import { type FakeOpenAiServer, startFakeOpenAiServer } from "../../testing/fake-openai-server.ts";
import { freePort } from "../../lib/free-port.ts";
import {
  type ServerProcess,
  startServerProcess,
  waitForHealthy,
} from "../../testing/server-process.ts";
import { TEST_AUTH_SECRET } from "../../testing/test-app.ts";
import { HOLD_LEASE_MS, HOLD_RENEW_EVERY_MS } from "./credits.service.ts";
import { useTestDatabase } from "../../testing/test-database.ts";

const testDb = useTestDatabase();
let fake: FakeOpenAiServer;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "outsmart-sweep-"));
const running: ServerProcess[] = [];

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
});
afterAll(async () => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill("SIGKILL");
  await fake.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function startServer(port: number): Promise<ServerProcess> {
  const server = startServerProcess({
    DATA_DIR: dataDir,
    PORT: String(port),
    DATABASE_URL: testDb.current.connectionString,
    WEB_BUILD_DIR: "/nonexistent-web-build",
    AUTH_SECRET: TEST_AUTH_SECRET,
    OPENAI_API_KEY: "sk-test",
    OPENAI_BASE_URL: fake.baseURL,
  });
  running.push(server);
  await waitForHealthy(port, server);
  return server;
}

async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it("gives back the credits of a generation whose process was killed mid-call, through the sweep of the next process", async () => {
  const db = testDb.current.db;
  const user = await createUser(db);
  await setCreditAccount(db, user.profileId, { plan: "starter", balance: 10 });
  const session = await createSession(db, user.id, { secret: TEST_AUTH_SECRET });
  const balance = async () =>
    (await db.select().from(creditAccounts).where(eq(creditAccounts.profileId, user.profileId)))[0]
      ?.balance;

  const port = await freePort();
  const first = await startServer(port);
  fake.setDefaultReply({ kind: "hang" });
  const generation = fetch(`http://127.0.0.1:${port}/api/tools/ai-caption-generator/generate`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Cookie: session.cookie,
      Origin: `http://localhost:${port}`,
    },
    body: JSON.stringify({
      model: "gpt-5-mini",
      inputs: {
        product_name: "EcoStride sneakers",
        target_audience: "runners in Dhaka",
        platform: "Instagram",
      },
    }),
  }).catch(() => undefined);
  await until(
    async () => fake.requests.length,
    (count) => count > 0,
  );
  expect(fake.requests).toHaveLength(1);
  expect(await balance()).toBe(8); // held before the provider was called

  first.child.kill("SIGKILL");
  await first.exited;
  await generation;
  expect(await balance()).toBe(8); // nobody was left to refund it

  // Ten minutes pass: the hold outlives any generation the process could still have been running.
  await db
    .update(creditReservations)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(creditReservations.profileId, user.profileId));
  const second = await startServer(port);

  expect(await until(balance, (value) => value === 10)).toBe(10);
  const ledger = await db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.accountRef, user.profileId));
  expect(ledger.map((entry) => [entry.kind, entry.amount, entry.balanceAfter])).toEqual([
    ["spend", -2, 8],
    ["refund", 2, 10],
  ]);
  const [hold] = await db
    .select()
    .from(creditReservations)
    .where(eq(creditReservations.profileId, user.profileId));
  expect(hold?.status).toBe("released");
  expect(
    await db.select().from(userGenerations).where(eq(userGenerations.userId, user.profileId)),
  ).toEqual([]);

  second.child.kill("SIGTERM");
  expect(await second.exited).toBe(0);
}, 90_000);

it("gives the credits back within a lease of the crash, with nobody moving the clock", async () => {
  const db = testDb.current.db;
  const user = await createUser(db);
  await setCreditAccount(db, user.profileId, { plan: "starter", balance: 10 });
  const session = await createSession(db, user.id, { secret: TEST_AUTH_SECRET });
  const balance = async () =>
    (await db.select().from(creditAccounts).where(eq(creditAccounts.profileId, user.profileId)))[0]
      ?.balance;

  const port = await freePort();
  const first = await startServer(port);
  fake.setDefaultReply({ kind: "hang" });
  fake.requests.length = 0;
  const generation = fetch(`http://127.0.0.1:${port}/api/tools/ai-caption-generator/generate`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Cookie: session.cookie,
      Origin: `http://localhost:${port}`,
    },
    body: JSON.stringify({
      model: "gpt-5-mini",
      inputs: {
        product_name: "Shapla tea",
        target_audience: "office workers",
        platform: "Facebook",
      },
    }),
  }).catch(() => undefined);
  await until(
    async () => fake.requests.length,
    (count) => count > 0,
  );
  expect(await until(balance, (value) => value === 8)).toBe(8);

  first.child.kill("SIGKILL");
  await first.exited;
  await generation;
  const crashedAt = Date.now();
  const second = await startServer(port);
  // The lease (30 s) runs out, then the next sweep (every 10 s) releases it: no ten-minute wait.
  const restored = await until(balance, (value) => value === 10, 60_000);
  const recoveredAfterMs = Date.now() - crashedAt;
  expect(restored).toBe(10);
  expect(recoveredAfterMs).toBeLessThan(HOLD_LEASE_MS + HOLD_RENEW_EVERY_MS + 10_000);
  console.log(`credit hold recovered ${Math.round(recoveredAfterMs / 1000)} s after kill -9`);
  second.child.kill("SIGTERM");
  expect(await second.exited).toBe(0);
}, 120_000);
