import { defaultSandboxCredentials } from "@outsmart/bkash-sandbox";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { creditLedger } from "../../db/schema/credit-ledger.ts";
import { type Clock, createFixedClock, systemClock } from "../../lib/clock.ts";
import { createSilentLogger } from "../../lib/logger.ts";
import { createSession, createUser } from "../../testing/factories.ts";
import { createHttpClient } from "../../testing/http-client.ts";
import {
  createTestApp,
  everyPackOnSale,
  PACKS_ON_SALE_ENV,
  TEST_AUTH_SECRET,
  testConfig,
} from "../../testing/test-app.ts";
import { useTestDatabase } from "../../testing/test-database.ts";
import { createCreditsService } from "../credits/credits.service.ts";
import { createBkashSetup } from "./bkash-gateway.ts";
import { createPaymentsService } from "./payments.service.ts";

/**
 * The default mode (`BKASH_MODE=local-sandbox`) as `npm start` runs it: the bundled sandbox inside
 * the server, its hosted page on the public port, its state in this database.
 */
const testDb = useTestDatabase();

/** One server process in local-sandbox mode; a second call on the same database is a restart. */
function startLocalSandboxServer(clock: Clock = systemClock) {
  const db = testDb.current.db;
  const logger = createSilentLogger();
  const bkash = createBkashSetup({ config: testConfig(), db, logger, clock });
  if (!bkash.sandbox) throw new Error("local-sandbox mode runs the sandbox in-process");
  const { app } = createTestApp({ database: testDb.current, clock, bkash, env: PACKS_ON_SALE_ENV });
  const payments = createPaymentsService({
    db,
    gateway: bkash.gateway,
    credits: createCreditsService({ db, clock, logger }),
    clock,
    logger,
    callbackBaseUrl: `${testConfig().publicUrl}/payments/bkash/callback`,
    offer: everyPackOnSale,
  });
  return { app, sandbox: bkash.sandbox, payments };
}

type Server = ReturnType<typeof startLocalSandboxServer>;

async function customer(server: Server) {
  const user = await createUser(testDb.current.db);
  const session = await createSession(testDb.current.db, user.id, { secret: TEST_AUTH_SECRET });
  return { user, session, client: createHttpClient(server.app, { cookie: session.cookie }) };
}

async function buy(client: ReturnType<typeof createHttpClient>, pack = "starter", amount = 500) {
  const response = await client.post("/functions/v1/create-bkash-payment", {
    packageType: pack,
    amount,
  });
  expect(response.json).toMatchObject({ success: true });
  return response.json as { paymentUrl: string; paymentId: string; bkashPaymentId: string };
}

function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

async function ledgerOf(profileId: string) {
  return await testDb.current.db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.accountRef, profileId));
}

describe("the bundled sandbox on the public port", () => {
  const merchantApi = [
    "/bkash-sandbox/v1.2.0-beta/tokenized/checkout/token/grant",
    "/bkash-sandbox/v1.2.0-beta/tokenized/checkout/token/refresh",
    "/bkash-sandbox/v1.2.0-beta/tokenized/checkout/create",
    "/bkash-sandbox/v1.2.0-beta/tokenized/checkout/execute",
    "/bkash-sandbox/v1.2.0-beta/tokenized/checkout/payment/status",
    "/bkash-sandbox/v2/tokenized-checkout/auth/grant-token",
    "/bkash-sandbox/v2/tokenized-checkout/payment/create",
    "/bkash-sandbox/v2/tokenized-checkout/payment/execute",
    "/bkash-sandbox/v2/tokenized-checkout/query/payment",
    "/bkash-sandbox/v1.2.0-beta/tokenized/checkout/payment/refund",
    "/bkash-sandbox/v2/tokenized-checkout/refund/payment/transaction",
    "/bkash-sandbox/v2/tokenized-checkout/refund/payment/status",
  ];

  it("answers 404 to the merchant API, even with the credentials in the source", async () => {
    const { app } = startLocalSandboxServer();
    const credentials = defaultSandboxCredentials;
    for (const path of merchantApi) {
      const response = await app.request(path, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          username: credentials.username,
          password: credentials.password,
        },
        body: JSON.stringify({
          app_key: credentials.appKey,
          app_secret: credentials.appSecret,
          mode: "0011",
          amount: "1.00",
          currency: "BDT",
          intent: "sale",
          merchantInvoiceNumber: "X",
          payerReference: "X",
          callbackURL: "http://localhost:3000/x",
        }),
      });
      expect(response.status, path).toBe(404);
    }
  });

  it("keeps selling after anonymous token grants, and serves the hosted page there", async () => {
    const server = startLocalSandboxServer();
    // bKash's limit is two token calls an hour; the third used to block the app key for an hour.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const grant = await server.app.request(merchantApi[0]!, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          username: defaultSandboxCredentials.username,
          password: defaultSandboxCredentials.password,
        },
        body: JSON.stringify({
          app_key: defaultSandboxCredentials.appKey,
          app_secret: defaultSandboxCredentials.appSecret,
        }),
      });
      expect(grant.status).toBe(404);
    }

    const { client, user } = await customer(server);
    const payment = await buy(client);
    expect(payment.paymentUrl.startsWith("http://localhost:3000/bkash-sandbox/checkout?")).toBe(
      true,
    );
    // The customer pays on the hosted page, through the public port, as a browser would.
    const page = await server.app.request(pathOf(payment.paymentUrl));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("SANDBOX — no real money moves");
    const hash = new URL(payment.paymentUrl).searchParams.get("hash") ?? "";
    let answer: Response | undefined;
    for (const [step, field] of [
      ["wallet", { wallet: "01770618575" }],
      ["otp", { otp: "123456" }],
      ["pin", { pin: "12121" }],
    ] as const) {
      answer = await server.app.request("/bkash-sandbox/checkout", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          paymentId: payment.bkashPaymentId,
          hash,
          action: "confirm",
          step,
          ...field,
        }).toString(),
      });
    }
    expect(answer?.status).toBe(302);
    const returned = await server.app.request(pathOf(answer?.headers.get("location") ?? ""));
    expect(await returned.text()).toContain("Payment complete: 250 credits added.");
    expect(await ledgerOf(user.profileId)).toMatchObject([{ kind: "top_up", amount: 250 }]);
  });
});

describe("a restart of the server", () => {
  it("loses no payment the customer authorised before it: each is credited exactly once", async () => {
    const clock = createFixedClock(new Date());
    const before = startLocalSandboxServer(clock);
    const { client, user, session } = await customer(before);
    const returning = await buy(client);
    const tabClosed = await buy(client, "pro", 1500);
    // Both customers confirm with their PIN; bKash's page redirects; then the process dies.
    const checkout = await before.sandbox.authorisePayment(returning.bkashPaymentId);
    await before.sandbox.authorisePayment(tabClosed.bkashPaymentId);

    const after = startLocalSandboxServer(clock);
    const again = createHttpClient(after.app, { cookie: session.cookie });
    // The first customer's browser arrives at the callback; the tab then polls and verifies.
    const page = await after.app.request(pathOf(checkout.callbackUrl));
    expect(await page.text()).toContain("Payment complete: 250 credits added.");
    const status = await again.post("/functions/v1/check-payment-status", {
      paymentId: returning.paymentId,
    });
    expect(status.json).toEqual({ success: true, payment: { status: "success" } });
    await again.post("/functions/v1/verify-bkash-payment", { paymentId: returning.paymentId });

    // The second customer closed the tab: reconciliation (here in two racing rounds) finishes it.
    clock.advance(3 * 60 * 1000);
    await Promise.all([after.payments.reconcile(), after.payments.reconcile()]);
    expect(await after.payments.status(user.profileId, tabClosed.paymentId)).toBe("success");
    await after.payments.advance(tabClosed.paymentId, "verify");

    expect(await ledgerOf(user.profileId)).toHaveLength(2);
    expect((await again.get("/api/credits")).json).toMatchObject({ plan: "pro", balance: 1000 });
    for (const paymentId of [returning.bkashPaymentId, tabClosed.bkashPaymentId])
      expect((await after.sandbox.getPayment(paymentId))?.transactionStatus).toBe("Completed");
  });
});

describe("a restart of the server, for bKash's token limit", () => {
  it("keeps selling an hour later when the token stored before it had gone stale", async () => {
    const clock = createFixedClock(new Date());
    const before = startLocalSandboxServer(clock);
    const { client, session } = await customer(before);
    await buy(client);
    // The server was down for two hours: the stored token is stale, and no sandbox knows it.
    clock.advance(2 * 60 * 60 * 1000);
    const after = startLocalSandboxServer(clock);
    const again = createHttpClient(after.app, { cookie: session.cookie });
    await buy(again);
    // A restarted sandbox must not end up counting three token calls in this hour (a block).
    clock.advance(56 * 60 * 1000);
    await buy(again);
    clock.advance(30 * 60 * 1000);
    await buy(again);
  });
});
