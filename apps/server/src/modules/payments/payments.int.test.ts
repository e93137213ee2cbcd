import { type RunningBkashSandbox, startBkashSandboxServer } from "@outsmart/bkash-sandbox/server";
import { testWallets } from "@outsmart/bkash-sandbox";

const successWallets = testWallets.filter((w) => w.outcome === "success").map((w) => w.number);
const insufficientWallet = testWallets.find((w) => w.outcome === "insufficient-balance")!.number;
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditLedger } from "../../db/schema/credit-ledger.ts";
import { payments as paymentsTable } from "../../db/schema/payments.ts";
import { createBkashClient } from "../../integrations/bkash/bkash-client.ts";
import { createFixedClock, systemClock } from "../../lib/clock.ts";
import { createSilentLogger } from "../../lib/logger.ts";
import { createSession, createUser } from "../../testing/factories.ts";
import { createHttpClient } from "../../testing/http-client.ts";
import {
  createTestApp,
  everyPackOnSale,
  PACKS_ON_SALE_ENV,
  TEST_AUTH_SECRET,
} from "../../testing/test-app.ts";
import { useTestDatabase } from "../../testing/test-database.ts";
import { createCreditsService, type CreditsService } from "../credits/credits.service.ts";
import type { PaymentGateway } from "./bkash-gateway.ts";
import { PAYMENT_LIFETIME_MS } from "./payment-decisions.ts";
import { createBkashTokenStore } from "./bkash-tokens.queries.ts";
import { claimPayment, releasePaymentClaim } from "./payments.queries.ts";
import { createPaymentsService, MAX_BKASH_CALLS_PER_ADVANCE } from "./payments.service.ts";

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
    clock: systemClock,
  });
}

async function buyer() {
  const { app } = createTestApp({
    database: testDb.current,
    bkash: { gateway: gateway(), sandbox: undefined },
    env: PACKS_ON_SALE_ENV,
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

/** The payments service on its own, with a clock the test moves and, optionally, a doctored bKash. */
async function serviceWithTestClock(
  options: { gateway?: PaymentGateway; credits?: (real: CreditsService) => CreditsService } = {},
) {
  const db = testDb.current.db;
  const clock = createFixedClock(new Date());
  const credits = createCreditsService({ db, clock, logger: createSilentLogger() });
  const service = createPaymentsService({
    db,
    gateway: options.gateway ?? gateway(),
    credits: options.credits ? options.credits(credits) : credits,
    clock,
    logger: createSilentLogger(),
    callbackBaseUrl: "http://x/cb",
    offer: everyPackOnSale,
  });
  const user = await createUser(db);
  return { db, clock, service, user };
}

async function rowOf(paymentId: string) {
  const [row] = await testDb.current.db
    .select()
    .from(paymentsTable)
    .where(eq(paymentsTable.id, paymentId));
  return row!;
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
      offer: everyPackOnSale,
    });
    const user = await createUser(db);
    const payment = await service.create(user.profileId, "starter", 500);
    await bkash.sandbox.authorisePayment(payment.bkashPaymentId, { wallet: successWallets[0]! });
    bkash.sandbox.setExecuteDelay(800);
    expect(await service.advance(payment.paymentId, "callback-success")).toBe("pending");
    bkash.sandbox.setExecuteDelay(0);
    // bKash executes before it answers, so the money moved although our call gave up waiting.
    await expect
      .poll(
        async () => (await bkash.sandbox.getPayment(payment.bkashPaymentId))?.transactionStatus,
        { timeout: 10_000 },
      )
      .toBe("Completed");
    expect(await ledgerOf(user.profileId)).toHaveLength(0);
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
      offer: everyPackOnSale,
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
    // The browser's "failure" proves nothing (issue 13): bKash still calls it Initiated, so the
    // record stays pending (the customer's page and tab say it failed) and nothing is credited.
    expect(
      (await client.post("/functions/v1/check-payment-status", { paymentId: payment.paymentId }))
        .json.payment,
    ).toEqual({ status: "pending" });
    expect(await ledgerOf(user.profileId)).toHaveLength(0);
  });

  it("tells a customer who cancels on bKash's page so, and records only what bKash says", async () => {
    const { app, client } = await buyer();
    const payment = await startPayment(client);
    const checkout = await bkash.sandbox.cancelPayment(payment.bkashPaymentId);
    expect((await followCallback(app, checkout.callbackUrl)).html).toContain("Payment cancelled.");
    const [row] = await testDb.current.db
      .select()
      .from(paymentsTable)
      .where(eq(paymentsTable.id, payment.paymentId));
    expect(row?.status).toBe("pending"); // bKash still says Initiated; it expires after 24 hours
  });

  it("ignores a forged cancel: the customer still pays and is credited once", async () => {
    const { app, client, user } = await buyer();
    const payment = await startPayment(client);
    const forged = await followCallback(
      app,
      `http://localhost:3000/payments/bkash/callback?paymentId=${payment.paymentId}&paymentID=${payment.bkashPaymentId}&status=cancel`,
    );
    expect(forged.status).toBe(200);
    const checkout = await bkash.sandbox.authorisePayment(payment.bkashPaymentId, {
      wallet: successWallets[0]!,
    });
    expect((await followCallback(app, checkout.callbackUrl)).html).toContain("Payment complete");
    expect(await ledgerOf(user.profileId)).toMatchObject([{ kind: "top_up", amount: 250 }]);
  });

  it("grants nothing for a forged success callback, a replay with another payment's id, or someone else's payment", async () => {
    const { app, client, user } = await buyer();
    const payment = await startPayment(client);
    const forged = await followCallback(
      app,
      `http://localhost:3000/payments/bkash/callback?paymentId=${payment.paymentId}&paymentID=${payment.bkashPaymentId}&status=success&signature=abc`,
    );
    // bKash, asked, says the customer has not authorised it: nothing is executed (which would burn
    // the payment), nothing credited, and the customer can still pay it.
    expect(forged.html).not.toContain("Payment complete");
    expect(await ledgerOf(user.profileId)).toHaveLength(0);
    expect((await bkash.sandbox.getPayment(payment.bkashPaymentId))?.stage).toBe("initiated");

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
      offer: everyPackOnSale,
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

describe("one advance", () => {
  it(`asks bKash at most ${MAX_BKASH_CALLS_PER_ADVANCE} times, then leaves the payment for the next check`, async () => {
    const real = gateway();
    const calls: string[] = [];
    const contradicting: PaymentGateway = {
      ...real,
      // bKash keeps saying "already executed" while its query never shows the payment completed.
      executePayment: async () => {
        calls.push("execute");
        return { kind: "already-executed", code: "2062", message: "already completed" };
      },
      queryPayment: async (id) => {
        calls.push("query");
        return await real.queryPayment(id);
      },
    };
    const { clock, service, user } = await serviceWithTestClock({ gateway: contradicting });
    const payment = await service.create(user.profileId, "starter", 500);
    await bkash.sandbox.authorisePayment(payment.bkashPaymentId, { wallet: successWallets[0]! });

    expect(await service.advance(payment.paymentId, "verify")).toBe("pending");
    expect(calls).toEqual(["query", "execute", "query"]);
    expect(await rowOf(payment.paymentId)).toMatchObject({
      status: "pending",
      lockedUntil: null,
      nextCheckAt: new Date(clock.now().getTime() + 60 * 1000), // the first half hour: every minute
    });
    // The claim is free: the next caller asks again at once.
    expect(await service.advance(payment.paymentId, "poll")).toBe("pending");
    expect(calls).toHaveLength(2 * MAX_BKASH_CALLS_PER_ADVANCE);
    expect(await ledgerOf(user.profileId)).toHaveLength(0);
  });

  it("frees the claim when a bKash call throws, so the next caller goes on at once", async () => {
    const real = gateway();
    let broken = true;
    const { service, user } = await serviceWithTestClock({
      gateway: {
        ...real,
        queryPayment: async (id) => {
          if (broken) throw new Error("the client blew up");
          return await real.queryPayment(id);
        },
      },
    });
    const payment = await service.create(user.profileId, "starter", 500);
    await bkash.sandbox.authorisePayment(payment.bkashPaymentId, { wallet: successWallets[0]! });

    await expect(service.advance(payment.paymentId, "reconcile")).rejects.toThrow("blew up");
    expect(await rowOf(payment.paymentId)).toMatchObject({ status: "pending", lockedUntil: null });
    broken = false;
    expect(await service.advance(payment.paymentId, "verify")).toBe("success");
    expect(await ledgerOf(user.profileId)).toHaveLength(1);
  });

  it("frees the claim when crediting fails, and writes nothing of the failed attempt", async () => {
    let broken = true;
    const { service, user } = await serviceWithTestClock({
      credits: (real) => ({
        ...real,
        topUpForPayment: async (tx, payment) => {
          if (broken) throw new Error("the ledger is unavailable");
          return await real.topUpForPayment(tx, payment);
        },
      }),
    });
    const payment = await service.create(user.profileId, "starter", 500);
    await bkash.sandbox.authorisePayment(payment.bkashPaymentId, { wallet: successWallets[1]! });

    await expect(service.advance(payment.paymentId, "callback-success")).rejects.toThrow(
      "unavailable",
    );
    expect(await rowOf(payment.paymentId)).toMatchObject({
      status: "pending",
      lockedUntil: null,
      bkashTrxId: null,
    });
    expect(await ledgerOf(user.profileId)).toHaveLength(0);
    broken = false;
    // bKash has executed it: this time execute says so, and the query credits it.
    expect(await service.advance(payment.paymentId, "verify")).toBe("success");
    expect(await ledgerOf(user.profileId)).toMatchObject([{ kind: "top_up", amount: 250 }]);
  });
});

describe("the callback page", () => {
  /** An authorised payment that another process has claimed (it is talking to bKash about it). */
  async function claimedElsewhere() {
    const setup = await serviceWithTestClock();
    const { db, clock, service, user } = setup;
    const payment = await service.create(user.profileId, "starter", 500);
    const checkout = await bkash.sandbox.authorisePayment(payment.bkashPaymentId, {
      wallet: successWallets[0]!,
    });
    const now = clock.now();
    expect(await claimPayment(db, payment.paymentId, now, new Date(now.getTime() + 45_000))).toBe(
      true,
    );
    const query = Object.fromEntries(new URL(checkout.callbackUrl).searchParams);
    return { ...setup, payment, query };
  }

  it("waits for the process that holds the claim and shows its outcome", async () => {
    const { db, clock, service, payment, query } = await claimedElsewhere();
    const page = service.handleCallback(query);
    await clock.sleeping(); // it could not claim the payment, so it waits
    // The other process finishes: it gives its claim up and the payment is completed.
    await releasePaymentClaim(db, payment.paymentId, clock.now());
    expect(await service.advance(payment.paymentId, "reconcile")).toBe("success");
    clock.advance(500);
    expect((await page)?.status).toBe("success");
  });

  it("gives up after 35 seconds on its clock and shows the payment as pending", async () => {
    const { clock, service, query } = await claimedElsewhere();
    let returned = false;
    const page = service.handleCallback(query).finally(() => (returned = true));
    for (let waited = 0; waited < 35_000; waited += 500) {
      await clock.sleeping();
      expect(returned).toBe(false);
      clock.advance(500);
    }
    const next = await Promise.race([
      page.then(() => "returned"),
      clock.sleeping().then(() => "slept again"),
    ]);
    expect(next).toBe("returned");
    expect((await page)?.status).toBe("pending");
  });

  it("stops waiting when the browser goes away", async () => {
    const { clock, service, query } = await claimedElsewhere();
    const browser = new AbortController();
    const page = service.handleCallback(query, browser.signal);
    await clock.sleeping();
    browser.abort();
    expect((await page)?.status).toBe("pending");
  });
});

describe("an abandoned payment on the profile", () => {
  it("can be continued on bKash's page until it expires, then reads as expired", async () => {
    const { clock, service, user } = await serviceWithTestClock();
    const created = await service.create(user.profileId, "starter", 500);

    const [fresh] = await service.list(user.profileId);
    expect(fresh).toMatchObject({
      id: created.paymentId,
      status: "pending",
      continueUrl: created.paymentUrl,
    });
    expect(Date.parse(fresh!.expiresAt) - Date.parse(fresh!.createdAt)).toBe(PAYMENT_LIFETIME_MS);

    clock.advance(PAYMENT_LIFETIME_MS - 1000);
    expect((await service.list(user.profileId))[0]?.continueUrl).toBe(created.paymentUrl);

    // Past bKash's lifetime the payment is over, even before reconciliation closes it.
    clock.advance(1000);
    expect((await service.list(user.profileId))[0]).toMatchObject({
      status: "expired",
      continueUrl: null,
    });
    expect((await rowOf(created.paymentId)).status).toBe("pending");
  });
});
