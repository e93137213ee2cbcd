import { type RunningBkashSandbox, startBkashSandboxServer } from "@outsmart/bkash-sandbox/server";
import { testWallets } from "@outsmart/bkash-sandbox";

const successWallets = testWallets.filter((w) => w.outcome === "success").map((w) => w.number);
const insufficientWallet = testWallets.find((w) => w.outcome === "insufficient-balance")!.number;
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditLedger } from "../../db/schema/credit-ledger.ts";
import { payments as paymentsTable } from "../../db/schema/payments.ts";
import { createBkashClient } from "../../integrations/bkash/bkash-client.ts";
import { createFixedClock } from "../../lib/clock.ts";
import { createSilentLogger } from "../../lib/logger.ts";
import { createSession, createUser } from "../../testing/factories.ts";
import { createHttpClient } from "../../testing/http-client.ts";
import { createTestApp, TEST_AUTH_SECRET } from "../../testing/test-app.ts";
import { useTestDatabase } from "../../testing/test-database.ts";
import { createCreditsService } from "../credits/credits.service.ts";
import { createBkashTokenStore } from "./bkash-token-store.ts";
import { createPaymentsService } from "./payments.service.ts";

const testDb = useTestDatabase();
let bkash: RunningBkashSandbox;

beforeAll(async () => {
  // The real client talks to the sandbox over HTTP; grant + refresh limited as bKash does (2 an hour).
  bkash = await startBkashSandboxServer({ tokenCallLimit: 2 });
});
afterAll(() => bkash.close());

function gateway(timeoutMs = 30_000) {
  return createBkashClient({
    baseUrl: bkash.url,
    apiVersion: "v1.2.0-beta",
    credentials: bkash.sandbox.credentials,
    tokenStore: createBkashTokenStore(testDb.current.db),
    timeoutMs,
    logger: createSilentLogger(),
    clock: { now: () => new Date() },
  });
}

async function buyer() {
  const { app } = createTestApp({
    database: testDb.current,
    bkash: { gateway: gateway(), sandbox: undefined },
  });
  const user = await createUser(testDb.current.db);
  const session = await createSession(testDb.current.db, user.id, { secret: TEST_AUTH_SECRET });
  return { app, user, client: createHttpClient(app, { cookie: session.cookie }) };
}

async function startPayment(
  client: ReturnType<typeof createHttpClient>,
  packageType = "starter",
  amount: number | undefined = 500,
) {
  const response = await client.post("/functions/v1/create-bkash-payment", { packageType, amount });
  expect(response.status).toBe(200);
  return response.json as {
    success: true;
    paymentUrl: string;
    paymentId: string;
    bkashPaymentId: string;
  };
}

/** The browser's return from bKash's page, as the callback URL bKash redirected to. */
async function followCallback(app: ReturnType<typeof createTestApp>["app"], callbackUrl: string) {
  const url = new URL(callbackUrl);
  const response = await app.request(`${url.pathname}${url.search}`);
  return { status: response.status, html: await response.text() };
}

async function ledgerOf(profileId: string) {
  return await testDb.current.db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.accountRef, profileId));
}

describe("create-bkash-payment", () => {
  it("creates a pending payment priced from our catalogue and returns bKash's page", async () => {
    const { client, user } = await buyer();
    const payment = await startPayment(client);
    expect(payment.paymentUrl.startsWith(bkash.url)).toBe(true);
    const [row] = await testDb.current.db
      .select()
      .from(paymentsTable)
      .where(eq(paymentsTable.id, payment.paymentId));
    expect(row).toMatchObject({
      profileId: user.profileId,
      packId: "starter",
      amountBdt: 500,
      credits: 250,
      status: "pending",
      bkashPaymentId: payment.bkashPaymentId,
    });
    expect((await bkash.sandbox.getPayment(payment.bkashPaymentId))?.amount).toBe("500.00");
  });

  it("answers an unknown pack in the seed's words, refuses a tampered amount, and needs a session", async () => {
    const { client, app } = await buyer();
    const invalid = await client.post("/functions/v1/create-bkash-payment", {
      packageType: "gold",
      amount: 1,
    });
    expect(invalid.status).toBe(400);
    expect(invalid.json).toMatchObject({ success: false, error: "Invalid package selected" });
    const tampered = await client.post("/functions/v1/create-bkash-payment", {
      packageType: "pro",
      amount: 1,
    });
    expect(tampered.json.error).toBe("The amount does not match the Pro Pack price (৳1500).");
    expect(
      (
        await createHttpClient(app).post("/functions/v1/create-bkash-payment", {
          packageType: "pro",
          amount: 1500,
        })
      ).status,
    ).toBe(401);
  });
});

describe("completing a payment", () => {
  it("credits the pack once when the customer pays and bKash sends the browser back", async () => {
    const { app, client, user } = await buyer();
    const payment = await startPayment(client);
    const checkout = await bkash.sandbox.authorisePayment(payment.bkashPaymentId, {
      wallet: successWallets[0]!,
    });
    expect(checkout.status).toBe("success");
    const page = await followCallback(app, checkout.callbackUrl);
    expect(page.status).toBe(200);
    expect(page.html).toContain("Payment complete: 250 credits added.");
    expect((await client.get("/api/credits")).json).toEqual({
      plan: "starter",
      planLabel: "Starter Pack",
      balance: 250,
      freeGenerationsToday: null,
    });
    const status = await client.post("/functions/v1/check-payment-status", {
      paymentId: payment.paymentId,
    });
    expect(status.json).toEqual({ success: true, payment: { status: "success" } });
    expect((await followCallback(app, checkout.callbackUrl)).html).toContain("Payment complete");
    expect(await ledgerOf(user.profileId)).toHaveLength(1);
    const list = (await client.get("/api/payments")).json.payments as Array<{
      status: string;
      bkashTrxId: string | null;
    }>;
    expect(list).toMatchObject([
      { status: "success", packName: "Starter Pack", amountBdt: 500, credits: 250 },
    ]);
    expect(list[0]?.bkashTrxId).toMatch(/^[A-Z0-9]{10}$/);
  });

  it("credits exactly once when 50 callbacks, verifications and polls race", async () => {
    const { app, client, user } = await buyer();
    const payment = await startPayment(client, "pro", 1500);
    const checkout = await bkash.sandbox.authorisePayment(payment.bkashPaymentId, {
      wallet: successWallets[1]!,
    });
    const calls = Array.from({ length: 50 }, (_, index) => {
      if (index % 3 === 0) return followCallback(app, checkout.callbackUrl);
      if (index % 3 === 1)
        return client.post("/functions/v1/verify-bkash-payment", {
          paymentId: payment.paymentId,
          bkashPaymentId: payment.bkashPaymentId,
        });
      return client.post("/functions/v1/check-payment-status", { paymentId: payment.paymentId });
    });
    await Promise.all(calls);
    expect(await ledgerOf(user.profileId)).toMatchObject([
      { kind: "top_up", amount: 750, balanceAfter: 750 },
    ]);
    expect(
      (await client.post("/functions/v1/check-payment-status", { paymentId: payment.paymentId }))
        .json.payment,
    ).toEqual({ status: "success" });
    expect(
      (await client.post("/functions/v1/verify-bkash-payment", { paymentId: payment.paymentId }))
        .json,
    ).toEqual({ success: true });
  }, 60_000);

  it("credits once through reconciliation when execute timed out but succeeded at bKash", async () => {
    const db = testDb.current.db;
    const clock = createFixedClock(new Date());
    const credits = createCreditsService({ db, clock, logger: createSilentLogger() });
    const service = createPaymentsService({
      db,
      gateway: gateway(300),
      credits,
      clock,
      logger: createSilentLogger(),
      callbackBaseUrl: "http://localhost:3000/payments/bkash/callback",
    });
    const user = await createUser(db);
    const payment = await service.create(user.profileId, "starter", 500);
    await bkash.sandbox.authorisePayment(payment.bkashPaymentId, { wallet: successWallets[0]! });
    bkash.sandbox.setExecuteDelay(800);
    expect(await service.advance(payment.paymentId, "callback-success")).toBe("pending");
    bkash.sandbox.setExecuteDelay(0);
    await new Promise((resolve) => setTimeout(resolve, 900)); // bKash finishes the slow execute
    expect((await bkash.sandbox.getPayment(payment.bkashPaymentId))?.transactionStatus).toBe(
      "Completed",
    );
    clock.advance(3 * 60 * 1000);
    await Promise.all([
      service.reconcile(),
      service.reconcile(),
      service.advance(payment.paymentId, "poll"),
    ]);
    expect(await ledgerOf(user.profileId)).toMatchObject([{ kind: "top_up", amount: 250 }]);
    expect(await service.status(user.profileId, payment.paymentId)).toBe("success");
  });

  it("executes an authorised payment whose customer closed the tab before returning", async () => {
    const db = testDb.current.db;
    const clock = createFixedClock(new Date());
    const service = createPaymentsService({
      db,
      gateway: gateway(),
      credits: createCreditsService({ db, clock, logger: createSilentLogger() }),
      clock,
      logger: createSilentLogger(),
      callbackBaseUrl: "http://x/cb",
    });
    const user = await createUser(db);
    const payment = await service.create(user.profileId, "starter", 500);
    await bkash.sandbox.authorisePayment(payment.bkashPaymentId, { wallet: successWallets[2]! });
    clock.advance(3 * 60 * 1000);
    await service.reconcile();
    expect(await service.status(user.profileId, payment.paymentId)).toBe("success");
    expect(await ledgerOf(user.profileId)).toHaveLength(1);
  });
});

describe("payments that do not complete", () => {
  it("fails with no credits when the wallet has too little money", async () => {
    const { app, client, user } = await buyer();
    const payment = await startPayment(client);
    const checkout = await bkash.sandbox.authorisePayment(payment.bkashPaymentId, {
      wallet: insufficientWallet,
    });
    expect(checkout.status).toBe("failure");
    expect((await followCallback(app, checkout.callbackUrl)).html).toContain("Payment failed.");
    expect(
      (await client.post("/functions/v1/check-payment-status", { paymentId: payment.paymentId }))
        .json.payment,
    ).toEqual({ status: "failed" });
    expect(await ledgerOf(user.profileId)).toHaveLength(0);
  });

  it("is cancelled when the customer cancels on bKash's page", async () => {
    const { app, client } = await buyer();
    const payment = await startPayment(client);
    const checkout = await bkash.sandbox.cancelPayment(payment.bkashPaymentId);
    expect((await followCallback(app, checkout.callbackUrl)).html).toContain("Payment cancelled.");
    const [row] = await testDb.current.db
      .select()
      .from(paymentsTable)
      .where(eq(paymentsTable.id, payment.paymentId));
    expect(row?.status).toBe("cancelled");
  });

  it("grants nothing for a forged success callback, a replay with another payment's id, or someone else's payment", async () => {
    const { app, client, user } = await buyer();
    const payment = await startPayment(client);
    const forged = await followCallback(
      app,
      `http://localhost:3000/payments/bkash/callback?paymentId=${payment.paymentId}&paymentID=${payment.bkashPaymentId}&status=success&signature=abc`,
    );
    expect(forged.html).toContain("Payment failed.");
    expect(await ledgerOf(user.profileId)).toHaveLength(0);

    const second = await startPayment(client);
    const mismatched = await followCallback(
      app,
      `http://localhost:3000/payments/bkash/callback?paymentId=${second.paymentId}&paymentID=${payment.bkashPaymentId}&status=success`,
    );
    expect(mismatched.status).toBe(400);
    expect(mismatched.html).toContain("This payment link is not valid.");

    const stranger = await buyer();
    const peek = await stranger.client.post("/functions/v1/check-payment-status", {
      paymentId: second.paymentId,
    });
    expect(peek.status).toBe(404);
    expect(
      (
        await stranger.client.post("/functions/v1/verify-bkash-payment", {
          paymentId: second.paymentId,
        })
      ).status,
    ).toBe(404);
  });

  it("expires a payment nobody finished within 24 hours", async () => {
    const db = testDb.current.db;
    const clock = createFixedClock(new Date());
    const service = createPaymentsService({
      db,
      gateway: gateway(),
      credits: createCreditsService({ db, clock, logger: createSilentLogger() }),
      clock,
      logger: createSilentLogger(),
      callbackBaseUrl: "http://x/cb",
    });
    const user = await createUser(db);
    const payment = await service.create(user.profileId, "starter", 500);
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    await service.reconcile();
    const [row] = await db
      .select()
      .from(paymentsTable)
      .where(eq(paymentsTable.id, payment.paymentId));
    expect(row?.status).toBe("expired");
  });
});

describe("bKash tokens", () => {
  it("are requested within bKash's limit while many payments start at once, shared through the database", async () => {
    const before = bkash.sandbox.tokenCalls();
    const users = await Promise.all(Array.from({ length: 10 }, () => buyer()));
    await Promise.all(
      users.flatMap(({ client }) => [startPayment(client), startPayment(client, "pro", 1500)]),
    );
    const after = bkash.sandbox.tokenCalls();
    expect(after.grant + after.refresh - (before.grant + before.refresh)).toBeLessThanOrEqual(1);
  });
});
