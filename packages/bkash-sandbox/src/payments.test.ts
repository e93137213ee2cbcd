import { describe, expect, it } from "vitest";
import type { ApiFamily } from "./payment-book.ts";
import { hours, type JsonBody, setupSandbox } from "./test-support.ts";

const families: ApiFamily[] = ["v1.2.0-beta", "v2"];
const timestampPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}:\d{3} GMT\+0600$/;

/** The bKash code of an answer in either family's envelope. */
function codeOf(body: JsonBody): unknown {
  return body.statusCode ?? body.externalCode;
}

describe.each(families)("payments (%s)", (family) => {
  const id = family === "v2" ? "paymentId" : "paymentID";
  const trx = family === "v2" ? "trxId" : "trxID";
  const errorStatus = family === "v2" ? 400 : 200;

  it("creates a payment with bKash's fields, formats and callback URLs", async () => {
    const { createPayment, clock } = setupSandbox();
    const { body } = await createPayment(family, {
      amount: "599.5",
      callbackURL: "https://merchant.test/cb?order=7",
    });
    const paymentId = body[id] as string;
    expect(paymentId).toMatch(new RegExp(`^TR0011[A-Za-z0-9]{7}${clock.now().getTime()}$`));
    expect(body).toMatchObject({
      transactionStatus: "Initiated",
      amount: "599.5",
      currency: "BDT",
      intent: "sale",
      merchantInvoiceNumber: "INV-0001",
      callbackURL: "https://merchant.test/cb?order=7",
    });
    if (family === "v1.2.0-beta")
      expect(body).toMatchObject({ statusCode: "0000", statusMessage: "Successful" });
    else expect(body.statusCode).toBeUndefined();
    // 2026-03-01T04:00Z is 10:00 in Dhaka.
    expect(body.paymentCreateTime).toBe("2026-03-01T10:00:00:000 GMT+0600");

    const bkashURL = new URL(body.bkashURL as string);
    expect(`${bkashURL.origin}${bkashURL.pathname}`).toBe(
      "http://sandbox.test/bkash-sandbox/checkout",
    );
    expect(bkashURL.searchParams.get("paymentId")).toBe(paymentId);
    expect(bkashURL.searchParams.get("hash")).toMatch(/^[\w-]{20,}$/);

    const success = body.successCallbackURL as string;
    const signature = new URL(success).searchParams.get("signature") ?? "";
    expect(signature).toMatch(/^[A-Za-z0-9]{10}$/);
    const suffix = (status: string) =>
      `https://merchant.test/cb?order=7&paymentID=${paymentId}&status=${status}&signature=${signature}`;
    expect(body.successCallbackURL).toBe(suffix("success"));
    expect(body.failureCallbackURL).toBe(suffix("failure"));
    expect(body.cancelledCallbackURL).toBe(suffix("cancel"));
  });

  it("starts the callback query with ? when the callback URL has none", async () => {
    const { createPayment } = setupSandbox();
    const { body, paymentId } = await createPayment(family);
    expect(body.cancelledCallbackURL).toMatch(
      new RegExp(
        `^https://merchant\\.test/bkash/callback\\?paymentID=${paymentId}&status=cancel&signature=`,
      ),
    );
  });

  it("echoes the amount exactly as sent", async () => {
    const { createPayment } = setupSandbox();
    for (const amount of ["10", "10.00", "10.5", "0.01"])
      expect((await createPayment(family, { amount })).body.amount).toBe(amount);
  });

  it.each([
    ["amount", { amount: "0" }, "2006"],
    ["amount", { amount: "-5" }, "2006"],
    ["amount", { amount: "10.123" }, "2006"],
    ["amount", { amount: 500 }, "2006"],
    ["amount", { amount: "1e3" }, "2006"],
    ["currency", { currency: "USD" }, "2007"],
    ["intent", { intent: "capture" }, "2008"],
    ["merchantInvoiceNumber", { merchantInvoiceNumber: "" }, "2031"],
    ["merchantInvoiceNumber", { merchantInvoiceNumber: "a<b" }, "2031"],
    ["merchantInvoiceNumber", { merchantInvoiceNumber: "x".repeat(256) }, "2031"],
    ["callbackURL", { callbackURL: "/relative" }, "2049"],
    ["callbackURL", { callbackURL: "ftp://merchant.test/cb" }, "2049"],
    ["callbackURL", { callbackURL: undefined }, "2065"],
    ["amount", { amount: undefined }, "2065"],
  ])("rejects a bad %s (%j) with %s", async (_field, overrides, code) => {
    const { api, createBody } = setupSandbox();
    const { status, body } = await api(family, "create", createBody(family, overrides));
    expect(status).toBe(errorStatus);
    expect(codeOf(body)).toBe(code);
  });

  it("answers 2063 for a mode this family does not take", async () => {
    const { api, createBody } = setupSandbox();
    const mode = family === "v2" ? "0011" : "0001";
    const { body } = await api(family, "create", createBody(family, { mode }));
    expect(codeOf(body)).toBe("2063");
  });

  it("executes an authorised payment once: Completed with a 10-character trxID", async () => {
    const { api, createPayment, sandbox, clock } = setupSandbox();
    const { paymentId, idToken } = await createPayment(family);
    expect((await sandbox.authorisePayment(paymentId)).status).toBe("success");
    clock.advance(hours(1) / 2);
    const { status, body } = await api(family, "execute", { [id]: paymentId }, idToken);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      [id]: paymentId,
      transactionStatus: "Completed",
      amount: "500",
      currency: "BDT",
      intent: "sale",
      merchantInvoiceNumber: "INV-0001",
      payerReference: "user-42",
      customerMsisdn: "01770618575",
      payerAccount: "01770618575",
    });
    expect(body[trx]).toMatch(/^[A-Z0-9]{10}$/);
    expect(body.paymentExecuteTime).toMatch(timestampPattern);
    expect(body.paymentExecuteTime).toBe("2026-03-01T10:30:00:000 GMT+0600");

    const again = await api(family, "execute", { [id]: paymentId }, idToken);
    expect(again.status).toBe(errorStatus);
    expect(codeOf(again.body)).toBe("2062");
    expect((await sandbox.getPayment(paymentId))?.trxId).toBe(body[trx]);
  });

  it("answers 2117 for a second execute when told to", async () => {
    const { api, createPayment, sandbox } = setupSandbox({ alreadyExecutedCode: "2117" });
    const { paymentId, idToken } = await createPayment(family);
    await sandbox.authorisePayment(paymentId);
    await api(family, "execute", { [id]: paymentId }, idToken);
    expect(codeOf((await api(family, "execute", { [id]: paymentId }, idToken)).body)).toBe("2117");
    sandbox.setAlreadyExecutedCode("2062");
    expect(codeOf((await api(family, "execute", { [id]: paymentId }, idToken)).body)).toBe("2062");
  });

  it("reports Authorized after executing an intent=authorization payment", async () => {
    const { api, createPayment, sandbox } = setupSandbox();
    const { paymentId, idToken } = await createPayment(family, { intent: "authorization" });
    await sandbox.authorisePayment(paymentId);
    const { body } = await api(family, "execute", { [id]: paymentId }, idToken);
    expect(body.transactionStatus).toBe("Authorized");
    const query = await api(family, "query", { [id]: paymentId }, idToken);
    expect(query.body.transactionStatus).toBe("Authorized");
  });

  it("burns a payment executed before the customer authorised it (2056)", async () => {
    const { api, createPayment, sandbox } = setupSandbox();
    const { paymentId, idToken } = await createPayment(family);
    const early = await api(family, "execute", { [id]: paymentId }, idToken);
    expect(early.status).toBe(errorStatus);
    expect(codeOf(early.body)).toBe("2056");
    expect((await sandbox.getPayment(paymentId))?.stage).toBe("burnt");
    // The customer can no longer pay it, and execute keeps refusing.
    await expect(sandbox.authorisePayment(paymentId)).rejects.toThrow(/no longer be completed/);
    expect(codeOf((await api(family, "execute", { [id]: paymentId }, idToken)).body)).toBe("2056");
  });

  it("answers 2056 for payments the customer cancelled or failed", async () => {
    const { api, createPayment, sandbox } = setupSandbox();
    const cancelled = await createPayment(family);
    await sandbox.cancelPayment(cancelled.paymentId);
    const failed = await createPayment(family);
    expect(
      (await sandbox.authorisePayment(failed.paymentId, { wallet: "01823074817" })).status,
    ).toBe("failure");
    for (const { paymentId, idToken } of [cancelled, failed])
      expect(codeOf((await api(family, "execute", { [id]: paymentId }, idToken)).body)).toBe(
        "2056",
      );
  });

  it("answers 2002 for an unknown payment on execute and query", async () => {
    const { api, grant } = setupSandbox();
    const { idToken } = await grant(family);
    for (const endpoint of ["execute", "query"] as const) {
      const { status, body } = await api(family, endpoint, { [id]: "TR0011nope" }, idToken);
      expect(status).toBe(errorStatus);
      expect(codeOf(body)).toBe("2002");
    }
  });

  it("accepts both casings of the payment ID in request bodies", async () => {
    const { api, createPayment, sandbox } = setupSandbox();
    const { paymentId, idToken } = await createPayment(family);
    await sandbox.authorisePayment(paymentId);
    const query = await api(family, "query", { paymentID: paymentId }, idToken);
    expect(query.body.transactionStatus).toBe("Initiated");
    const execute = await api(family, "execute", { paymentId }, idToken);
    expect(execute.body.transactionStatus).toBe("Completed");
  });

  it("queries without changing state, with merchantInvoice and verificationStatus", async () => {
    const { api, createPayment, sandbox } = setupSandbox();
    const { paymentId, idToken } = await createPayment(family);
    const query = async () => (await api(family, "query", { [id]: paymentId }, idToken)).body;

    const fresh = await query();
    expect(fresh).toMatchObject({
      [id]: paymentId,
      mode: "0011",
      transactionStatus: "Initiated",
      verificationStatus: "Incomplete",
      merchantInvoice: "INV-0001",
      amount: "500",
      payerReference: "user-42",
    });
    expect(fresh.merchantInvoiceNumber).toBeUndefined();
    expect(fresh[trx]).toBeUndefined();
    expect(await query()).toEqual(fresh);
    expect((await sandbox.getPayment(paymentId))?.stage).toBe("initiated");

    await sandbox.authorisePayment(paymentId);
    const authorised = await query();
    expect(authorised).toMatchObject({
      transactionStatus: "Initiated",
      verificationStatus: "Complete",
    });
    expect((await sandbox.getPayment(paymentId))?.stage).toBe("authorised");

    const executed = await api(family, "execute", { [id]: paymentId }, idToken);
    const completed = await query();
    expect(completed).toMatchObject({
      transactionStatus: "Completed",
      verificationStatus: "Complete",
      [trx]: executed.body[trx],
      paymentExecuteTime: executed.body.paymentExecuteTime,
    });
    expect(await query()).toEqual(completed);
  });

  it("expires unexecuted payments 24 hours after creation", async () => {
    const { api, grant, createPayment, sandbox, clock } = setupSandbox();
    const authorised = await createPayment(family);
    await sandbox.authorisePayment(authorised.paymentId);
    const untouched = await createPayment(family);
    const executed = await createPayment(family);
    await sandbox.authorisePayment(executed.paymentId);
    await api(family, "execute", { [id]: executed.paymentId }, executed.idToken);

    clock.advance(hours(24) - 1);
    expect((await sandbox.getPayment(untouched.paymentId))?.stage).toBe("initiated");
    clock.advance(1);
    expect((await sandbox.getPayment(untouched.paymentId))?.stage).toBe("expired");
    await expect(sandbox.authorisePayment(untouched.paymentId)).rejects.toThrow(/expired/);

    const { idToken } = await grant(family);
    const late = await api(family, "execute", { [id]: authorised.paymentId }, idToken);
    expect(codeOf(late.body)).toBe("2056");
    const query = await api(family, "query", { [id]: authorised.paymentId }, idToken);
    expect(query.body.transactionStatus).toBe("Expired");
    // A completed payment stays completed.
    const done = await api(family, "query", { [id]: executed.paymentId }, idToken);
    expect(done.body.transactionStatus).toBe("Completed");
  });

  it("finds a completed payment by trxID (search transaction)", async () => {
    const { api, createPayment, sandbox } = setupSandbox();
    const { paymentId, idToken } = await createPayment(family);
    await sandbox.authorisePayment(paymentId);
    const executed = await api(family, "execute", { [id]: paymentId }, idToken);
    const { body } = await api(family, "search", { [trx]: executed.body[trx] }, idToken);
    expect(body).toMatchObject({
      [trx]: executed.body[trx],
      transactionStatus: "Completed",
      amount: "500",
      currency: "BDT",
      customerMsisdn: "01770618575",
      transactionType: "bKash Tokenized Checkout via API",
    });
    expect(body.completedTime).toMatch(timestampPattern);
    expect(codeOf((await api(family, "search", { [trx]: "NOPE000000" }, idToken)).body)).toBe(
      "2033",
    );
  });

  it("answers gateway-style errors for bad bodies and unknown paths", async () => {
    const { api, sandbox } = setupSandbox();
    expect(await api(family, "create", "{not json")).toEqual({
      status: 400,
      body: { message: "Invalid request body" },
    });
    const root = family === "v2" ? "/v2/tokenized-checkout" : "/v1.2.0-beta/tokenized/checkout";
    const response = await sandbox.app.request(`${root}/no/such/endpoint`, { method: "POST" });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "Missing Authentication Token" });
  });
});
