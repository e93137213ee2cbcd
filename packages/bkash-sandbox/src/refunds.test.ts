import { describe, expect, it } from "vitest";
import { hours, type JsonBody, setupSandbox } from "./test-support.ts";

const codeOf = (body: JsonBody): unknown => body.statusCode ?? body.externalCode;

/** A sandbox with one executed 500-taka payment. */
async function paidPayment(family: "v1.2.0-beta" | "v2" = "v2") {
  const setup = setupSandbox();
  const { paymentId, idToken } = await setup.createPayment(family);
  await setup.sandbox.authorisePayment(paymentId);
  const executed = await setup.api(
    family,
    "execute",
    { [family === "v2" ? "paymentId" : "paymentID"]: paymentId },
    idToken,
  );
  const trxId = (executed.body.trxID ?? executed.body.trxId) as string;
  return { ...setup, paymentId, idToken, trxId };
}

describe("refunds, v2 (origin root /v2/tokenized-checkout/refund/...)", () => {
  const refundBody = (paymentId: string, trxId: string, overrides: JsonBody = {}) => ({
    paymentId,
    trxId,
    refundAmount: "100",
    sku: "starter",
    reason: "Customer asked",
    ...overrides,
  });

  it("refunds in parts up to the amount paid, then refuses: bKash's fields and codes", async () => {
    const { api, paymentId, trxId, idToken } = await paidPayment();
    const first = await api("v2", "refund", refundBody(paymentId, trxId), idToken);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      originalTrxId: trxId,
      refundTransactionStatus: "Completed",
      originalTrxAmount: "500",
      refundAmount: "100",
      currency: "BDT",
      sku: "starter",
      reason: "Customer asked",
    });
    expect(first.body.statusCode).toBeUndefined();
    expect(first.body.refundTrxId).toMatch(/^[A-Z0-9]{10}$/);
    // Refund times carry no offset.
    expect(first.body.completedTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}:\d{3}$/);

    const tooMuch = await api(
      "v2",
      "refund",
      refundBody(paymentId, trxId, { refundAmount: "400.01" }),
      idToken,
    );
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toMatchObject({
      externalCode: "2072",
      internalCode: "refund_amount_exceed_payment_amount",
    });

    const rest = await api(
      "v2",
      "refund",
      refundBody(paymentId, trxId, { refundAmount: "400.00" }),
      idToken,
    );
    expect(rest.status).toBe(200);
    const again = await api("v2", "refund", refundBody(paymentId, trxId), idToken);
    expect(again.body).toMatchObject({ externalCode: "2074" });

    const status = await api("v2", "refundStatus", { paymentId, trxId }, idToken);
    expect(status.body).toMatchObject({ originalTrxId: trxId, originalTrxAmount: "500" });
    const transactions = status.body.refundTransactions as JsonBody[];
    expect(transactions.map((refund) => refund.refundAmount)).toEqual(["100", "400.00"]);
    expect(transactions[0]).toMatchObject({
      refundTrxId: first.body.refundTrxId,
      refundTransactionStatus: "Completed",
    });
  });

  it.each([
    ["an amount with 3 decimals", { refundAmount: "1.005" }, "2072"],
    ["a zero amount", { refundAmount: "0" }, "2072"],
    ["another trxID", { trxId: "AAAAAAAAAA" }, "2077"],
    ["an unknown payment", { paymentId: "TR0011nope" }, "2002"],
    ["an empty SKU", { sku: " " }, "2073"],
    ["a SKU over 255 characters", { sku: "s".repeat(256) }, "2075"],
    ["an empty reason", { reason: "" }, "2078"],
    ["a reason over 255 characters", { reason: "r".repeat(256) }, "2076"],
  ])("refuses %s", async (_name, overrides, code) => {
    const { api, paymentId, trxId, idToken, sandbox } = await paidPayment();
    const { status, body } = await api(
      "v2",
      "refund",
      refundBody(paymentId, trxId, overrides),
      idToken,
    );
    expect(status).toBe(400);
    expect(body.externalCode).toBe(code);
    expect((await sandbox.getPayment(paymentId))?.refunds).toEqual([]);
  });

  it("refuses a body without sku or reason as the gateway does", async () => {
    const { api, paymentId, trxId, idToken } = await paidPayment();
    const { status, body } = await api(
      "v2",
      "refund",
      { paymentId, trxId, refundAmount: "10", sku: "starter" },
      idToken,
    );
    expect(status).toBe(400);
    expect(body).toEqual({ message: "Invalid request body" });
  });

  it("refuses a payment that was never executed (2127) and one older than 60 days (2071)", async () => {
    const { api, createPayment, sandbox } = setupSandbox();
    const { paymentId, idToken } = await createPayment("v2");
    await sandbox.authorisePayment(paymentId);
    const early = await api("v2", "refund", refundBody(paymentId, "AAAAAAAAAA"), idToken);
    expect(early.body.externalCode).toBe("2077");

    const paid = await paidPayment();
    paid.clock.advance(hours(24 * 60) + 1);
    const late = await paid.api("v2", "refund", refundBody(paid.paymentId, paid.trxId));
    expect(late.body).toMatchObject({ externalCode: "2071" });
  });

  it("allows at most 10 refunds of one payment", async () => {
    const { api, paymentId, trxId, idToken } = await paidPayment();
    for (let count = 0; count < 10; count += 1) {
      const { status } = await api(
        "v2",
        "refund",
        refundBody(paymentId, trxId, { refundAmount: "1" }),
        idToken,
      );
      expect(status).toBe(200);
    }
    const eleventh = await api(
      "v2",
      "refund",
      refundBody(paymentId, trxId, { refundAmount: "1" }),
      idToken,
    );
    expect(eleventh.body.externalCode).toBe("2074");
  });

  it("lowers query's maxRefundableAmount", async () => {
    const { api, paymentId, trxId, idToken } = await paidPayment();
    await api("v2", "refund", refundBody(paymentId, trxId, { refundAmount: "120.50" }), idToken);
    const query = await api("v2", "query", { paymentId }, idToken);
    expect(query.body.maxRefundableAmount).toBe("379.50");
  });
});

describe("refunds, v1.2.0-beta legacy (payment/refund)", () => {
  it("refunds with statusCode 0000 and answers refund status on the same URL", async () => {
    const { api, paymentId, trxId, idToken } = await paidPayment("v1.2.0-beta");
    const refund = await api(
      "v1.2.0-beta",
      "refund",
      { paymentID: paymentId, trxID: trxId, amount: "500.00", sku: "starter", reason: "Asked" },
      idToken,
    );
    expect(refund.status).toBe(200);
    expect(refund.body).toMatchObject({
      statusCode: "0000",
      transactionStatus: "Completed",
      originalTrxID: trxId,
      amount: "500.00",
      currency: "BDT",
    });
    expect(refund.body.refundTrxID).toMatch(/^[A-Z0-9]{10}$/);

    const status = await api(
      "v1.2.0-beta",
      "refund",
      { paymentID: paymentId, trxID: trxId },
      idToken,
    );
    expect(status.body).toMatchObject({
      statusCode: "0000",
      refundTrxID: refund.body.refundTrxID,
      transactionStatus: "Completed",
    });
    const again = await api(
      "v1.2.0-beta",
      "refund",
      { paymentID: paymentId, trxID: trxId, amount: "1", sku: "starter", reason: "Asked" },
      idToken,
    );
    expect(again.status).toBe(200);
    expect(codeOf(again.body)).toBe("2074");
  });

  it("answers 2065 when sku or reason is missing", async () => {
    const { api, paymentId, trxId, idToken } = await paidPayment("v1.2.0-beta");
    const { body } = await api(
      "v1.2.0-beta",
      "refund",
      { paymentID: paymentId, trxID: trxId, amount: "1", sku: "starter" },
      idToken,
    );
    expect(codeOf(body)).toBe("2065");
  });
});
