import { describe, expect, it } from "vitest";
import type { SandboxPayment } from "./payment-book.ts";
import { decodePayment, encodePayment } from "./payment-document.ts";

function payment(overrides: Partial<SandboxPayment> = {}): SandboxPayment {
  return {
    paymentId: "TR0011abcdefg1772337600000",
    createdVia: "v2",
    mode: "0011",
    amount: "500.00",
    currency: "BDT",
    intent: "sale",
    merchantInvoiceNumber: "OS-20260301-AB12",
    payerReference: "01770618575",
    callbackURL: "http://localhost:3000/cb?paymentId=1",
    callbackUrls: { success: "s", failure: "f", cancel: "c" },
    signature: "AbCdEfGhIj",
    hash: "h4sh",
    createdAt: new Date("2026-03-01T04:00:00.000Z"),
    expiresAt: new Date("2026-03-02T04:00:00.000Z"),
    stage: "initiated",
    verified: false,
    trxId: undefined,
    executedAt: undefined,
    wallet: undefined,
    failure: undefined,
    checkout: { step: "wallet", wallet: undefined, wrongOtps: 0, wrongPins: 0 },
    refunds: [],
    ...overrides,
  };
}

/** As a database hands a jsonb document back: parsed from its JSON text. */
const throughJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe("a payment's document", () => {
  it.each([
    ["a new payment", payment()],
    [
      "a failed one",
      payment({
        stage: "failed",
        wallet: "01823074817",
        failure: { code: "2023", message: "Insufficient Balance" },
        checkout: { step: "pin", wallet: "01823074817", wrongOtps: 1, wrongPins: 2 },
      }),
    ],
    [
      "an executed one",
      payment({
        stage: "completed",
        verified: true,
        trxId: "CK250NROQ5",
        executedAt: new Date("2026-03-01T04:30:00.123Z"),
        wallet: "01770618575",
        checkout: { step: "pin", wallet: "01770618575", wrongOtps: 0, wrongPins: 0 },
      }),
    ],
    [
      "a partly refunded one",
      payment({
        stage: "completed",
        verified: true,
        trxId: "CK250NROQ5",
        executedAt: new Date("2026-03-01T04:30:00.123Z"),
        wallet: "01770618575",
        refunds: [
          {
            refundTrxId: "RF250NROQ5",
            amount: "100.00",
            poisha: 10_000,
            sku: "starter",
            reason: "asked",
            via: "v2",
            completedAt: new Date("2026-03-02T04:30:00.000Z"),
          },
        ],
      }),
    ],
  ])("decodes %s to the same payment after a trip through JSON", (_name, original) => {
    const decoded = decodePayment(throughJson(encodePayment(original)));
    expect(decoded).toStrictEqual(original);
    expect(decoded.createdAt).toBeInstanceOf(Date);
  });

  it("is plain JSON: times as ISO strings, absent values as null", () => {
    const document = encodePayment(payment());
    expect(throughJson(document)).toStrictEqual(document);
    expect(document).toMatchObject({
      createdAt: "2026-03-01T04:00:00.000Z",
      trxId: null,
      executedAt: null,
      failure: null,
      checkout: { wallet: null },
    });
    // A payment never refunded is stored as before refunds existed.
    expect(document).not.toHaveProperty("refunds");
  });

  it("shares nothing with the payment it was made from", () => {
    const original = payment({ failure: { code: "2017", message: "x" } });
    const decoded = decodePayment(encodePayment(original));
    decoded.callbackUrls.success = "changed";
    decoded.checkout.wrongOtps = 3;
    decoded.failure!.message = "changed";
    expect(original.callbackUrls.success).toBe("s");
    expect(original.checkout.wrongOtps).toBe(0);
    expect(original.failure?.message).toBe("x");
  });
});
