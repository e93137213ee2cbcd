import type { ApiError } from "./error-codes.ts";
import type { SandboxPayment, SandboxRefund } from "./payment-book.ts";

/**
 * A payment as JSON, the form stores keep it in: times as ISO strings, absent values as `null`.
 * Fields added later (refunds, issue 17) must be optional here, so documents written before
 * them still decode.
 */
export type SandboxPaymentDocument = Omit<
  SandboxPayment,
  "createdAt" | "expiresAt" | "executedAt" | "trxId" | "wallet" | "failure" | "checkout" | "refunds"
> & {
  /** Absent in documents written before refunds existed. */
  refunds?: Array<Omit<SandboxRefund, "completedAt"> & { completedAt: string }>;
  createdAt: string;
  expiresAt: string;
  executedAt: string | null;
  trxId: string | null;
  wallet: string | null;
  failure: ApiError | null;
  checkout: Omit<SandboxPayment["checkout"], "wallet"> & { wallet: string | null };
};

export function encodePayment(payment: SandboxPayment): SandboxPaymentDocument {
  return {
    paymentId: payment.paymentId,
    createdVia: payment.createdVia,
    mode: payment.mode,
    amount: payment.amount,
    currency: payment.currency,
    intent: payment.intent,
    merchantInvoiceNumber: payment.merchantInvoiceNumber,
    payerReference: payment.payerReference,
    callbackURL: payment.callbackURL,
    callbackUrls: { ...payment.callbackUrls },
    signature: payment.signature,
    hash: payment.hash,
    createdAt: payment.createdAt.toISOString(),
    expiresAt: payment.expiresAt.toISOString(),
    stage: payment.stage,
    verified: payment.verified,
    trxId: payment.trxId ?? null,
    executedAt: payment.executedAt?.toISOString() ?? null,
    wallet: payment.wallet ?? null,
    failure: payment.failure ? { ...payment.failure } : null,
    checkout: { ...payment.checkout, wallet: payment.checkout.wallet ?? null },
    // Left out while empty, so a payment written before refunds existed reads back unchanged.
    ...(payment.refunds.length === 0
      ? {}
      : {
          refunds: payment.refunds.map((refund) => ({
            ...refund,
            completedAt: refund.completedAt.toISOString(),
          })),
        }),
  };
}

export function decodePayment(document: SandboxPaymentDocument): SandboxPayment {
  return {
    paymentId: document.paymentId,
    createdVia: document.createdVia,
    mode: document.mode,
    amount: document.amount,
    currency: document.currency,
    intent: document.intent,
    merchantInvoiceNumber: document.merchantInvoiceNumber,
    payerReference: document.payerReference,
    callbackURL: document.callbackURL,
    callbackUrls: { ...document.callbackUrls },
    signature: document.signature,
    hash: document.hash,
    createdAt: new Date(document.createdAt),
    expiresAt: new Date(document.expiresAt),
    stage: document.stage,
    verified: document.verified,
    trxId: document.trxId ?? undefined,
    executedAt: document.executedAt === null ? undefined : new Date(document.executedAt),
    wallet: document.wallet ?? undefined,
    failure: document.failure ? { ...document.failure } : undefined,
    checkout: { ...document.checkout, wallet: document.checkout.wallet ?? undefined },
    refunds: (document.refunds ?? []).map((refund) => ({
      ...refund,
      completedAt: new Date(refund.completedAt),
    })),
  };
}
