import type { Clock } from "../../lib/clock.ts";
import type { Logger } from "../../lib/logger.ts";
import { type HttpOutcome, postJson } from "./bkash-http.ts";
import {
  BkashTokenError,
  createBkashTokenManager,
  type IssuedToken,
  type TokenSource,
  type TokenStore,
  tokenScope,
} from "./bkash-token-manager.ts";
import {
  type BkashApiVersion,
  type BkashCreatedPayment,
  type BkashEnvelope,
  type BkashPayment,
  type BkashRefund,
  type BkashUnknownReason,
  formatBkashAmount,
  readCreatedPayment,
  readEnvelope,
  readPayment,
  readRefund,
  readRefundStatus,
  readTokenAnswer,
} from "./bkash-wire.ts";

export type {
  BkashApiVersion,
  BkashCreatedPayment,
  BkashPayment,
  BkashPaymentStatus,
  BkashRefund,
  BkashUnknownReason,
  BkashVerification,
} from "./bkash-wire.ts";

export type BkashCredentials = {
  username: string;
  password: string;
  appKey: string;
  appSecret: string;
};

/** bKash refused the request: nothing happened, and repeating it will not help. */
export type BkashRejected = { kind: "rejected"; code: string; message: string };

/**
 * We do not know what happened (timeout, network error, 5xx, a transient bKash error, no usable
 * token…). For execute this is the one case where the caller must query the payment later; it
 * must never be read as a failure.
 */
export type BkashUnknown = { kind: "unknown"; reason: BkashUnknownReason; detail: string };

export type CreatePaymentResult =
  { kind: "ok"; payment: BkashCreatedPayment } | BkashRejected | BkashUnknown;

export type ExecutePaymentResult =
  | { kind: "ok"; payment: BkashPayment }
  /** 2062/2117/2068: it was executed before (a replayed callback, a race): query it. */
  | { kind: "already-executed"; code: string; message: string }
  | BkashRejected
  | BkashUnknown;

export type QueryPaymentResult =
  { kind: "ok"; payment: BkashPayment } | BkashRejected | BkashUnknown;

/**
 * A refund's answer. `unknown` means bKash may or may not have refunded: ask refund status before
 * anything else, and never send the refund again blindly.
 */
export type RefundPaymentResult =
  { kind: "ok"; refund: BkashRefund } | BkashRejected | BkashUnknown;

export type RefundStatusResult =
  { kind: "ok"; refunds: BkashRefund[] } | BkashRejected | BkashUnknown;

/**
 * Which refund API to call: `v2` (`{origin}/v2/tokenized-checkout/refund/...`, the current one,
 * used by v1.2.0-beta integrations too) or the legacy v1.2.0-beta `payment/refund`.
 */
export type BkashRefundApi = "v2" | "v1.2.0-beta";

export type BkashClientOptions = {
  /** bKash's origin (plus any path prefix), without the version segment: `https://tokenized.sandbox.bka.sh`. */
  baseUrl: string;
  apiVersion: BkashApiVersion;
  /** Default `v2` (reference §7.3). */
  refundApi?: BkashRefundApi;
  credentials: BkashCredentials;
  tokenStore: TokenStore;
  fetch?: typeof fetch;
  /** Per request, reading the answer included; bKash asks for 30 s. */
  timeoutMs?: number;
  logger: Logger;
  clock: Clock;
};

/**
 * Codes after which the outcome is unknown rather than refused: bKash's generic error, its
 * transient "process failed" / "exception occurred" codes and maintenance (reference §8.4).
 */
const transientCodes = new Set(["9999", "2003", "2020", "2024", "503"]);
/** "Already completed" answers to execute: sources disagree on the code (reference §8.4). */
const alreadyExecutedCodes = new Set(["2062", "2117", "2068"]);

const paths = {
  "v1.2.0-beta": {
    root: "/v1.2.0-beta/tokenized/checkout",
    grant: "/token/grant",
    refresh: "/token/refresh",
    create: "/create",
    execute: "/execute",
    query: "/payment/status",
  },
  v2: {
    root: "/v2/tokenized-checkout",
    grant: "/auth/grant-token",
    refresh: "/auth/refresh-token",
    create: "/payment/create",
    execute: "/payment/execute",
    query: "/query/payment",
  },
} as const;

type Operation = "create" | "execute" | "query" | "refund" | "refundStatus";

/** Refund URLs below the origin; v2's hang off the origin root (reference pitfall 11). */
const refundPaths = {
  v2: {
    refund: "/v2/tokenized-checkout/refund/payment/transaction",
    refundStatus: "/v2/tokenized-checkout/refund/payment/status",
  },
  // Refund status is the same URL with only the ids (reference §7.2).
  "v1.2.0-beta": {
    refund: "/v1.2.0-beta/tokenized/checkout/payment/refund",
    refundStatus: "/v1.2.0-beta/tokenized/checkout/payment/refund",
  },
} as const;

/** Legacy refund status with no refund yet: the sandbox answers "transaction not found". */
const noRefundYetCode = "2033";

/** An API call's answer once the client has dealt with 401s. */
type CallOutcome = Exclude<BkashEnvelope, { kind: "unauthorized" }>;

function outcomeToEnvelope(apiVersion: BkashApiVersion, outcome: HttpOutcome): BkashEnvelope {
  if (outcome.kind === "answered") return readEnvelope(apiVersion, outcome.status, outcome.body);
  return { kind: "unknown", reason: outcome.kind, detail: outcome.detail };
}

/**
 * The bKash Tokenized Checkout client the payments module uses: create, execute and query, each
 * returning a discriminated union and never throwing for anything bKash or the network does.
 */
export function createBkashClient(options: BkashClientOptions) {
  const { apiVersion, credentials, logger, clock } = options;
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const endpoints = paths[apiVersion];
  const url = (path: string) => `${baseUrl}${endpoints.root}${path}`;
  const idField = apiVersion === "v2" ? "paymentId" : "paymentID";
  const refundApi = options.refundApi ?? "v2";

  async function tokenCall(kind: "grant" | "refresh", refreshToken?: string): Promise<IssuedToken> {
    const outcome = await postJson({
      fetch: fetchImpl,
      url: url(endpoints[kind]),
      headers: { username: credentials.username, password: credentials.password },
      body: {
        app_key: credentials.appKey,
        app_secret: credentials.appSecret,
        ...(refreshToken === undefined ? {} : { refresh_token: refreshToken }),
      },
      timeoutMs,
    });
    const envelope = outcomeToEnvelope(apiVersion, outcome);
    if (envelope.kind === "success") {
      const token = readTokenAnswer(envelope.body);
      if (token) return token;
      throw new BkashTokenError(`bKash ${kind} answered without a token`);
    }
    if (envelope.kind === "error")
      throw new BkashTokenError(
        `bKash ${kind} refused: ${envelope.code} ${envelope.message}`,
        envelope.code,
      );
    if (envelope.kind === "unauthorized") throw new BkashTokenError(`bKash ${kind}: HTTP 401`);
    throw new BkashTokenError(`bKash ${kind} failed (${envelope.reason}): ${envelope.detail}`);
  }

  const source: TokenSource = {
    grant: () => tokenCall("grant"),
    refresh: (refreshToken) => tokenCall("refresh", refreshToken),
  };
  const tokens = createBkashTokenManager({
    store: options.tokenStore,
    scope: tokenScope({
      baseUrl,
      apiVersion,
      username: credentials.username,
      appKey: credentials.appKey,
    }),
    source,
    clock,
    logger,
  });

  function operationUrl(operation: Operation): string {
    if (operation === "refund" || operation === "refundStatus")
      return `${baseUrl}${refundPaths[refundApi][operation]}`;
    return url(endpoints[operation]);
  }

  async function send(operation: Operation, body: unknown, idToken: string) {
    const outcome = await postJson({
      fetch: fetchImpl,
      url: operationUrl(operation),
      // The raw id_token, as bKash's own code sends it; v2 reportedly refuses "Bearer ".
      headers: { authorization: idToken, "x-app-key": credentials.appKey },
      body,
      timeoutMs,
    });
    // A refund answer is in the refund API's envelope, whatever the payments API is.
    const family = operation === "refund" || operation === "refundStatus" ? refundApi : apiVersion;
    return outcomeToEnvelope(family, outcome);
  }

  /** One API call, with one fresh token and one retry after a 401 (never more). */
  async function call(operation: Operation, body: unknown): Promise<CallOutcome> {
    let idToken: string;
    try {
      idToken = await tokens.getIdToken();
    } catch (error) {
      return { kind: "unknown", reason: "token", detail: (error as Error).message };
    }
    const first = await send(operation, body, idToken);
    if (first.kind !== "unauthorized") return first;
    try {
      idToken = await tokens.replaceRejected(idToken);
    } catch (error) {
      return { kind: "unknown", reason: "token", detail: (error as Error).message };
    }
    const second = await send(operation, body, idToken);
    if (second.kind !== "unauthorized") return second;
    return { kind: "unknown", reason: "unauthorized", detail: "bKash refused a fresh token" };
  }

  function refusal(envelope: { code: string; message: string }): BkashRejected | BkashUnknown {
    if (transientCodes.has(envelope.code))
      return {
        kind: "unknown",
        reason: "provider-error",
        detail: `${envelope.code} ${envelope.message}`,
      };
    return { kind: "rejected", code: envelope.code, message: envelope.message };
  }

  /** One line per call; no tokens, and no customer wallet numbers. */
  function log(
    operation: Operation,
    paymentId: string | undefined,
    result: CreatePaymentResult | ExecutePaymentResult | RefundPaymentResult | RefundStatusResult,
  ) {
    const detail =
      result.kind === "ok"
        ? "payment" in result
          ? { status: result.payment.status, trxId: result.payment.trxId }
          : "refund" in result
            ? { refundTrxId: result.refund.refundTrxId, amount: result.refund.amount }
            : { refunds: result.refunds.length }
        : result.kind === "unknown"
          ? { reason: result.reason, detail: result.detail }
          : { code: result.code, message: result.message };
    const fields = { bkash: { operation, paymentId, outcome: result.kind, ...detail } };
    if (result.kind === "unknown") logger.warn(fields, `bKash ${operation}: outcome unknown`);
    else logger.info(fields, `bKash ${operation}: ${result.kind}`);
  }

  /** Reads a payment answer and checks it is about the payment asked for. */
  function paymentResult(
    envelope: CallOutcome & { kind: "success" },
    paymentId: string,
  ): { kind: "ok"; payment: BkashPayment } | BkashUnknown {
    const payment = readPayment(envelope.body, paymentId);
    if (!payment)
      return {
        kind: "unknown",
        reason: "malformed",
        detail: "answer without a transaction status",
      };
    if (payment.paymentId !== paymentId)
      return {
        kind: "unknown",
        reason: "malformed",
        detail: `answer is about payment ${payment.paymentId}`,
      };
    return { kind: "ok", payment };
  }

  return {
    /**
     * Creates a sale. `amount` is in taka with at most 2 decimals (sent as "500.00");
     * `payerReference` pre-fills the bKash page when it is a wallet number.
     */
    async createPayment(request: {
      amount: number;
      invoiceNumber: string;
      payerReference: string;
      callbackUrl: string;
    }): Promise<CreatePaymentResult> {
      const body = {
        ...(apiVersion === "v1.2.0-beta" ? { mode: "0011" } : {}),
        payerReference: request.payerReference,
        callbackURL: request.callbackUrl,
        amount: formatBkashAmount(request.amount),
        currency: "BDT",
        intent: "sale",
        merchantInvoiceNumber: request.invoiceNumber,
      };
      const outcome = await call("create", body);
      let result: CreatePaymentResult;
      if (outcome.kind === "success") {
        const payment = readCreatedPayment(outcome.body);
        result = payment
          ? { kind: "ok", payment }
          : {
              kind: "unknown",
              reason: "malformed",
              detail: "answer without paymentID or bkashURL",
            };
      } else result = outcome.kind === "error" ? refusal(outcome) : outcome;
      log("create", result.kind === "ok" ? result.payment.paymentId : undefined, result);
      return result;
    },

    /**
     * Executes (captures) a payment the customer authorised. One-shot at bKash: on `unknown`,
     * query later instead of executing again; on `already-executed`, query now.
     */
    async executePayment(paymentId: string): Promise<ExecutePaymentResult> {
      const outcome = await call("execute", { [idField]: paymentId });
      let result: ExecutePaymentResult;
      if (outcome.kind === "success") result = paymentResult(outcome, paymentId);
      else if (outcome.kind === "error")
        result = alreadyExecutedCodes.has(outcome.code)
          ? { kind: "already-executed", code: outcome.code, message: outcome.message }
          : refusal(outcome);
      else result = outcome;
      log("execute", paymentId, result);
      return result;
    },

    /** The payment's current state at bKash. Changes nothing there. */
    async queryPayment(paymentId: string): Promise<QueryPaymentResult> {
      const outcome = await call("query", { [idField]: paymentId });
      let result: QueryPaymentResult;
      if (outcome.kind === "success") result = paymentResult(outcome, paymentId);
      else result = outcome.kind === "error" ? refusal(outcome) : outcome;
      log("query", paymentId, result);
      return result;
    },

    /**
     * Refunds `amountPoisha` of an executed payment. `unknown` means bKash may have refunded:
     * call `refundStatus` to learn, never `refundPayment` again for the same refund.
     */
    async refundPayment(request: {
      paymentId: string;
      trxId: string;
      amountPoisha: number;
      sku: string;
      reason: string;
    }): Promise<RefundPaymentResult> {
      const amount = formatBkashAmount(request.amountPoisha / 100);
      const body =
        refundApi === "v2"
          ? {
              paymentId: request.paymentId,
              trxId: request.trxId,
              refundAmount: amount,
              sku: request.sku.slice(0, 255),
              reason: request.reason.slice(0, 255),
            }
          : {
              paymentID: request.paymentId,
              trxID: request.trxId,
              amount,
              sku: request.sku.slice(0, 255),
              reason: request.reason.slice(0, 255),
            };
      const outcome = await call("refund", body);
      let result: RefundPaymentResult;
      if (outcome.kind === "success") {
        const refund = readRefund(outcome.body, request.trxId);
        result = refund
          ? { kind: "ok", refund }
          : { kind: "unknown", reason: "malformed", detail: "refund answer without refundTrxId" };
      } else result = outcome.kind === "error" ? refusal(outcome) : outcome;
      log("refund", request.paymentId, result);
      return result;
    },

    /** The refunds bKash has made of a payment (legacy API: the latest one only). */
    async refundStatus(request: { paymentId: string; trxId: string }): Promise<RefundStatusResult> {
      const body =
        refundApi === "v2"
          ? { paymentId: request.paymentId, trxId: request.trxId }
          : { paymentID: request.paymentId, trxID: request.trxId };
      const outcome = await call("refundStatus", body);
      let result: RefundStatusResult;
      if (outcome.kind === "success") {
        const refunds = readRefundStatus(outcome.body);
        result = refunds
          ? { kind: "ok", refunds }
          : { kind: "unknown", reason: "malformed", detail: "unreadable refund status answer" };
      } else if (
        outcome.kind === "error" &&
        refundApi === "v1.2.0-beta" &&
        outcome.code === noRefundYetCode
      )
        result = { kind: "ok", refunds: [] };
      else result = outcome.kind === "error" ? refusal(outcome) : outcome;
      log("refundStatus", request.paymentId, result);
      return result;
    },
  };
}

export type BkashClient = ReturnType<typeof createBkashClient>;
