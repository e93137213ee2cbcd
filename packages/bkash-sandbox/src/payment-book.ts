import { isDeepStrictEqual } from "node:util";
import { type ApiError, apiError } from "./error-codes.ts";
import { decodePayment, encodePayment } from "./payment-document.ts";
import type { SandboxStore, StoredSandboxPayment } from "./sandbox-store.ts";
import type { SandboxClock } from "./token-authority.ts";
import { newCallbackSignature, newPageHash, newPaymentId, newTrxId } from "./wire-format.ts";

export type ApiFamily = "v1.2.0-beta" | "v2";

/**
 * Where a payment is in the simulated lifecycle (reference §11):
 * - `initiated`: created, the customer has not finished the hosted page;
 * - `authorised`: the customer confirmed with wallet + OTP + PIN; bKash still reports it as
 *   `Initiated` (verification `Complete`) until the merchant executes it;
 * - `completed`: executed (`Completed`, or `Authorized` for intent=authorization);
 * - `failed` / `cancelled`: the customer's page attempt ended without authorising;
 * - `burnt`: executed before authorisation, which consumes the payment (2056);
 * - `expired`: 24 hours after creation without being executed.
 */
export type PaymentStage =
  "initiated" | "authorised" | "completed" | "failed" | "cancelled" | "burnt" | "expired";

export type CheckoutStep = "wallet" | "otp" | "pin";

/** One refund of an executed payment (reference §7.2–7.3). */
export type SandboxRefund = {
  refundTrxId: string;
  /** As the merchant sent it ("100" or "100.00"); bKash echoes it. */
  amount: string;
  poisha: number;
  sku: string;
  reason: string;
  /** The API family the refund came through. */
  via: ApiFamily;
  completedAt: Date;
};

/** What a refund request asked for, read from either family's field names. */
export type RefundRequest = {
  paymentId: unknown;
  trxId: unknown;
  amount: unknown;
  sku: unknown;
  reason: unknown;
};

/** Refunds are allowed for 60 days after the payment (reference §7.3), at most 10 per payment. */
export const refundWindowMs = 60 * 24 * 60 * 60 * 1000;
export const maxRefundsPerPayment = 10;
const refundTextLimit = 255;

export type SandboxPayment = {
  paymentId: string;
  createdVia: ApiFamily;
  mode: "0011";
  amount: string;
  currency: "BDT";
  intent: "sale" | "authorization";
  merchantInvoiceNumber: string;
  payerReference: string;
  callbackURL: string;
  callbackUrls: { success: string; failure: string; cancel: string };
  signature: string;
  hash: string;
  createdAt: Date;
  expiresAt: Date;
  stage: Exclude<PaymentStage, "expired">;
  /** The customer finished wallet + OTP + PIN (query's `verificationStatus`). */
  verified: boolean;
  trxId: string | undefined;
  executedAt: Date | undefined;
  /** The wallet that paid (or tried to). */
  wallet: string | undefined;
  /** Why the customer's attempt failed, when it did. */
  failure: ApiError | undefined;
  checkout: {
    step: CheckoutStep;
    wallet: string | undefined;
    wrongOtps: number;
    wrongPins: number;
  };
  /** Refunds made so far, oldest first. */
  refunds: SandboxRefund[];
};

function toPoisha(amount: string): number {
  const [whole = "0", fraction = ""] = amount.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** "12345" poisha → "123.45". */
export function poishaToAmount(poisha: number): string {
  return `${Math.floor(poisha / 100)}.${String(poisha % 100).padStart(2, "0")}`;
}

/** What is still refundable, in poisha. */
export function refundablePoisha(payment: SandboxPayment): number {
  return toPoisha(payment.amount) - payment.refunds.reduce((sum, refund) => sum + refund.poisha, 0);
}

const paymentLifetimeMs = 24 * 60 * 60 * 1000;
const amountPattern = /^\d+(\.\d{1,2})?$/;

function appendCallbackQuery(callbackURL: string, paymentId: string, status: string, sig: string) {
  const separator = callbackURL.includes("?") ? "&" : "?";
  return `${callbackURL}${separator}paymentID=${encodeURIComponent(paymentId)}&status=${status}&signature=${sig}`;
}

function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === "http:" || protocol === "https:";
}

/** Reads an ID from a request body in either casing (`paymentID` / `paymentId`). */
export function readId(body: Record<string, unknown>, name: "payment" | "trx"): unknown {
  const upper = name === "payment" ? "paymentID" : "trxID";
  const lower = name === "payment" ? "paymentId" : "trxId";
  return body[upper] ?? body[lower];
}

function toStored(payment: SandboxPayment): StoredSandboxPayment {
  return { paymentId: payment.paymentId, trxId: payment.trxId, document: encodePayment(payment) };
}

/**
 * All payments the sandbox has created, and the API-side transitions on them. Every payment is
 * read from the store when needed and every change is stored before the call resolves, so the
 * sandbox answers nothing that a crash could take back.
 */
export function createPaymentBook(options: {
  clock: SandboxClock;
  publicBaseUrl: string;
  store: SandboxStore;
}) {
  const { clock, publicBaseUrl, store } = options;

  async function get(paymentId: string): Promise<SandboxPayment | undefined> {
    const stored = await store.read(paymentId);
    return stored && decodePayment(stored.document);
  }

  /**
   * Changes one payment under the store's lock: `change` mutates the payment it is given (or gets
   * `undefined` when there is none), and what it did is stored before this resolves.
   */
  async function update<T>(
    paymentId: string,
    change: (payment: SandboxPayment | undefined) => T,
  ): Promise<T> {
    return await store.update(paymentId, (current) => {
      if (!current) return { result: change(undefined) };
      const payment = decodePayment(current.document);
      const result = change(payment);
      const next = toStored(payment);
      return isDeepStrictEqual(next, current) ? { result } : { result, next };
    });
  }

  function stageOf(payment: SandboxPayment): PaymentStage {
    const unfinished = payment.stage === "initiated" || payment.stage === "authorised";
    if (unfinished && clock.now() >= payment.expiresAt) return "expired";
    return payment.stage;
  }

  function validateCreate(family: ApiFamily, body: Record<string, unknown>): ApiError | undefined {
    const required = [
      "amount",
      "currency",
      "intent",
      "merchantInvoiceNumber",
      "payerReference",
      "callbackURL",
    ];
    if (family === "v1.2.0-beta") required.unshift("mode");
    if (required.some((field) => body[field] === undefined || body[field] === null))
      return apiError("2065");
    // v1.2 simulates only mode 0011 (checkout without agreement); v2 implies the mode by path
    // and reportedly rejects a `mode` field.
    if (family === "v1.2.0-beta" ? body.mode !== "0011" : body.mode !== undefined)
      return apiError("2063");
    const { amount, currency, intent, merchantInvoiceNumber, payerReference, callbackURL } = body;
    if (typeof amount !== "string" || !amountPattern.test(amount) || Number(amount) <= 0)
      return apiError("2006");
    if (currency !== "BDT") return apiError("2007");
    if (intent !== "sale" && intent !== "authorization") return apiError("2008");
    if (
      typeof merchantInvoiceNumber !== "string" ||
      merchantInvoiceNumber.length === 0 ||
      merchantInvoiceNumber.length > 255 ||
      /[<>&]/.test(merchantInvoiceNumber)
    )
      return apiError("2031");
    if (
      typeof payerReference !== "string" ||
      payerReference.length > 255 ||
      /[<>&]/.test(payerReference)
    )
      return apiError("2048");
    if (typeof callbackURL !== "string" || !isHttpUrl(callbackURL)) return apiError("2049");
    return undefined;
  }

  return {
    stageOf,
    get,
    update,

    async create(
      family: ApiFamily,
      body: Record<string, unknown>,
    ): Promise<SandboxPayment | ApiError> {
      const invalid = validateCreate(family, body);
      if (invalid) return invalid;
      const createdAt = clock.now();
      const paymentId = newPaymentId("0011", createdAt);
      const signature = newCallbackSignature();
      const callbackURL = body.callbackURL as string;
      const payment: SandboxPayment = {
        paymentId,
        createdVia: family,
        mode: "0011",
        amount: body.amount as string,
        currency: "BDT",
        intent: body.intent as SandboxPayment["intent"],
        merchantInvoiceNumber: body.merchantInvoiceNumber as string,
        payerReference: body.payerReference as string,
        callbackURL,
        callbackUrls: {
          success: appendCallbackQuery(callbackURL, paymentId, "success", signature),
          failure: appendCallbackQuery(callbackURL, paymentId, "failure", signature),
          cancel: appendCallbackQuery(callbackURL, paymentId, "cancel", signature),
        },
        signature,
        hash: newPageHash(),
        createdAt,
        expiresAt: new Date(createdAt.getTime() + paymentLifetimeMs),
        stage: "initiated",
        verified: false,
        trxId: undefined,
        executedAt: undefined,
        wallet: undefined,
        failure: undefined,
        checkout: { step: "wallet", wallet: undefined, wrongOtps: 0, wrongPins: 0 },
        refunds: [],
      };
      await store.insert(toStored(payment));
      return payment;
    },

    /** The hosted-page address for a payment, in the newer `paymentId` shape. */
    checkoutUrl(payment: SandboxPayment): string {
      const query = new URLSearchParams({
        paymentId: payment.paymentId,
        hash: payment.hash,
        mode: payment.mode,
        apiVersion: payment.createdVia,
      });
      return `${publicBaseUrl}/checkout?${query.toString()}`;
    },

    /**
     * One-shot execution: an authorised payment completes with a new trxID; anything not
     * authorised answers 2056 and is burnt (reference §5), an executed one answers
     * `alreadyExecutedCode`.
     */
    async execute(
      paymentId: unknown,
      alreadyExecutedCode: "2062" | "2117",
    ): Promise<SandboxPayment | ApiError> {
      if (paymentId === undefined) return apiError("2065");
      if (typeof paymentId !== "string") return apiError("2002");
      return await update(paymentId, (payment) => {
        if (!payment) return apiError("2002");
        const stage = stageOf(payment);
        if (stage === "completed") return apiError(alreadyExecutedCode);
        if (stage !== "authorised") {
          if (stage === "initiated") payment.stage = "burnt";
          return apiError("2056");
        }
        payment.stage = "completed";
        payment.trxId = newTrxId();
        payment.executedAt = clock.now();
        return payment;
      });
    },

    /**
     * Refunds part or all of an executed payment, under the payment's lock, with bKash's rules
     * (reference §7.3, §8.3): the trxID must be the payment's, the amount positive with at most
     * 2 decimals and within what is left, at most 10 refunds within 60 days, sku and reason
     * non-empty and at most 255 characters.
     */
    async refund(family: ApiFamily, request: RefundRequest): Promise<SandboxPayment | ApiError> {
      const { paymentId, trxId, amount, sku, reason } = request;
      if (typeof paymentId !== "string") return apiError("2002");
      if (typeof sku !== "string" || sku.trim() === "" || /[<>&]/.test(sku))
        return apiError("2073");
      if (sku.length > refundTextLimit) return apiError("2075");
      if (typeof reason !== "string" || reason.trim() === "" || /[<>]/.test(reason))
        return apiError("2078");
      if (reason.length > refundTextLimit) return apiError("2076");
      if (typeof amount !== "string" || !amountPattern.test(amount) || toPoisha(amount) <= 0)
        return apiError("2072");
      return await update(paymentId, (payment) => {
        if (!payment) return apiError("2002");
        if (typeof trxId !== "string" || payment.trxId !== trxId) return apiError("2077");
        if (stageOf(payment) !== "completed" || payment.intent !== "sale") return apiError("2127");
        const now = clock.now();
        if (payment.executedAt && now.getTime() - payment.executedAt.getTime() > refundWindowMs)
          return apiError("2071");
        const left = refundablePoisha(payment);
        if (left <= 0 || payment.refunds.length >= maxRefundsPerPayment)
          return apiError("2074", undefined, "payment_already_refunded");
        if (toPoisha(amount) > left)
          return apiError("2072", undefined, "refund_amount_exceed_payment_amount");
        payment.refunds.push({
          refundTrxId: newTrxId(),
          amount,
          poisha: toPoisha(amount),
          sku,
          reason,
          via: family,
          completedAt: now,
        });
        return payment;
      });
    },

    async find(paymentId: unknown): Promise<SandboxPayment | ApiError> {
      if (paymentId === undefined) return apiError("2065");
      const payment = typeof paymentId === "string" ? await get(paymentId) : undefined;
      return payment ?? apiError("2002");
    },

    async findByTrxId(trxId: unknown): Promise<SandboxPayment | ApiError> {
      if (trxId === undefined) return apiError("2065");
      const stored = typeof trxId === "string" ? await store.readByTrxId(trxId) : undefined;
      return stored ? decodePayment(stored.document) : apiError("2033");
    },
  };
}

export type PaymentBook = ReturnType<typeof createPaymentBook>;

/** `transactionStatus` as query reports it. `Expired` is invented (bkash-rs lists it). */
export function transactionStatusOf(payment: SandboxPayment, stage: PaymentStage): string {
  if (stage === "completed") return payment.intent === "authorization" ? "Authorized" : "Completed";
  if (stage === "expired") return "Expired";
  return "Initiated";
}
