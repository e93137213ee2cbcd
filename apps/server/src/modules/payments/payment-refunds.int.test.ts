import { randomUUID } from "node:crypto";
import { REAUTHENTICATION_REQUIRED_MESSAGE } from "@outsmart/contracts/account";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { creditLedger } from "../../db/schema/credit-ledger.ts";
import { operatorAuditLog } from "../../db/schema/operator-audit-log.ts";
import { paymentRefunds } from "../../db/schema/payment-refunds.ts";
import { createFixedClock, type TestClock } from "../../lib/clock.ts";
import { createSilentLogger } from "../../lib/logger.ts";
import { createSession, createUser, setCreditAccount } from "../../testing/factories.ts";
import { createHttpClient } from "../../testing/http-client.ts";
import {
  createTestApp,
  PACKS_ON_SALE_ENV,
  TEST_AUTH_SECRET,
  testConfig,
} from "../../testing/test-app.ts";
import { useTestDatabase } from "../../testing/test-database.ts";
import { createBkashSetup } from "./bkash-gateway.ts";

/**
 * Refunds from the operator console through the bundled sandbox (local-sandbox mode, the real
 * bKash client and protocol), against PostgreSQL (ADR 0087).
 */
const testDb = useTestDatabase();

function startServer(clock: TestClock = createFixedClock(new Date())) {
  const db = testDb.current.db;
  const bkash = createBkashSetup({ config: testConfig(), db, logger: createSilentLogger(), clock });
  if (!bkash.sandbox) throw new Error("local-sandbox mode runs the sandbox in-process");
  const { app } = createTestApp({ database: testDb.current, clock, bkash, env: PACKS_ON_SALE_ENV });
  return { app, sandbox: bkash.sandbox, clock };
}
type Server = ReturnType<typeof startServer>;

async function signedIn(
  server: Server,
  options: { operator?: boolean; sessionCreatedAt?: Date } = {},
) {
  const user = await createUser(testDb.current.db, { operator: options.operator ?? false });
  const session = await createSession(testDb.current.db, user.id, {
    secret: TEST_AUTH_SECRET,
    ...(options.sessionCreatedAt ? { createdAt: options.sessionCreatedAt } : {}),
  });
  return { user, client: createHttpClient(server.app, { cookie: session.cookie }) };
}

/** A customer who bought the Starter pack (৳500, 250 credits) through the sandbox. */
async function paidPurchase(server: Server) {
  const customer = await signedIn(server);
  const created = await customer.client.post("/functions/v1/create-bkash-payment", {
    packageType: "starter",
    amount: 500,
  });
  const payment = created.json as { paymentId: string; bkashPaymentId: string };
  const checkout = await server.sandbox.authorisePayment(payment.bkashPaymentId);
  const url = new URL(checkout.callbackUrl);
  const page = await server.app.request(`${url.pathname}${url.search}`);
  expect(await page.text()).toContain("Payment complete: 250 credits added.");
  return { ...customer, paymentId: payment.paymentId, bkashPaymentId: payment.bkashPaymentId };
}

type Client = ReturnType<typeof createHttpClient>;

function refund(
  client: Client,
  paymentId: string,
  input: { amount: number; reason?: string; requestKey?: string; refundedPoisha?: number },
) {
  return client.post(`/api/console/payments/${paymentId}/refund`, {
    amount: input.amount,
    reason: input.reason ?? "Customer asked for their money back",
    requestKey: input.requestKey ?? randomUUID(),
    refundedPoisha: input.refundedPoisha ?? 0,
  });
}

async function ledgerOf(profileId: string, kind: "payment_refund" | "top_up" = "payment_refund") {
  return await testDb.current.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.accountRef, profileId), eq(creditLedger.kind, kind)));
}

describe("refunding a bKash payment from the console", () => {
  it("refunds once under 20 concurrent clicks of one form: one bKash refund, one ledger line", async () => {
    const server = startServer();
    const purchase = await paidPurchase(server);
    const operator = await signedIn(server, { operator: true });
    const requestKey = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        refund(operator.client, purchase.paymentId, { amount: 500, requestKey }),
      ),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    const ids = new Set(
      answers.map((answer) => (answer.json as { refund: { id: string } }).refund.id),
    );
    expect(ids.size).toBe(1);

    expect((await server.sandbox.getPayment(purchase.bkashPaymentId))?.refunds).toHaveLength(1);
    expect(await ledgerOf(purchase.user.profileId)).toMatchObject([
      { kind: "payment_refund", amount: -250, balanceAfter: 0 },
    ]);
    expect((await purchase.client.get("/api/credits")).json).toMatchObject({ balance: 0 });
    // The customer sees it in their payments and their ledger.
    expect((await purchase.client.get("/api/payments")).json).toMatchObject({
      payments: [{ id: purchase.paymentId, status: "refunded" }],
    });
    const ledger = await purchase.client.get("/api/credits/ledger");
    expect(ledger.json).toMatchObject({
      entries: [
        { kind: "payment_refund", amount: -250 },
        { kind: "top_up", amount: 250 },
      ],
    });
    // One audit entry, with the operator and the outcome.
    const audit = await testDb.current.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.targetId, purchase.paymentId));
    expect(audit).toMatchObject([
      {
        action: "payment.refund",
        actorUserId: operator.user.id,
        after: { status: "completed", creditsRemoved: 250 },
      },
    ]);

    // A second refund is refused, by us before bKash is asked.
    const second = await refund(operator.client, purchase.paymentId, {
      amount: 1,
      refundedPoisha: 50_000,
    });
    expect(second.status).toBe(409);
    expect(second.json.error).toBe("This payment is already fully refunded.");
    expect((await server.sandbox.getPayment(purchase.bkashPaymentId))?.refunds).toHaveLength(1);
  });

  it("refunds once when two tabs race (20 requests with their own keys)", async () => {
    const server = startServer();
    const purchase = await paidPurchase(server);
    const operator = await signedIn(server, { operator: true });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        refund(operator.client, purchase.paymentId, { amount: 100 }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect((await server.sandbox.getPayment(purchase.bkashPaymentId))?.refunds).toHaveLength(1);
    expect(await ledgerOf(purchase.user.profileId)).toHaveLength(1);
  });

  it("refunds in parts: credits in proportion, capped at the balance; the rest is never refused twice", async () => {
    const server = startServer();
    const purchase = await paidPurchase(server);
    const operator = await signedIn(server, { operator: true });
    const first = await refund(operator.client, purchase.paymentId, { amount: 100 });
    expect(first.json).toMatchObject({
      refund: { status: "completed", creditsRemoved: 50, amountPoisha: 10_000 },
    });
    const detail = await operator.client.get(`/api/console/payments/${purchase.paymentId}`);
    expect(detail.json).toMatchObject({
      status: "partly_refunded",
      refundedPoisha: 10_000,
      refundablePoisha: 40_000,
      balance: 200,
      refundBlockedReason: null,
    });
    const kinds = (detail.json as { timeline: Array<{ kind: string }> }).timeline.map(
      (event) => event.kind,
    );
    expect(kinds).toEqual(expect.arrayContaining(["create", "callback", "execute", "refund"]));
    expect((await purchase.client.get("/api/payments")).json).toMatchObject({
      payments: [{ status: "partly_refunded" }],
    });

    // Above what is left: refused with the amount that can be refunded.
    const tooMuch = await refund(operator.client, purchase.paymentId, {
      amount: 400.01,
      refundedPoisha: 10_000,
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json.error).toContain("You can refund at most ৳400");
    // The page was opened before the first refund: look again.
    const stale = await refund(operator.client, purchase.paymentId, { amount: 10 });
    expect(stale.status).toBe(409);
    expect(stale.json.error).toContain("changed since you opened it");

    // The customer spent all but 30 credits: the remainder takes back 30, never below zero.
    await setCreditAccount(testDb.current.db, purchase.user.profileId, { balance: 30 });
    const rest = await refund(operator.client, purchase.paymentId, {
      amount: 400,
      refundedPoisha: 10_000,
    });
    expect(rest.json).toMatchObject({ refund: { status: "completed", creditsRemoved: 30 } });
    expect((await purchase.client.get("/api/credits")).json).toMatchObject({ balance: 0 });
    expect((await ledgerOf(purchase.user.profileId)).map((entry) => entry.amount).sort()).toEqual([
      -30, -50,
    ]);
  });

  it("keeps bKash's refusal as a failed refund, with its code, and changes nothing else", async () => {
    const server = startServer();
    const purchase = await paidPurchase(server);
    const operator = await signedIn(server, { operator: true });
    // bKash refuses reasons with angle brackets (2078 invalid reason).
    const refused = await refund(operator.client, purchase.paymentId, {
      amount: 100,
      reason: "duplicate <order>",
    });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe("bKash refused: Invalid reason (2078)");
    const [row] = await testDb.current.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, purchase.paymentId));
    expect(row).toMatchObject({ status: "failed", creditsRemoved: 0 });
    expect(await ledgerOf(purchase.user.profileId)).toEqual([]);
    // The payment can still be refunded.
    expect((await refund(operator.client, purchase.paymentId, { amount: 500 })).status).toBe(200);
  });

  it("settles a refund whose answer was lost from bKash's refund status, without refunding again", async () => {
    const server = startServer();
    const purchase = await paidPurchase(server);
    const operator = await signedIn(server, { operator: true });
    // bKash refunds, then the answer is lost (as after a crash before our commit).
    server.sandbox.failNext("refund", "http-503", { phase: "after" });
    const lost = await refund(operator.client, purchase.paymentId, { amount: 500 });
    expect(lost.json).toMatchObject({ refund: { status: "pending" } });
    expect((await server.sandbox.getPayment(purchase.bkashPaymentId))?.refunds).toHaveLength(1);
    // Meanwhile no other refund can start.
    const meanwhile = await refund(operator.client, purchase.paymentId, { amount: 1 });
    expect(meanwhile.status).toBe(409);
    expect(await ledgerOf(purchase.user.profileId)).toEqual([]);

    // Within a minute "Check with bKash now" leaves it alone; after it, settles it.
    server.clock.advance(61_000);
    const checked = await operator.client.post(`/api/console/payments/${purchase.paymentId}/query`);
    expect(checked.status).toBe(200);
    expect((checked.json as { message: string }).message).toContain("৳500 refunded through bKash");
    expect(await ledgerOf(purchase.user.profileId)).toMatchObject([{ amount: -250 }]);
    expect((await server.sandbox.getPayment(purchase.bkashPaymentId))?.refunds).toHaveLength(1);
    const actions = (
      await testDb.current.db
        .select()
        .from(operatorAuditLog)
        .where(eq(operatorAuditLog.targetId, purchase.paymentId))
    ).map((entry) => entry.action);
    expect(actions.sort()).toEqual(["payment.query", "payment.refund"]);
  });

  it("needs a recent sign-in to refund; listing and checking need the role only", async () => {
    const server = startServer();
    const purchase = await paidPurchase(server);
    const stale = await signedIn(server, {
      operator: true,
      sessionCreatedAt: new Date(Date.now() - 20 * 60_000),
    });
    const refused = await refund(stale.client, purchase.paymentId, { amount: 500 });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe(REAUTHENTICATION_REQUIRED_MESSAGE);
    const idsOf = (json: unknown) =>
      (json as { payments: Array<{ id: string; status: string }> }).payments.map(
        (payment) => `${payment.id} ${payment.status}`,
      );
    const list = await stale.client.get("/api/console/payments?status=success");
    expect(idsOf(list.json)).toContain(`${purchase.paymentId} success`);
    const filtered = await stale.client.get("/api/console/payments?status=refunded");
    expect(idsOf(filtered.json)).not.toContain(`${purchase.paymentId} success`);
    expect(idsOf(filtered.json).every((line) => line.endsWith(" refunded"))).toBe(true);
    const search = await stale.client.get(
      `/api/console/payments?q=${purchase.bkashPaymentId}&from=2000-01-01`,
    );
    expect((search.json as { payments: unknown[] }).payments).toHaveLength(1);
    expect(
      (await stale.client.post(`/api/console/payments/${purchase.paymentId}/query`)).status,
    ).toBe(200);
    expect((await server.sandbox.getPayment(purchase.bkashPaymentId))?.refunds).toEqual([]);
  });
});
