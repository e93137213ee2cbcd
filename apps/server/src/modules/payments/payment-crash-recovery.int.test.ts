import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createBkashSandbox } from "@outsmart/bkash-sandbox";
import { eq } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { payments } from "../../db/schema/payments.ts";
import { freePort } from "../../lib/free-port.ts";
import { createSession, createUser } from "../../testing/factories.ts";
import {
  type ServerProcess,
  startServerProcess,
  waitForHealthy,
} from "../../testing/server-process.ts";
import { PACKS_ON_SALE_ENV, TEST_AUTH_SECRET } from "../../testing/test-app.ts";
import { useTestDatabase } from "../../testing/test-database.ts";
import { createBkashSandboxStore } from "./bkash-sandbox.queries.ts";

/**
 * `kill -9` while a customer pays (issue 13): the customer authorises on bKash's page, the process
 * that created the payment dies before the browser returns, and the next process completes and
 * credits it on its own, within about a minute (ADR 0032).
 */
const testDb = useTestDatabase();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "outsmart-pay-crash-"));
const running: ServerProcess[] = [];

afterAll(() => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function startServer(port: number): Promise<ServerProcess> {
  const server = startServerProcess({
    DATA_DIR: dataDir,
    PORT: String(port),
    DATABASE_URL: testDb.current.connectionString,
    WEB_BUILD_DIR: "/nonexistent-web-build",
    AUTH_SECRET: TEST_AUTH_SECRET,
    ...PACKS_ON_SALE_ENV,
  });
  running.push(server);
  await waitForHealthy(port, server);
  return server;
}

it("completes a payment authorised while its process was dead, within about a minute", async () => {
  const db = testDb.current.db;
  const user = await createUser(db);
  const session = await createSession(db, user.id, { secret: TEST_AUTH_SECRET });
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const first = await startServer(port);
  const created = await fetch(`http://127.0.0.1:${port}/functions/v1/create-bkash-payment`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: session.cookie, origin },
    body: JSON.stringify({ packageType: "starter", amount: 500 }),
  });
  const payment = (await created.json()) as { paymentId: string; bkashPaymentId: string };
  expect(created.status).toBe(200);

  // The customer finishes bKash's page (its state is in this database) as the server dies.
  first.child.kill("SIGKILL");
  await first.exited;
  const bkashPage = createBkashSandbox({
    publicBaseUrl: `${origin}/bkash-sandbox`,
    store: createBkashSandboxStore(db),
  });
  await bkashPage.authorisePayment(payment.bkashPaymentId);
  const crashedAt = Date.now();

  const second = await startServer(port);
  const status = async () =>
    (await db.select().from(payments).where(eq(payments.id, payment.paymentId)))[0]?.status;
  const deadline = Date.now() + 100_000;
  while ((await status()) !== "success" && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 500));
  const recoveredAfterMs = Date.now() - crashedAt;
  expect(await status()).toBe("success");
  expect(recoveredAfterMs).toBeLessThan(90_000);
  console.log(`payment completed ${Math.round(recoveredAfterMs / 1000)} s after kill -9`);
  second.child.kill("SIGTERM");
  expect(await second.exited).toBe(0);
}, 150_000);
