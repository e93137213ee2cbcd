import { describe, expect, it } from "vitest";
import {
  bkashAmountToPoisha,
  formatBkashAmount,
  parseBkashTime,
  readCreatedPayment,
  readEnvelope,
  readPayment,
  readRefund,
  readRefundStatus,
  readTokenAnswer,
} from "./bkash-wire.ts";

describe("amounts", () => {
  it.each([
    [500, "500.00"],
    [1500, "1500.00"],
    [10.5, "10.50"],
    [0.01, "0.01"],
    [599.99, "599.99"],
    [0.1 + 0.2, "0.30"],
  ])("formats %s taka as %s", (amount, wire) => {
    expect(formatBkashAmount(amount)).toBe(wire);
  });

  it.each([0, -1, 1.005, Number.NaN, Number.POSITIVE_INFINITY])("refuses %s", (amount) => {
    expect(() => formatBkashAmount(amount)).toThrow(RangeError);
  });

  it("reads wire amounts as poisha", () => {
    expect(bkashAmountToPoisha("500")).toBe(50_000);
    expect(bkashAmountToPoisha("500.00")).toBe(50_000);
    expect(bkashAmountToPoisha("10.5")).toBe(1_050);
    expect(bkashAmountToPoisha("0.07")).toBe(7);
    expect(bkashAmountToPoisha("1e3")).toBeUndefined();
    expect(bkashAmountToPoisha("10.123")).toBeUndefined();
  });
});

describe("parseBkashTime", () => {
  it("reads bKash's own format (colon before the milliseconds, GMT+0600)", () => {
    expect(parseBkashTime("2025-11-02T14:29:02:166 GMT+0600")?.toISOString()).toBe(
      "2025-11-02T08:29:02.166Z",
    );
  });

  it("takes times without an offset as Dhaka time, and reads ISO times", () => {
    expect(parseBkashTime("2024-06-13T16:27:24:000")?.toISOString()).toBe(
      "2024-06-13T10:27:24.000Z",
    );
    expect(parseBkashTime("2024-06-13T16:27:24.5Z")?.toISOString()).toBe(
      "2024-06-13T16:27:24.500Z",
    );
    expect(parseBkashTime("2024-06-13T16:27:24+05:30")?.toISOString()).toBe(
      "2024-06-13T10:57:24.000Z",
    );
  });

  it("gives undefined for anything else", () => {
    expect(parseBkashTime("yesterday")).toBeUndefined();
    expect(parseBkashTime(undefined)).toBeUndefined();
  });
});

describe("readPayment", () => {
  it("reads the v1.2 query spelling", () => {
    const payment = readPayment({
      paymentID: "TR0011abcdefg1762072142166",
      mode: "0011",
      paymentCreateTime: "2025-11-02T14:29:02:166 GMT+0600",
      paymentExecuteTime: "2025-11-02T14:30:00:000 GMT+0600",
      amount: "500",
      currency: "BDT",
      intent: "sale",
      merchantInvoice: "INV-1",
      trxID: "CK250NROQ5",
      transactionStatus: "Completed",
      verificationStatus: "Complete",
      payerReference: "user-1",
      statusCode: "0000",
      statusMessage: "Successful",
    });
    expect(payment).toEqual({
      paymentId: "TR0011abcdefg1762072142166",
      status: "Completed",
      verification: "Complete",
      trxId: "CK250NROQ5",
      amount: "500",
      amountPoisha: 50_000,
      currency: "BDT",
      intent: "sale",
      invoiceNumber: "INV-1",
      payerReference: "user-1",
      customerMsisdn: undefined,
      createdAt: new Date("2025-11-02T08:29:02.166Z"),
      executedAt: new Date("2025-11-02T08:30:00.000Z"),
    });
  });

  it("reads the v2 and older spellings, numbers as strings, and unknown statuses", () => {
    const payment = readPayment({
      paymentId: "TR1",
      trxId: "AIB10DO2ON",
      transactionStatus: "PendingAuthorized",
      userVerificationStatus: "Incomplete",
      merchantInvoiceNumber: "INV-2",
      amount: 1500,
      payerAccount: "01770618575",
    });
    expect(payment).toMatchObject({
      paymentId: "TR1",
      trxId: "AIB10DO2ON",
      status: "PendingAuthorized",
      verification: "Incomplete",
      invoiceNumber: "INV-2",
      amount: "1500",
      amountPoisha: 150_000,
      customerMsisdn: "01770618575",
    });
  });

  it("falls back to the requested ID, and needs a status", () => {
    expect(readPayment({ transactionStatus: "Initiated" }, "TR9")?.paymentId).toBe("TR9");
    expect(readPayment({ paymentID: "TR9" })).toBeUndefined();
  });
});

describe("readCreatedPayment", () => {
  it("accepts bKashURL and paymentId, and collects the callback URLs", () => {
    const created = readCreatedPayment({
      paymentId: "TR2",
      bKashURL: "https://sandbox.payment.bkash.com/?paymentId=TR2&hash=x",
      amount: "500.00",
      successCallbackURL: "https://m.test/cb?paymentID=TR2&status=success&signature=s",
      failureCallbackURL: "https://m.test/cb?paymentID=TR2&status=failure&signature=s",
      cancelledCallbackURL: "https://m.test/cb?paymentID=TR2&status=cancel&signature=s",
      signature: "s",
    });
    expect(created).toMatchObject({
      paymentId: "TR2",
      status: "Initiated",
      bkashUrl: "https://sandbox.payment.bkash.com/?paymentId=TR2&hash=x",
      amountPoisha: 50_000,
      signature: "s",
      callbackUrls: { cancelled: "https://m.test/cb?paymentID=TR2&status=cancel&signature=s" },
    });
  });

  it("needs a payment ID and a page URL", () => {
    expect(readCreatedPayment({ paymentID: "TR3" })).toBeUndefined();
    expect(readCreatedPayment({ bkashURL: "https://x.test" })).toBeUndefined();
  });
});

describe("readTokenAnswer", () => {
  it("accepts expires_in as a number or a string, and assumes an hour without it", () => {
    const base = { id_token: "a.b.c", refresh_token: "r" };
    expect(readTokenAnswer({ ...base, expires_in: 3600 })?.expiresInSeconds).toBe(3600);
    expect(readTokenAnswer({ ...base, expires_in: "1800" })?.expiresInSeconds).toBe(1800);
    expect(readTokenAnswer(base)?.expiresInSeconds).toBe(3600);
    expect(readTokenAnswer({ id_token: "a.b.c" })).toBeUndefined();
  });
});

describe("readEnvelope", () => {
  it("needs statusCode 0000 on v1.2: HTTP 200 alone is not success", () => {
    expect(readEnvelope("v1.2.0-beta", 200, { statusCode: "0000", paymentID: "x" }).kind).toBe(
      "success",
    );
    expect(
      readEnvelope("v1.2.0-beta", 200, {
        statusCode: "2056",
        statusMessage: "Invalid Payment State",
      }),
    ).toEqual({ kind: "error", code: "2056", message: "Invalid Payment State" });
    expect(readEnvelope("v1.2.0-beta", 200, { paymentID: "x" })).toMatchObject({
      kind: "unknown",
      reason: "malformed",
    });
  });

  it("takes a v2 2xx without statusCode as success and reads the v2 400 envelope", () => {
    expect(readEnvelope("v2", 200, { paymentId: "x" }).kind).toBe("success");
    expect(
      readEnvelope("v2", 400, {
        internalCode: "invalid_payment_id",
        externalCode: "2002",
        errorMessageEn: "Invalid Payment ID",
        errorMessageBn: null,
      }),
    ).toEqual({ kind: "error", code: "2002", message: "Invalid Payment ID" });
  });

  it("reads the legacy errorCode envelope", () => {
    expect(readEnvelope("v1.2.0-beta", 200, { errorCode: "2001", errorMessage: "Bad" })).toEqual({
      kind: "error",
      code: "2001",
      message: "Bad",
    });
  });

  it("treats 401 as unauthorized, and 5xx, gateway messages and non-JSON as unknown", () => {
    expect(readEnvelope("v2", 401, { message: "Unauthorized" })).toEqual({ kind: "unauthorized" });
    expect(readEnvelope("v2", 503, { statusCode: "0000" })).toMatchObject({
      kind: "unknown",
      reason: "http-5xx",
    });
    expect(
      readEnvelope("v1.2.0-beta", 403, { message: "Missing Authentication Token" }),
    ).toMatchObject({ kind: "unknown", reason: "gateway" });
    expect(readEnvelope("v1.2.0-beta", 200, undefined)).toMatchObject({
      kind: "unknown",
      reason: "malformed",
    });
  });
});

describe("refund answers", () => {
  it("reads a v2 refund (no statusCode, time without an offset)", () => {
    expect(
      readRefund({
        originalTrxId: "BFD90JRLST",
        refundTrxId: "BFD90JRMAB",
        refundTransactionStatus: "Completed",
        originalTrxAmount: "500.00",
        refundAmount: "100",
        currency: "BDT",
        completedTime: "2024-06-13T16:27:24:000",
        sku: "starter",
        reason: "asked",
      }),
    ).toEqual({
      refundTrxId: "BFD90JRMAB",
      status: "Completed",
      amount: "100",
      amountPoisha: 10_000,
      originalTrxId: "BFD90JRLST",
      completedAt: new Date("2024-06-13T10:27:24.000Z"),
    });
  });

  it("reads a legacy v1.2 refund (refundTrxID, transactionStatus, amount)", () => {
    expect(
      readRefund({
        statusCode: "0000",
        statusMessage: "Successful",
        completedTime: "2024-06-13T16:27:24:000 GMT+0600",
        transactionStatus: "Completed",
        originalTrxID: "BFD90JRLST",
        refundTrxID: "BFD90JRMAB",
        amount: "500.00",
        currency: "BDT",
        charge: "0.00",
      }),
    ).toMatchObject({ refundTrxId: "BFD90JRMAB", amountPoisha: 50_000, status: "Completed" });
  });

  it("gives undefined for a refund answer without its ids", () => {
    expect(
      readRefund({ refundAmount: "100", refundTransactionStatus: "Completed" }),
    ).toBeUndefined();
  });

  it("reads v2 refund status lists, and a legacy single answer as a list of one", () => {
    const refunds = readRefundStatus({
      originalTrxId: "BFD90JRLST",
      originalTrxAmount: "500",
      refundTransactions: [
        {
          refundTrxId: "A1",
          refundTransactionStatus: "Completed",
          refundAmount: "10",
          completedTime: "2024-06-13T16:27:24:000",
        },
        { refundTrxId: "A2", refundTransactionStatus: "Completed", refundAmount: 20.5 },
      ],
    });
    expect(
      refunds?.map((refund) => [refund.refundTrxId, refund.amountPoisha, refund.originalTrxId]),
    ).toEqual([
      ["A1", 1_000, "BFD90JRLST"],
      ["A2", 2_050, "BFD90JRLST"],
    ]);
    expect(readRefundStatus({ originalTrxId: "X", refundTransactions: [] })).toEqual([]);
    expect(
      readRefundStatus({ refundTrxID: "B1", transactionStatus: "Completed", amount: "5" }),
    ).toHaveLength(1);
    expect(readRefundStatus({ refundTransactions: [{ refundAmount: "1" }] })).toBeUndefined();
    expect(readRefundStatus({ message: "?" })).toBeUndefined();
  });

  it("reads a v2 refund error envelope as an error with its external code", () => {
    expect(
      readEnvelope("v2", 400, {
        internalCode: "refund_amount_exceed_payment_amount",
        externalCode: "2072",
        errorMessageEn: "Refund amount not valid",
        errorMessageBn: null,
      }),
    ).toEqual({ kind: "error", code: "2072", message: "Refund amount not valid" });
  });
});
