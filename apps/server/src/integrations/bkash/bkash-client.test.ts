import { type RunningBkashSandbox, startBkashSandboxServer } from "@outsmart/bkash-sandbox/server";
import { afterEach, describe, expect, it } from "vitest";
import { createFixedClock } from "../../lib/clock.ts";
import { createSilentLogger } from "../../lib/logger.ts";
import { type BkashApiVersion, type BkashRefundApi, createBkashClient } from "./bkash-client.ts";
import type { TokenStore } from "./bkash-token-manager.ts";
import { createMemoryTokenStore } from "./memory-token-store.ts";

const minutes = (count: number) => count * 60_000;
const days = (count: number) => count * 24 * 60 * minutes(1);

const running: RunningBkashSandbox[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});

/** The sandbox on a loopback port and a client for it, on one movable clock. */
async function setup(
  options: {
    apiVersion?: BkashApiVersion;
    tokenCallLimit?: number;
    tokenStore?: TokenStore;
    refundApi?: BkashRefundApi;
  } = {},
) {
  const clock = createFixedClock("2026-03-01T04:00:00Z");
  const server = await startBkashSandboxServer({
    clock,
    tokenCallLimit: options.tokenCallLimit ?? Infinity,
  });
  running.push(server);
  const tokenStore = options.tokenStore ?? createMemoryTokenStore();
  /** Another client on the same token store: another process, or one with a shorter timeout. */
  const newClient = (timeoutMs?: number) =>
    createBkashClient({
      baseUrl: server.url,
      apiVersion: options.apiVersion ?? "v1.2.0-beta",
      credentials: server.sandbox.credentials,
      tokenStore,
      clock,
      logger: createSilentLogger(),
      ...(options.refundApi === undefined ? {} : { refundApi: options.refundApi }),
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
    });
  const client = newClient();
  const { sandbox } = server;

  /** A payment the customer has authorised on the hosted page, ready to execute. */
  async function authorisedPayment(amount = 500) {
    const created = await client.createPayment({
      amount,
      invoiceNumber: `INV-${Math.random().toString(36).slice(2)}`,
      payerReference: "user-7",
      callbackUrl: "https://outsmart.test/functions/v1/bkash-callback?ref=1",
    });
    if (created.kind !== "ok") throw new Error(`create failed: ${JSON.stringify(created)}`);
    expect((await sandbox.authorisePayment(created.payment.paymentId)).status).toBe("success");
    return created.payment.paymentId;
  }

  return { clock, server, sandbox, client, newClient, tokenStore, authorisedPayment };
}

describe.each<BkashApiVersion>(["v1.2.0-beta", "v2"])("the bKash client (%s)", (apiVersion) => {
  it("creates, executes and queries a payment", async () => {
    const { client, sandbox } = await setup({ apiVersion });
    const created = await client.createPayment({
      amount: 500,
      invoiceNumber: "INV-42",
      payerReference: "01770618575",
      callbackUrl: "https://outsmart.test/functions/v1/bkash-callback",
    });
    expect(created.kind).toBe("ok");
    if (created.kind !== "ok") return;
    const { payment } = created;
    expect(payment).toMatchObject({
      status: "Initiated",
      amount: "500.00",
      amountPoisha: 50_000,
      invoiceNumber: "INV-42",
      currency: "BDT",
      intent: "sale",
      createdAt: new Date("2026-03-01T04:00:00Z"),
    });
    expect(payment.bkashUrl).toBe((await sandbox.getPayment(payment.paymentId))?.bkashURL);
    expect(payment.callbackUrls?.success).toBe(
      `https://outsmart.test/functions/v1/bkash-callback?paymentID=${payment.paymentId}&status=success&signature=${(await sandbox.getPayment(payment.paymentId))?.signature}`,
    );

    const before = await client.queryPayment(payment.paymentId);
    expect(before).toMatchObject({
      kind: "ok",
      payment: { status: "Initiated", verification: "Incomplete" },
    });
    await sandbox.authorisePayment(payment.paymentId);
    const authorised = await client.queryPayment(payment.paymentId);
    expect(authorised).toMatchObject({
      kind: "ok",
      payment: { status: "Initiated", verification: "Complete" },
    });

    const executed = await client.executePayment(payment.paymentId);
    expect(executed.kind).toBe("ok");
    if (executed.kind !== "ok") return;
    expect(executed.payment).toMatchObject({
      paymentId: payment.paymentId,
      status: "Completed",
      amountPoisha: 50_000,
      customerMsisdn: "01770618575",
      invoiceNumber: "INV-42",
    });
    expect(executed.payment.trxId).toMatch(/^[A-Z0-9]{10}$/);

    const after = await client.queryPayment(payment.paymentId);
    expect(after).toMatchObject({
      kind: "ok",
      payment: {
        status: "Completed",
        verification: "Complete",
        trxId: executed.payment.trxId,
        invoiceNumber: "INV-42",
      },
    });
  });

  it("sends the raw id_token and the app key, and the family's request fields", async () => {
    const { client, sandbox, authorisedPayment } = await setup({ apiVersion });
    const paymentId = await authorisedPayment(1500);
    await client.executePayment(paymentId);
    const calls = sandbox.calls();
    expect(calls.map((call) => call.endpoint)).toEqual(["grant", "create", "execute"]);
    const [grant, create, execute] = calls;
    expect(grant?.headers).toMatchObject({ username: sandbox.credentials.username });
    expect(grant?.body).toEqual({
      app_key: sandbox.credentials.appKey,
      app_secret: sandbox.credentials.appSecret,
    });
    expect(create?.headers.authorization).not.toMatch(/^Bearer/);
    expect(create?.headers.authorization?.split(".")).toHaveLength(3);
    expect(create?.headers["x-app-key"]).toBe(sandbox.credentials.appKey);
    expect(create?.headers.username).toBeUndefined();
    expect(create?.body).toMatchObject({ amount: "1500.00", currency: "BDT", intent: "sale" });
    if (apiVersion === "v2") {
      expect(create?.body).not.toHaveProperty("mode");
      expect(execute?.body).toEqual({ paymentId });
    } else {
      expect(create?.body).toMatchObject({ mode: "0011" });
      expect(execute?.body).toEqual({ paymentID: paymentId });
    }
  });

  it("reports a payment executed before authorisation as rejected (2056)", async () => {
    const { client } = await setup({ apiVersion });
    const created = await client.createPayment({
      amount: 500,
      invoiceNumber: "INV-1",
      payerReference: "u",
      callbackUrl: "https://outsmart.test/cb",
    });
    if (created.kind !== "ok") throw new Error("create failed");
    expect(await client.executePayment(created.payment.paymentId)).toEqual({
      kind: "rejected",
      code: "2056",
      message: "Invalid Payment State",
    });
  });

  it("reports a second execute as already executed (2062, or 2117)", async () => {
    const { client, sandbox, authorisedPayment } = await setup({ apiVersion });
    const paymentId = await authorisedPayment();
    expect((await client.executePayment(paymentId)).kind).toBe("ok");
    expect(await client.executePayment(paymentId)).toMatchObject({
      kind: "already-executed",
      code: "2062",
    });
    sandbox.setAlreadyExecutedCode("2117");
    expect(await client.executePayment(paymentId)).toMatchObject({
      kind: "already-executed",
      code: "2117",
    });
  });

  it("reports an unknown payment as rejected (2002)", async () => {
    const { client } = await setup({ apiVersion });
    expect(await client.queryPayment("TR0011unknown")).toMatchObject({
      kind: "rejected",
      code: "2002",
    });
  });
});

describe("bKash tokens through the client", () => {
  it("makes one grant for 50 concurrent calls with a cold token cache", async () => {
    const { client, sandbox } = await setup();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => client.queryPayment("TR0011unknown")),
    );
    expect(results.every((result) => result.kind === "rejected")).toBe(true);
    expect(sandbox.tokenCalls()).toEqual({ grant: 1, refresh: 0 });
    expect(sandbox.calls().filter((call) => call.endpoint === "query")).toHaveLength(50);
  });

  it("makes one grant for two processes sharing the token store", async () => {
    const { newClient, sandbox } = await setup();
    const processes = [newClient(), newClient()];
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, index) => processes[index % 2]!.queryPayment("TR0011unknown")),
    );
    expect(results.every((result) => result.kind === "rejected")).toBe(true);
    expect(sandbox.tokenCalls()).toEqual({ grant: 1, refresh: 0 });
  });

  it("refreshes an expiring id_token instead of granting", async () => {
    const { client, sandbox, clock, authorisedPayment } = await setup({ tokenCallLimit: 2 });
    const paymentId = await authorisedPayment();
    clock.advance(minutes(56));
    expect((await client.queryPayment(paymentId)).kind).toBe("ok");
    expect(sandbox.tokenCalls()).toEqual({ grant: 1, refresh: 1 });
  });

  it("grants when the refresh token has expired", async () => {
    const { client, sandbox, clock } = await setup({ tokenCallLimit: 2 });
    await client.queryPayment("TR0011unknown");
    clock.advance(days(29));
    expect((await client.queryPayment("TR0011unknown")).kind).toBe("rejected");
    expect(sandbox.tokenCalls()).toEqual({ grant: 2, refresh: 0 });
  });

  it("grants when bKash refuses the refresh", async () => {
    const { client, sandbox, clock } = await setup({ tokenCallLimit: 3 });
    await client.queryPayment("TR0011unknown");
    sandbox.revokeTokens();
    clock.advance(minutes(56));
    expect((await client.queryPayment("TR0011unknown")).kind).toBe("rejected");
    expect(sandbox.tokenCalls()).toEqual({ grant: 2, refresh: 1 });
  });

  it("after a 401 mid-life, grants once and retries the call once", async () => {
    const { client, sandbox, authorisedPayment } = await setup({ tokenCallLimit: 2 });
    const paymentId = await authorisedPayment();
    sandbox.revokeTokens();
    const executed = await client.executePayment(paymentId);
    expect(executed).toMatchObject({ kind: "ok", payment: { status: "Completed" } });
    expect(sandbox.tokenCalls()).toEqual({ grant: 2, refresh: 0 });
    const executes = sandbox.calls().filter((call) => call.endpoint === "execute");
    expect(executes.map((call) => call.status)).toEqual([401, 200]);
  });

  it("does not loop when bKash keeps answering 401", async () => {
    const { server, clock } = await setup();
    let apiCalls = 0;
    // Token calls reach the sandbox; every payment call is refused as if the token were bad.
    const refusingFetch: typeof fetch = async (input, init) => {
      if (String(input).includes("/token/")) return await fetch(input, init);
      apiCalls += 1;
      return Response.json({ message: "Unauthorized" }, { status: 401 });
    };
    const client = createBkashClient({
      baseUrl: server.url,
      apiVersion: "v1.2.0-beta",
      credentials: server.sandbox.credentials,
      tokenStore: createMemoryTokenStore(),
      clock,
      logger: createSilentLogger(),
      fetch: refusingFetch,
    });
    expect(await client.executePayment("TR0011x")).toMatchObject({
      kind: "unknown",
      reason: "unauthorized",
    });
    expect(apiCalls).toBe(2);
    expect(server.sandbox.tokenCalls()).toEqual({ grant: 2, refresh: 0 });
  });

  it("stays within bKash's two token calls an hour over a day of steady traffic", async () => {
    const { client, sandbox, clock } = await setup({ tokenCallLimit: 2 });
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const result = await client.queryPayment("TR0011unknown");
      expect(result.kind).toBe("rejected");
      clock.advance(minutes(7));
    }
    const { grant, refresh } = sandbox.tokenCalls();
    expect(grant).toBe(1);
    expect(refresh).toBeGreaterThanOrEqual(24);
    expect(refresh).toBeLessThanOrEqual(27);
  });

  it("reports refused credentials as unknown (reason token) and does not hammer bKash", async () => {
    const { server, clock } = await setup();
    const client = createBkashClient({
      baseUrl: server.url,
      apiVersion: "v2",
      credentials: { ...server.sandbox.credentials, password: "wrong" },
      tokenStore: createMemoryTokenStore(),
      clock,
      logger: createSilentLogger(),
    });
    const result = await client.queryPayment("TR0011unknown");
    expect(result).toMatchObject({ kind: "unknown", reason: "token" });
    if (result.kind === "unknown") expect(result.detail).toContain("9999");
    await client.queryPayment("TR0011unknown");
    expect(server.sandbox.tokenCalls().grant).toBe(1);
  });
});

describe("bKash failures through the client", () => {
  it("reports an execute answered after the timeout as unknown; a later query shows Completed", async () => {
    const { client, newClient, sandbox, authorisedPayment } = await setup();
    const paymentId = await authorisedPayment();
    // Only the execute runs under the short timeout: the token is already in the shared store.
    const impatient = newClient(200);
    sandbox.setExecuteDelay(2_000);
    expect(await impatient.executePayment(paymentId)).toMatchObject({
      kind: "unknown",
      reason: "timeout",
    });
    expect(await client.queryPayment(paymentId)).toMatchObject({
      kind: "ok",
      payment: { status: "Completed" },
    });
  });

  it("reports HTTP 503 as unknown (the payment can still be executed)", async () => {
    const { client, sandbox, authorisedPayment } = await setup();
    const paymentId = await authorisedPayment();
    sandbox.failNext("execute", "http-503");
    expect(await client.executePayment(paymentId)).toMatchObject({
      kind: "unknown",
      reason: "http-5xx",
    });
    expect((await client.executePayment(paymentId)).kind).toBe("ok");
  });

  it.each<BkashApiVersion>(["v1.2.0-beta", "v2"])(
    "reports 9999 System Error. as unknown (%s)",
    async (apiVersion) => {
      const { client, sandbox, authorisedPayment } = await setup({ apiVersion });
      const paymentId = await authorisedPayment();
      sandbox.failNext("execute", "system-error");
      expect(await client.executePayment(paymentId)).toEqual({
        kind: "unknown",
        reason: "provider-error",
        detail: "9999 System Error.",
      });
      sandbox.failNext("create", "system-error");
      const created = await client.createPayment({
        amount: 500,
        invoiceNumber: "INV-9",
        payerReference: "u",
        callbackUrl: "https://outsmart.test/cb",
      });
      expect(created).toMatchObject({ kind: "unknown", reason: "provider-error" });
    },
  );

  it("reports a dropped connection as unknown, whether or not the execute went through", async () => {
    const { client, sandbox, authorisedPayment } = await setup();
    const lostRequest = await authorisedPayment();
    sandbox.failNext("execute", "drop-connection");
    expect(await client.executePayment(lostRequest)).toMatchObject({
      kind: "unknown",
      reason: "network",
    });
    expect(await client.queryPayment(lostRequest)).toMatchObject({
      kind: "ok",
      payment: { status: "Initiated", verification: "Complete" },
    });

    const lostAnswer = await authorisedPayment();
    sandbox.failNext("execute", "drop-connection", { phase: "after" });
    expect(await client.executePayment(lostAnswer)).toMatchObject({
      kind: "unknown",
      reason: "network",
    });
    expect(await client.queryPayment(lostAnswer)).toMatchObject({
      kind: "ok",
      payment: { status: "Completed" },
    });
  });

  it("reports an unreachable bKash as unknown", async () => {
    const { server, clock } = await setup();
    const url = server.url;
    await server.close();
    running.splice(0);
    const client = createBkashClient({
      baseUrl: url,
      apiVersion: "v1.2.0-beta",
      credentials: server.sandbox.credentials,
      tokenStore: createMemoryTokenStore(),
      clock,
      logger: createSilentLogger(),
    });
    expect(await client.queryPayment("TR0011x")).toMatchObject({
      kind: "unknown",
      reason: "token",
    });
  });
});

describe.each<[BkashApiVersion, BkashRefundApi]>([
  ["v1.2.0-beta", "v2"],
  ["v2", "v2"],
  ["v1.2.0-beta", "v1.2.0-beta"],
])("refunds (payments %s, refund API %s)", (apiVersion, refundApi) => {
  async function paid() {
    const context = await setup({ apiVersion, refundApi });
    const paymentId = await context.authorisedPayment(500);
    const executed = await context.client.executePayment(paymentId);
    if (executed.kind !== "ok") throw new Error("execute failed");
    return { ...context, paymentId, trxId: executed.payment.trxId! };
  }

  it("refunds part of a payment and reads it back from refund status", async () => {
    const { client, paymentId, trxId, sandbox } = await paid();
    const refunded = await client.refundPayment({
      paymentId,
      trxId,
      amountPoisha: 12_050,
      sku: "starter",
      reason: "Customer asked",
    });
    expect(refunded).toMatchObject({
      kind: "ok",
      refund: { status: "Completed", amountPoisha: 12_050, originalTrxId: trxId },
    });
    if (refunded.kind !== "ok") return;
    expect(refunded.refund.completedAt).toBeInstanceOf(Date);
    const status = await client.refundStatus({ paymentId, trxId });
    expect(status).toMatchObject({
      kind: "ok",
      refunds: [{ refundTrxId: refunded.refund.refundTrxId, amountPoisha: 12_050 }],
    });
    const calls = sandbox.calls().filter((call) => call.endpoint === "refund");
    expect(calls[0]?.apiVersion).toBe(refundApi);
  });

  it("reports bKash's refusal of an amount above what is left, and no refunds yet", async () => {
    const { client, paymentId, trxId } = await paid();
    expect(await client.refundStatus({ paymentId, trxId })).toEqual({ kind: "ok", refunds: [] });
    const refused = await client.refundPayment({
      paymentId,
      trxId,
      amountPoisha: 50_001,
      sku: "starter",
      reason: "Customer asked",
    });
    expect(refused).toMatchObject({ kind: "rejected", code: "2072" });
  });

  it("says unknown, not failed, when the answer is lost after bKash refunded", async () => {
    const { client, paymentId, trxId, sandbox } = await paid();
    sandbox.failNext("refund", "http-503", { phase: "after" });
    const lost = await client.refundPayment({
      paymentId,
      trxId,
      amountPoisha: 50_000,
      sku: "starter",
      reason: "Customer asked",
    });
    expect(lost.kind).toBe("unknown");
    const status = await client.refundStatus({ paymentId, trxId });
    expect(status.kind === "ok" && status.refunds.map((refund) => refund.amountPoisha)).toEqual([
      50_000,
    ]);
  });
});
